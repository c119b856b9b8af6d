import { CHAT_BRAND, CHAT_LIMITS, INITIAL_GREETING_ID } from "@contract/chat/session.ts";
import { type FormEvent, type KeyboardEvent, useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { PushToggle } from "../../../components/push-toggle.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useT } from "../../../i18n/language-context.tsx";
import { useTimeZone } from "../../../lib/time-zone.ts";
import { type ChatNote, useChat } from "../hooks/use-chat.ts";
import { useChatTexts } from "../hooks/use-chat-texts.ts";
import { ChatMessageView } from "./chat-message.tsx";
import { ChatEndedPanel, ConsultantAway, consultantState, ConsultantStatus } from "./conversation-panels.tsx";

interface ChatWindowProps {
  id: string;
  open: boolean;
  userId?: string;
  /** The member's address, offered for the transcript. */
  userEmail?: string;
  onClose(): void;
  onUnread(count: number): void;
}

const NOTES: readonly ChatNote[] = ["closedByTeam", "missingSession", "sendFailed"];

/**
 * The live-chat window: the static greeting, the conversation, the answer
 * as it streams, banners for AI trouble, and a composer that is blocked while busy or empty.
 * The visitor may ask for a consultant, end the conversation and have it emailed, then start anew.
 * A message sent while the conversation is still loading (it loads on every open) goes once it has
 * loaded; if loading fails, it stays in the box. Stays mounted while closed, so consultant replies
 * still arrive (and are counted as unread).
 */
export function ChatWindow({ id, open, userId, userEmail, onClose, onUnread }: ChatWindowProps) {
  const chat = useChat(userId, open);
  const { t, author, messages: messageTexts } = useChatTexts();
  const siteT = useT();
  const timeZone = useTimeZone();
  const [text, setText] = useState("");
  const titleId = useId();
  const inputId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => onUnread(chat.unread), [chat.unread, onUnread]);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // Keep the newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [chat.messages, chat.draft, chat.ended, chat.person, open]);

  const [sendWhenLoaded, setSendWhenLoaded] = useState(false);
  const sendLoaded = useEffectEvent(() => void submit());
  useEffect(() => {
    if (!sendWhenLoaded || chat.phase === "loading") return;
    setSendWhenLoaded(false);
    if (chat.phase === "ready") sendLoaded();
  }, [sendWhenLoaded, chat.phase]);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const value = text;
    if (!value.trim() || chat.busy) return;
    if (chat.phase === "loading") {
      setSendWhenLoaded(true);
      return;
    }
    setText("");
    const sent = await chat.send(value);
    if (!sent) setText((current) => current || value);
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  const says = (value: string | null) =>
    value && (NOTES as readonly string[]).includes(value) ? t(`chatWindow.${value as ChatNote}`) : value;
  const sending = chat.busy || sendWhenLoaded;
  const canSend = text.trim().length > 0 && !sending && chat.phase !== "failed";
  // Once the visitor has asked something, a consultant may answer later.
  const written = chat.messages.some((m) => m.author === "visitor" && !m.id.startsWith("local-"));
  const consultant = consultantState(chat.messages, chat.handler, chat.person);

  return (
    <section
      id={id}
      className="chat-window"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <header className="chat-window__header">
        <h2 id={titleId} className="chat-window__title">{siteT("chat.title", { brand: CHAT_BRAND })}</h2>
        {written && !chat.ended
          ? <button type="button" className="btn btn--ghost btn--sm chat-window__end" onClick={() => void chat.end()}>{t("chatWindow.end")}</button>
          : null}
        <button type="button" className="chat-window__close" onClick={onClose} aria-label={t("chatWindow.close")}>
          <span aria-hidden="true">×</span>
        </button>
      </header>

      {chat.ended ? null : <ConsultantStatus state={consultant} />}

      <div
        ref={logRef}
        className="chat-window__log"
        role="log"
        aria-live="polite"
        aria-busy={chat.busy}
        aria-label={t("chatWindow.conversation")}
        tabIndex={0}
      >
        <div id={INITIAL_GREETING_ID} className="chat-msg chat-msg--ai" data-author="greeting">
          <p className="chat-msg__meta"><span className="chat-msg__author">{t("chatWindow.greetingAuthor")}</span></p>
          <p className="chat-msg__text">
            {t("chatWindow.greeting", { brand: CHAT_BRAND, perSession: CHAT_LIMITS.perSessionPerDay, perAddress: CHAT_LIMITS.perAddressPerDay })}
          </p>
        </div>
        {chat.phase === "loading" && chat.messages.length === 0 ? <Spinner size="sm" label={t("chatWindow.loading")} /> : null}
        {chat.messages.map((message) => <ChatMessageView key={message.id} message={message} timeZone={timeZone} texts={messageTexts} />)}
        {chat.draft
          ? (
            <div className={`chat-msg chat-msg--${chat.draft.author} chat-msg--streaming`} data-author={chat.draft.author} data-streaming="true">
              <p className="chat-msg__meta"><span className="chat-msg__author">{author({ author: chat.draft.author, role: "model" })}</span></p>
              <p className="chat-msg__text">
                {chat.draft.text || <span className="chat-typing" aria-label={t("chatWindow.writing")}>...</span>}
              </p>
            </div>
          )
          : null}
        {chat.note ? <p className="chat-window__note">{says(chat.note)}</p> : null}
        {consultant === "away" && chat.person?.answerBy && chat.sessionId && !chat.ended
          ? <ConsultantAway answerBy={chat.person.answerBy} sessionId={chat.sessionId} email={userEmail} />
          : null}
        {chat.ended && chat.sessionId
          ? <ChatEndedPanel ended={chat.ended} sessionId={chat.sessionId} email={userEmail} onStartNew={chat.startOver} />
          : null}
      </div>

      {chat.phase === "failed"
        ? (
          <div className="chat-window__banner chat-window__banner--error" role="alert">
            {t("chatWindow.initFailed")}{" "}
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => void chat.reload()}>{t("chatWindow.tryAgain")}</button>
          </div>
        )
        : null}
      {chat.banner ? <p className="chat-window__banner" role="status">{chat.banner}</p> : null}
      {chat.error ? <p className="chat-window__banner chat-window__banner--error" role="alert">{says(chat.error)}</p> : null}
      {written && !chat.ended
        ? (
          <div className="chat-window__actions">
            {chat.handler === "ai" && !chat.person
              ? <button type="button" className="btn btn--ghost btn--sm" onClick={() => void chat.askPerson()}>{t("chatWindow.askPerson")}</button>
              : null}
            <PushToggle owner={{ chatSessionId: chat.sessionId! }} offer={t("chatWindow.pushOffer")} className="chat-window__push" />
          </div>
        )
        : null}

      {chat.ended ? null : (
        <form className="chat-window__composer" onSubmit={submit}>
          <label htmlFor={inputId} className="visually-hidden">{t("chatWindow.yourMessage")}</label>
          <textarea
            id={inputId}
            ref={inputRef}
            rows={2}
            value={text}
            maxLength={CHAT_LIMITS.messageMax}
            placeholder={t("chatWindow.placeholder")}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            aria-describedby={`${inputId}-hint`}
          />
          <p id={`${inputId}-hint`} className="visually-hidden">{t("chatWindow.enterHint")}</p>
          <button type="submit" className="btn btn--primary btn--sm" disabled={!canSend}>
            {sending ? t("chatWindow.sending") : t("chatWindow.send")}
          </button>
        </form>
      )}
    </section>
  );
}

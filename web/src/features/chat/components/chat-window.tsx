import { CHAT_LIMITS, CHAT_TEXTS, INITIAL_GREETING_ID } from "@contract/chat.ts";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { PUSH_TEXTS } from "@contract/push-texts.ts";
import { PushToggle } from "../../../components/push-toggle.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useTimeZone } from "../../../lib/time-zone.ts";
import { useChat } from "../hooks/use-chat.ts";
import { authorLabel, ChatMessageView } from "./chat-message.tsx";

interface ChatWindowProps {
  id: string;
  open: boolean;
  userId?: string;
  onClose(): void;
  onUnread(count: number): void;
}

/**
 * The live-chat window: the static greeting, the conversation, the answer
 * as it streams, banners for AI trouble, and a composer that is blocked while busy or empty.
 * Stays mounted while closed, so consultant replies still arrive (and are counted as unread).
 */
export function ChatWindow({ id, open, userId, onClose, onUnread }: ChatWindowProps) {
  const chat = useChat(userId, open);
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
  }, [chat.messages, chat.draft, open]);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const value = text;
    if (!value.trim() || chat.busy) return;
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

  const canSend = text.trim().length > 0 && !chat.busy && chat.phase === "ready";

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
        <h2 id={titleId} className="chat-window__title">{CHAT_TEXTS.title}</h2>
        <button type="button" className="chat-window__close" onClick={onClose} aria-label="Close chat">
          <span aria-hidden="true">×</span>
        </button>
      </header>

      {chat.handler === "consultant"
        ? <p className="chat-window__handoff" role="status">You are now chatting with one of our travel consultants.</p>
        : null}

      <div
        ref={logRef}
        className="chat-window__log"
        role="log"
        aria-live="polite"
        aria-busy={chat.busy}
        aria-label="Conversation"
        tabIndex={0}
      >
        <div id={INITIAL_GREETING_ID} className="chat-msg chat-msg--ai" data-author="greeting">
          <p className="chat-msg__meta"><span className="chat-msg__author">Concierge</span></p>
          <p className="chat-msg__text">{CHAT_TEXTS.greeting}</p>
        </div>
        {chat.phase === "loading" && chat.messages.length === 0 ? <Spinner size="sm" label="Loading conversation..." /> : null}
        {chat.messages.map((message) => <ChatMessageView key={message.id} message={message} timeZone={timeZone} />)}
        {chat.draft
          ? (
            <div className={`chat-msg chat-msg--${chat.draft.author} chat-msg--streaming`} data-author={chat.draft.author} data-streaming="true">
              <p className="chat-msg__meta"><span className="chat-msg__author">{authorLabel({ author: chat.draft.author, role: "model" })}</span></p>
              <p className="chat-msg__text">
                {chat.draft.text || <span className="chat-typing" aria-label="Writing">...</span>}
              </p>
            </div>
          )
          : null}
        {chat.note ? <p className="chat-window__note">{chat.note}</p> : null}
      </div>

      {chat.phase === "failed"
        ? (
          <div className="chat-window__banner chat-window__banner--error" role="alert">
            {CHAT_TEXTS.initFailed}{" "}
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => void chat.reload()}>Try again</button>
          </div>
        )
        : null}
      {chat.banner ? <p className="chat-window__banner" role="status">{chat.banner}</p> : null}
      {chat.error ? <p className="chat-window__banner chat-window__banner--error" role="alert">{chat.error}</p> : null}
      {/* Once the visitor has asked something a consultant may answer later. */}
      {chat.messages.some((m) => m.author === "visitor" && !m.id.startsWith("local-"))
        ? <PushToggle owner={{ chatSessionId: chat.sessionId }} offer={PUSH_TEXTS.chatOffer} className="chat-window__push" />
        : null}

      <form className="chat-window__composer" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">Your message</label>
        <textarea
          id={inputId}
          ref={inputRef}
          rows={2}
          value={text}
          maxLength={CHAT_LIMITS.messageMax}
          placeholder="Ask about destinations, packages, experiences..."
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={`${inputId}-hint`}
        />
        <p id={`${inputId}-hint`} className="visually-hidden">Press Enter to send, Shift and Enter for a new line.</p>
        <button type="submit" className="btn btn--primary btn--sm" disabled={!canSend}>
          {chat.busy ? "Sending..." : "Send"}
        </button>
      </form>
    </section>
  );
}

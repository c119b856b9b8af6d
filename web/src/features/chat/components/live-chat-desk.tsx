import { CHAT_LIMITS, type ChatSummary } from "@contract/chat/session.ts";
import { CHAT_STATUSES, type ChatStatus } from "@contract/enums.ts";
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { DeskRow, DeskStatusField, FollowUpMarks } from "../../../components/desk-row.tsx";
import { CreateProposalButton } from "../../../components/create-proposal-button.tsx";
import { DeskStatusFilter } from "../../../components/desk-status-filter.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useDeskRows, useReadWhileOpen } from "../../../components/use-desk-rows.ts";
import { useLinkedRow } from "../../../components/use-linked-row.ts";
import { useDeskDateTime } from "../../../components/desk-time.ts";
import { type DeskKey, useDeskFailure, useDeskT } from "../../../i18n/areas/desk.ts";
import { useDeleteChatSession } from "../api/delete-chat-session.ts";
import { CHAT_SESSIONS_QUERY_KEY, holdChat, refreshHeld, useChatPages, useHeldChats, useLinkedChat } from "../api/get-chat-sessions.ts";
import { useDeskCounts } from "../../../lib/desk-counts.ts";
import { LoadMore } from "../../../components/load-more.tsx";
import { useDeskFeed } from "../../../lib/desk-feed.ts";
import { useReplyToChat } from "../api/reply-to-chat.ts";
import { useReadChat, useSetChatHandler, useUpdateChatStatus } from "../api/conversation-state.ts";
import { useLiveTranscript } from "../hooks/use-live-transcript.ts";
import { ChatMessageView } from "./chat-message.tsx";
import { useChatTexts } from "../hooks/use-chat-texts.ts";

const STATUS_BADGE: Record<ChatStatus, string> = {
  "AI-Active": "badge badge--accent",
  "Needs Review": "badge badge--danger",
  Resolved: "badge badge--success",
  "User-Ended": "badge badge--muted",
};

/** What staff read for each stored status. */
const STATUS_LABEL: Record<ChatStatus, DeskKey> = {
  "AI-Active": "chats.status.aiActive",
  "Needs Review": "chats.status.needsReview",
  Resolved: "chats.status.resolved",
  "User-Ended": "chats.status.userEnded",
};

/** Who wrote a conversation's last message, as staff read it. */
const LAST_AUTHOR: Record<NonNullable<ChatSummary["lastAuthor"]>, DeskKey> = {
  visitor: "chats.lastVisitor",
  ai: "chats.lastConcierge",
  catalogue: "chats.lastConcierge",
  consultant: "chats.lastConsultant",
  system: "chats.lastNotice",
};

interface LiveChatDeskProps {
  /** The status shown, "" for all (the page keeps it in its address). */
  status: ChatStatus | "";
  onStatusChange(status: ChatStatus | ""): void;
  /** A conversation to open at once (the pipeline's link: ?id=). */
  openId?: string | null;
}

/**
 * Staff live chats (docs/decisions/061-consultant-handoff.md): the conversations with their visitor
 * and last activity, newest first, read a page at a time ("Show more") with the filters applied by
 * the server. Expanding shows the live transcript and tells the server it was
 * opened (which makes an AI-Active one Needs Review: the server decides, the row shows its answer,
 * as after every change of state); staff can reply (taking the conversation over from the AI), hand it back, set
 * the status or delete it. A conversation whose visitor wrote last is marked "Awaiting our reply"
 * with its unread count; a filter shows those alone, longest waiting first. Counts per status and
 * of those awaiting (kept by the server) filter the list. The pages read follow the server's
 * changes as they happen, filtered or not; an open row stays while open.
 */
const sessionIdOf = (session: ChatSummary) => session.sessionId;

/**
 * The rows shown: a linked conversation not on the pages read first, then those held open that a
 * change moved off the filter's pages (an open row stays while open), then the pages read, each
 * conversation once (one that moved in the order between two pages' reads is on both).
 */
function shownSessions(pages: ChatSummary[], held: ChatSummary[], isOpen: (id: string) => boolean, linked: ChatSummary | null | undefined): ChatSummary[] {
  const onPages = new Set<string>();
  const paged = pages.filter((s) => !onPages.has(s.sessionId) && onPages.add(s.sessionId));
  const kept = held.filter((s) => !onPages.has(s.sessionId) && isOpen(s.sessionId));
  const link = linked && !kept.some((s) => s.sessionId === linked.sessionId) ? [linked] : [];
  return [...link, ...kept, ...paged];
}
const sessionRowOf = (id: string) => document.querySelector<HTMLElement>(`[data-session-id="${CSS.escape(id)}"]`);

export function LiveChatDesk({ status, onStatusChange, openId }: LiveChatDeskProps) {
  const t = useDeskT();
  const queryClient = useQueryClient();
  const [awaiting, setAwaiting] = useState(false);
  const query = useChatPages({ status, awaiting });
  const counts = useDeskCounts("chats", CHAT_SESSIONS_QUERY_KEY);
  const held = useHeldChats();
  const updateStatus = useUpdateChatStatus();
  const read = useReadChat();
  const deleteMutation = useDeleteChatSession();
  const rows = useDeskRows();
  const [confirming, setConfirming] = useState<ChatSummary | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const summaryRef = useRef<HTMLParagraphElement>(null);
  useDeskFeed({ chats: CHAT_SESSIONS_QUERY_KEY });

  const paged = useMemo(() => query.data?.pages.flatMap((page) => page.items), [query.data]);
  useEffect(() => {
    if (paged) refreshHeld(queryClient, paged);
  }, [paged, queryClient]);
  // A linked conversation not on the pages read (older, or of another status) is read on its own and shown first.
  const linkedMissing = Boolean(openId && paged && !paged.some((s) => s.sessionId === openId));
  const linked = useLinkedChat(openId, linkedMissing);
  const sessions = paged && shownSessions(paged, held.data ?? [], rows.isOpen, linkedMissing ? linked.data : null);

  function changeStatus(session: ChatSummary, status: ChatStatus) {
    rows.clearError(session.sessionId);
    updateStatus.mutate({ sessionId: session.sessionId, status }, {
      onSuccess: () => setAnnouncement(t("chats.statusSet", { status: t(STATUS_LABEL[status]) })),
      onError: () => rows.setError(session.sessionId, t("chats.statusFailed", { id: session.sessionId })),
    });
  }

  function toggle(session: ChatSummary) {
    const opening = rows.toggle(session.sessionId);
    holdChat(queryClient, session, opening);
    if (!opening) return;
    rows.clearError(session.sessionId);
    read.mutate({ sessionId: session.sessionId, opened: true }, {
      onSuccess: ({ status }) => {
        if (status !== session.status) setAnnouncement(t("chats.statusSet", { status: t(STATUS_LABEL[status]) }));
      },
      onError: () => rows.setError(session.sessionId, t("chats.statusFailed", { id: session.sessionId })),
    });
  }

  useLinkedRow(openId, sessions, sessionIdOf, toggle, sessionRowOf);

  function confirmDelete() {
    if (!confirming) return;
    const session = confirming;
    setDeleteError(null);
    deleteMutation.mutate(session.sessionId, {
      onSuccess: () => {
        setConfirming(null);
        setAnnouncement(t("chats.deleted"));
        requestAnimationFrame(() => summaryRef.current?.focus());
      },
      onError: () => setDeleteError(t("chats.deleteFailed")),
    });
  }

  if (query.isPending || counts.isPending) return <Spinner label={t("chats.loading")} />;
  if (query.isError || counts.isError || !sessions) return <ErrorMessage>{t("chats.loadFailed")}</ErrorMessage>;
  const { total, byStatus } = counts.data;
  const waiting = counts.data.awaiting ?? 0;
  const filtered = awaiting || status !== "";

  return (
    <div className="concierge-desk">
      <DeskStatusFilter
        label={t("chats.byStatus")}
        allLabel={t("chats.all")}
        statuses={CHAT_STATUSES}
        items={[]}
        counts={byStatus}
        total={total}
        value={status}
        onChange={onStatusChange}
        labelOf={(s) => t(STATUS_LABEL[s])}
      >
        <button
          type="button"
          className="desk-count desk-count--awaiting"
          data-awaiting-count={waiting}
          aria-pressed={awaiting}
          onClick={() => setAwaiting(!awaiting)}
        >
          <span className="desk-count__label">{t("desk.awaiting")}</span> <span className="desk-count__value">{waiting}</span>
        </button>
      </DeskStatusFilter>
      <p ref={summaryRef} className="desk-summary" tabIndex={-1} aria-live="polite">
        {awaiting && !status
          ? t("desk.awaitingCount", { count: waiting })
          : filtered || query.hasNextPage
          ? t("chats.showing", { shown: sessions.length, count: total })
          : t("chats.count", { count: sessions.length })}
        {!awaiting && waiting > 0 ? <> · {t("desk.awaitingCount", { count: waiting })}</> : null}
      </p>
      <p className="visually-hidden" role="status">{announcement}</p>
      {sessions.length === 0
        ? (
          <div className="empty-state">
            <p className="empty-state__title">{filtered && total > 0 ? t("chats.noMatch") : t("chats.empty")}</p>
            <p>{filtered && total > 0 ? t("desk.noMatchHint") : t("chats.emptyHint")}</p>
          </div>
        )
        : (
          <ul className="concierge-desk" role="list">
            {sessions.map((session) => (
              <SessionRow
                key={session.sessionId}
                session={session}
                open={rows.isOpen(session.sessionId)}
                error={rows.errorOf(session.sessionId)}
                onToggle={() => toggle(session)}
                onStatus={(status) => changeStatus(session, status)}
                onDelete={() => {
                  setDeleteError(null);
                  setConfirming(session);
                }}
              />
            ))}
          </ul>
        )}
      <LoadMore query={query} onScroll={false} labels={{ more: t("inquiries.showMore"), loading: t("inquiries.loadingMore"), failed: t("lists.moreFailed") }} />
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t("chats.deleteTitle")}
        size="sm"
        footer={
          <>
            <button type="button" className="btn btn--ghost" onClick={() => setConfirming(null)}>{t("desk.cancel")}</button>
            <button type="button" className="btn btn--danger" onClick={confirmDelete} disabled={deleteMutation.isPending}>
              {deleteMutation.isPending ? t("chats.deleting") : t("chats.delete")}
            </button>
          </>
        }
      >
        <p>{confirming?.userName ? t("chats.deleteText", { name: confirming.userName }) : t("chats.deleteAnonymousText")}</p>
        {deleteError ? <ErrorMessage>{deleteError}</ErrorMessage> : null}
      </Modal>
    </div>
  );
}

interface SessionRowProps {
  session: ChatSummary;
  open: boolean;
  error?: string;
  onToggle(): void;
  onStatus(status: ChatStatus): void;
  onDelete(): void;
}

function SessionRow({ session, open, error, onToggle, onStatus, onDelete }: SessionRowProps) {
  const t = useDeskT();
  const dateTime = useDeskDateTime();
  const markRead = useReadChat();
  useReadWhileOpen(open, session.unread, () => {
    if (!markRead.isPending) markRead.mutate({ sessionId: session.sessionId, opened: false });
  });
  return (
    <DeskRow
      look="concierge"
      data={{ "data-session-id": session.sessionId, "data-awaiting": session.awaitingSince ? "true" : "false" }}
      open={open}
      onToggle={onToggle}
      error={error}
      summary={
        <>
          <span>
            <span className="concierge-row__title">{session.userName ?? t("chats.anonymous")}</span>
            <span className="concierge-row__meta">
              <bdi>{session.sessionId}</bdi> · {t("chats.lastActivity")} <bdi>{dateTime(session.lastActivityTimestamp)}</bdi>
              {session.handler === "consultant" ? ` · ${t("chats.handledByConsultant")}` : ""}
            </span>
            {session.lastMessage
              ? (
                <span className="concierge-row__meta concierge-row__last">
                  {t("chats.visitorSaid")} “{session.lastMessage}”
                </span>
              )
              : null}
            {session.lastAuthor ? <span className="concierge-row__meta">{t(LAST_AUTHOR[session.lastAuthor])}</span> : null}
            <FollowUpMarks awaitingSince={session.awaitingSince} unread={session.unread} />
          </span>
          <span className={STATUS_BADGE[session.status]}>{t(STATUS_LABEL[session.status])}</span>
        </>
      }
    >
      {session.userEmail ? <p className="concierge-row__meta">{t("chats.member")} <a href={`mailto:${session.userEmail}`} dir="ltr">{session.userEmail}</a></p> : null}
      <LiveTranscript sessionId={session.sessionId} />
      <div className="concierge-row__actions">
        <DeskStatusField statuses={CHAT_STATUSES} value={session.status} onChange={onStatus} labelOf={(status) => t(STATUS_LABEL[status])} />
        <CreateProposalButton source={{ chatSessionId: session.sessionId }} />
        <button type="button" className="btn btn--danger btn--sm" onClick={onDelete}>{t("chats.deleteConversation")}</button>
      </div>
    </DeskRow>
  );
}

function LiveTranscript({ sessionId }: { sessionId: string }) {
  const t = useDeskT();
  const failed = useDeskFailure();
  const dateTime = useDeskDateTime();
  const { messages: texts } = useChatTexts(t("chats.visitor"));
  const transcript = useLiveTranscript(sessionId);
  const reply = useReplyToChat();
  const handoff = useSetChatHandler();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const replyId = useId();

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [transcript.messages]);

  if (transcript.phase === "loading") return <Spinner size="sm" label={t("chats.loadingConversation")} />;
  if (transcript.phase === "failed") return <ErrorMessage>{t("chats.detailsFailed", { id: sessionId })}</ErrorMessage>;
  if (transcript.phase === "deleted") return <p className="muted">{t("chats.gone")}</p>;

  function send(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    setError(null);
    reply.mutate({ sessionId, text: value }, {
      onSuccess: (exchange) => {
        setText("");
        transcript.add(exchange.message);
      },
      onError: (err) => setError(failed(err, "chats.sendFailed")),
    });
  }

  const consultant = transcript.handler === "consultant";
  return (
    <>
      <div ref={logRef} className="concierge-transcript" role="log" aria-live="polite" aria-label={t("chats.transcript")} tabIndex={0}>
        {transcript.messages.length === 0
          ? <p className="muted">{t("chats.noMessages")}</p>
          : transcript.messages.map((message) => <ChatMessageView key={message.id} message={message} clock={(iso) => dateTime(iso, "clock")} texts={texts} />)}
      </div>
      <form className="form" onSubmit={send}>
        <div className="field">
          <label htmlFor={replyId}>{t("chats.replyLabel")}</label>
          <textarea
            id={replyId}
            rows={3}
            value={text}
            maxLength={CHAT_LIMITS.messageMax}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={`${replyId}-hint`}
          />
          <p id={`${replyId}-hint`} className="field__hint">
            {consultant
              ? t("chats.consultantHint")
              : t("chats.aiHint")}
          </p>
        </div>
        <div className="concierge-row__actions">
          <button type="submit" className="btn btn--primary btn--sm" disabled={!text.trim() || reply.isPending}>
            {reply.isPending ? t("chats.sending") : t("chats.sendReply")}
          </button>
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            disabled={handoff.isPending}
            onClick={() => {
              setError(null);
              handoff.mutate({ sessionId, handler: consultant ? "ai" : "consultant" }, {
                onError: (err) => setError(failed(err, consultant ? "chats.handBackFailed" : "chats.takeOverFailed")),
              });
            }}
          >
            {consultant ? t("chats.handBack") : t("chats.takeOver")}
          </button>
        </div>
        {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      </form>
    </>
  );
}

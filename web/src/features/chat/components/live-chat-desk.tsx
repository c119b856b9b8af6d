import { CHAT_LIMITS, type ChatSummary } from "@contract/chat.ts";
import { CHAT_STATUSES, type ChatStatus } from "@contract/enums.ts";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { DeskRow, DeskStatusField } from "../../../components/desk-row.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useDeskRows } from "../../../components/use-desk-rows.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { useDeleteChatSession } from "../api/delete-chat-session.ts";
import { useChatSessions } from "../api/get-chat-sessions.ts";
import { useReplyToChat } from "../api/reply-to-chat.ts";
import { useSetChatHandler } from "../api/set-chat-handler.ts";
import { useUpdateChatStatus } from "../api/update-chat-status.ts";
import { useLiveTranscript } from "../hooks/use-live-transcript.ts";
import { ChatMessageView } from "./chat-message.tsx";

const STATUS_BADGE: Record<ChatStatus, string> = {
  "AI-Active": "badge badge--accent",
  "Needs Review": "badge badge--danger",
  Resolved: "badge badge--success",
  "User-Ended": "badge badge--muted",
};


/**
 * Staff live chats (README: Decisions, Consultant handoff): every conversation with its visitor and
 * last activity, newest first. Expanding shows the live transcript (opening an AI-Active one marks
 * it Needs Review); staff can reply (taking the conversation over from the AI), hand it back, set
 * the status or delete it.
 */
export function LiveChatDesk() {
  const query = useChatSessions();
  const updateStatus = useUpdateChatStatus();
  const deleteMutation = useDeleteChatSession();
  const rows = useDeskRows();
  const [confirming, setConfirming] = useState<ChatSummary | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const summaryRef = useRef<HTMLParagraphElement>(null);

  function changeStatus(session: ChatSummary, status: ChatStatus) {
    rows.clearError(session.sessionId);
    updateStatus.mutate({ sessionId: session.sessionId, status }, {
      onSuccess: () => setAnnouncement(`Status set to ${status}. The list is sorted by last activity.`),
      onError: () => rows.setError(session.sessionId, `Failed to update status for session ${session.sessionId}.`),
    });
  }

  function toggle(session: ChatSummary) {
    if (rows.toggle(session.sessionId) && session.status === "AI-Active") changeStatus(session, "Needs Review");
  }

  function confirmDelete() {
    if (!confirming) return;
    const session = confirming;
    setDeleteError(null);
    deleteMutation.mutate(session.sessionId, {
      onSuccess: () => {
        setConfirming(null);
        setAnnouncement("The conversation was deleted.");
        requestAnimationFrame(() => summaryRef.current?.focus());
      },
      onError: () => setDeleteError("Failed to delete session. Please try again."),
    });
  }

  if (query.isPending) return <Spinner label="Loading live chats..." />;
  if (query.isError) return <ErrorMessage>Could not load chat summaries. Please try refreshing the page.</ErrorMessage>;
  const sessions = query.data;

  return (
    <div className="concierge-desk">
      <p ref={summaryRef} className="desk-summary" tabIndex={-1}>
        {sessions.length} {sessions.length === 1 ? "conversation" : "conversations"}, last activity first.
      </p>
      <p className="visually-hidden" role="status">{announcement}</p>
      {sessions.length === 0
        ? (
          <div className="empty-state">
            <p className="empty-state__title">No conversations yet.</p>
            <p>Chats from the website's live-chat widget appear here.</p>
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
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Delete this conversation?"
        size="sm"
        footer={
          <>
            <button type="button" className="btn btn--ghost" onClick={() => setConfirming(null)}>Cancel</button>
            <button type="button" className="btn btn--danger" onClick={confirmDelete} disabled={deleteMutation.isPending}>
              {deleteMutation.isPending ? "Deleting..." : "Delete"}
            </button>
          </>
        }
      >
        <p>
          The conversation with {confirming?.userName ?? "an anonymous visitor"} and its whole transcript will be deleted. This
          cannot be undone.
        </p>
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
  return (
    <DeskRow
      look="concierge"
      data={{ "data-session-id": session.sessionId }}
      open={open}
      onToggle={onToggle}
      error={error}
      summary={
        <>
          <span>
            <span className="concierge-row__title">{session.userName ?? "Anonymous"}</span>
            <span className="concierge-row__meta">
              <bdi>{session.sessionId}</bdi> · Last activity <bdi>{formatDateTime(session.lastActivityTimestamp)}</bdi>
              {session.handler === "consultant" ? " · Handled by a consultant" : ""}
            </span>
            {session.lastMessage ? <span className="concierge-row__meta">“{session.lastMessage}”</span> : null}
          </span>
          <span className={STATUS_BADGE[session.status]}>{session.status}</span>
        </>
      }
    >
      {session.userEmail ? <p className="concierge-row__meta">Member: <a href={`mailto:${session.userEmail}`} dir="ltr">{session.userEmail}</a></p> : null}
      <LiveTranscript sessionId={session.sessionId} />
      <div className="concierge-row__actions">
        <DeskStatusField statuses={CHAT_STATUSES} value={session.status} onChange={onStatus} />
        <button type="button" className="btn btn--danger btn--sm" onClick={onDelete}>Delete conversation</button>
      </div>
    </DeskRow>
  );
}

function LiveTranscript({ sessionId }: { sessionId: string }) {
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

  if (transcript.phase === "loading") return <Spinner size="sm" label="Loading the conversation..." />;
  if (transcript.phase === "failed") return <ErrorMessage>{`Could not load details for session ${sessionId}.`}</ErrorMessage>;
  if (transcript.phase === "deleted") return <p className="muted">This conversation no longer exists.</p>;

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
      onError: (err) => setError(err instanceof Error ? err.message : "The reply could not be sent."),
    });
  }

  const consultant = transcript.handler === "consultant";
  return (
    <>
      <div ref={logRef} className="concierge-transcript" role="log" aria-live="polite" aria-label="Transcript" tabIndex={0}>
        {transcript.messages.length === 0
          ? <p className="muted">No messages yet.</p>
          : transcript.messages.map((message) => <ChatMessageView key={message.id} message={message} self="Visitor" />)}
      </div>
      <form className="form" onSubmit={send}>
        <div className="field">
          <label htmlFor={replyId}>Reply as a consultant</label>
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
              ? "A consultant is handling this conversation: the AI does not answer the visitor."
              : "Replying takes this conversation over: the AI stops answering until you hand it back."}
          </p>
        </div>
        <div className="concierge-row__actions">
          <button type="submit" className="btn btn--primary btn--sm" disabled={!text.trim() || reply.isPending}>
            {reply.isPending ? "Sending..." : "Send reply"}
          </button>
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            disabled={handoff.isPending}
            onClick={() => handoff.mutate({ sessionId, handler: consultant ? "ai" : "consultant" })}
          >
            {consultant ? "Hand back to the AI" : "Take over from the AI"}
          </button>
        </div>
        {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      </form>
    </>
  );
}

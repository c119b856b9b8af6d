import type { Inquiry } from "@contract/inquiry.ts";
import { useId, useState } from "react";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { MessageComposer } from "../../../components/message-composer.tsx";
import { ThreadMessages } from "../../../components/thread-messages.tsx";
import { useAssignInquiry, useConsultants, useDeskThread, usePostDeskMessage, useRevokeThreadLinks } from "../api/inquiry-thread.ts";

/**
 * An open inquiry's conversation on the desk: the thread (read again every few seconds, so a
 * traveller's message appears without a reload), a reply box (emailed to the traveller, marks the
 * inquiry Responded), internal notes, the assignee and the traveller's private links.
 */
export function InquiryThreadPanel({ inquiry }: { inquiry: Inquiry }) {
  const thread = useDeskThread(inquiry.id);
  const reply = usePostDeskMessage(inquiry.id, "replies");
  const note = usePostDeskMessage(inquiry.id, "notes");
  const [writing, setWriting] = useState<"reply" | "note">("reply");
  return (
    <section className="desk-thread" aria-label={`Conversation with ${inquiry.userName}`}>
      <div className="desk-thread__head">
        <h3 className="desk-thread__title">Conversation</h3>
        <AssigneeField inquiry={inquiry} />
      </div>
      {thread.isError
        ? <ErrorMessage>Could not load the conversation. It will be tried again in a moment.</ErrorMessage>
        : thread.data
        ? <ThreadMessages messages={thread.data.messages} forDesk label={`Messages with ${inquiry.userName}`} emptyText="No replies or notes yet." />
        : <p className="thread__empty">Loading the conversation...</p>}
      <div className="desk-thread__tabs" role="group" aria-label="Write">
        <button type="button" className="btn btn--ghost" aria-pressed={writing === "reply"} onClick={() => setWriting("reply")}>Reply to traveller</button>
        <button type="button" className="btn btn--ghost" aria-pressed={writing === "note"} onClick={() => setWriting("note")}>Internal note</button>
      </div>
      {writing === "reply"
        ? (
          <MessageComposer
            key="reply"
            label={`Reply to ${inquiry.userName} (emailed, with a private link to this conversation)`}
            submitLabel="Send reply"
            busyLabel="Sending..."
            failedText="The reply could not be saved. Please try again."
            onSend={(text) => reply.mutateAsync(text)}
          />
        )
        : (
          <MessageComposer
            key="note"
            label="Internal note (staff only, never shown to the traveller)"
            submitLabel="Add note"
            busyLabel="Saving..."
            failedText="The note could not be saved. Please try again."
            onSend={(text) => note.mutateAsync(text)}
          />
        )}
      <ThreadLinks inquiryId={inquiry.id} activeLinks={thread.data?.activeLinks} />
    </section>
  );
}

function AssigneeField({ inquiry }: { inquiry: Inquiry }) {
  const id = useId();
  const consultants = useConsultants();
  const assign = useAssignInquiry(inquiry.id);
  const current = inquiry.assignee?.id ?? "";
  const options = consultants.data ?? [];
  return (
    <div className="field desk-thread__assignee">
      <label htmlFor={id}>Assigned to</label>
      <select id={id} value={current} disabled={assign.isPending} onChange={(event) => assign.mutate(event.target.value || null)}>
        <option value="">Nobody</option>
        {inquiry.assignee && !options.some((u) => u.id === inquiry.assignee!.id)
          ? <option value={inquiry.assignee.id}>{inquiry.assignee.name}</option>
          : null}
        {options.map((user) => <option key={user.id} value={user.id}>{user.displayName || user.name}</option>)}
      </select>
      {assign.isError ? <p className="field__error" role="alert">Could not change the assignee. Please try again.</p> : null}
    </div>
  );
}

function ThreadLinks({ inquiryId, activeLinks }: { inquiryId: string; activeLinks?: number }) {
  const revoke = useRevokeThreadLinks(inquiryId);
  if (activeLinks === undefined) return null;
  return (
    <p className="desk-thread__links">
      {activeLinks === 0
        ? "The traveller has no working link; the next reply's email brings a new one."
        : `The traveller's private ${activeLinks === 1 ? "link works" : `links (${activeLinks}) work`} without a login.`}{" "}
      {activeLinks > 0
        ? (
          <button type="button" className="btn btn--ghost" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
            Revoke links
          </button>
        )
        : null}
    </p>
  );
}

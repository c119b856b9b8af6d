import type { Inquiry } from "@contract/inquiry.ts";
import { LIMITS } from "@contract/limits.ts";
import { useState } from "react";
import { AssigneeField } from "../../../components/assignee-field.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { MessageComposer } from "../../../components/message-composer.tsx";
import { ThreadMessages, type ThreadWords } from "../../../components/thread-messages.tsx";
import { useDeskDateTime } from "../../../components/desk-time.ts";
import { useDeskT } from "../../../i18n/areas/desk.ts";
import { useAssignInquiry, useDeskThread, usePostDeskMessage, useRevokeThreadLinks } from "../api/inquiry-thread.ts";

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
  const t = useDeskT();
  const time = useDeskDateTime();
  const words: ThreadWords = {
    kind: { reply: t("thread.kind.reply"), traveller: t("thread.kind.traveller"), note: t("thread.kind.note") },
    mail: { pending: t("thread.mail.pending"), sent: t("thread.mail.sent"), failed: t("thread.mail.failed"), skipped: t("thread.mail.skipped") },
    time,
  };
  return (
    <section className="desk-thread" aria-label={t("thread.label", { name: inquiry.userName })}>
      <div className="desk-thread__head">
        <h3 className="desk-thread__title">{t("thread.title")}</h3>
        <InquiryAssignee inquiry={inquiry} />
      </div>
      {thread.isError
        ? <ErrorMessage>{t("thread.loadFailed")}</ErrorMessage>
        : thread.data
        ? <ThreadMessages messages={thread.data.messages} forDesk label={t("thread.messages", { name: inquiry.userName })} emptyText={t("thread.empty")} words={words} />
        : <p className="thread__empty">{t("thread.loading")}</p>}
      <div className="desk-thread__tabs" role="group" aria-label={t("thread.write")}>
        <button type="button" className="btn btn--ghost" aria-pressed={writing === "reply"} onClick={() => setWriting("reply")}>{t("thread.replyTab")}</button>
        <button type="button" className="btn btn--ghost" aria-pressed={writing === "note"} onClick={() => setWriting("note")}>{t("thread.noteTab")}</button>
      </div>
      {writing === "reply"
        ? (
          <MessageComposer
            key="reply"
            label={t("thread.replyLabel", { name: inquiry.userName })}
            submitLabel={t("thread.sendReply")}
            busyLabel={t("thread.sending")}
            failedText={t("thread.replyFailed")}
            emptyText={t("thread.writeSomething")}
            tooLongText={t("thread.tooLong", { max: LIMITS.longText })}
            onSend={(text) => reply.mutateAsync(text)}
          />
        )
        : (
          <MessageComposer
            key="note"
            label={t("thread.noteLabel")}
            submitLabel={t("thread.addNote")}
            busyLabel={t("thread.saving")}
            failedText={t("thread.noteFailed")}
            emptyText={t("thread.writeSomething")}
            tooLongText={t("thread.tooLong", { max: LIMITS.longText })}
            onSend={(text) => note.mutateAsync(text)}
          />
        )}
      <ThreadLinks inquiryId={inquiry.id} activeLinks={thread.data?.activeLinks} />
    </section>
  );
}

function InquiryAssignee({ inquiry }: { inquiry: Inquiry }) {
  const t = useDeskT();
  const assign = useAssignInquiry(inquiry.id);
  return (
    <AssigneeField
      assignee={inquiry.assignee}
      label={t("inquiries.assignedTo")}
      nobodyLabel={t("inquiries.nobody")}
      failedText={assign.isError ? t("thread.assigneeFailed") : undefined}
      pending={assign.isPending}
      onChange={(assigneeId) => assign.mutate(assigneeId)}
    />
  );
}

function ThreadLinks({ inquiryId, activeLinks }: { inquiryId: string; activeLinks?: number }) {
  const revoke = useRevokeThreadLinks(inquiryId);
  const t = useDeskT();
  if (activeLinks === undefined) return null;
  return (
    <p className="desk-thread__links">
      {activeLinks === 0
        ? t("thread.noLink")
        : t("thread.links", { count: activeLinks })}{" "}
      {activeLinks > 0
        ? (
          <button type="button" className="btn btn--ghost" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
            {t("thread.revoke")}
          </button>
        )
        : null}
    </p>
  );
}

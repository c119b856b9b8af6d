import type { InquiryType } from "@contract/enums.ts";
import { LIMITS } from "@contract/limits.ts";
import { THREAD_PROGRESS, type ThreadProgress } from "@contract/inquiry-thread.ts";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { PushToggle } from "../../../components/push-toggle.tsx";
import { MessageComposer } from "../../../components/message-composer.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useDateTime } from "../../../components/desk-time.ts";
import { ThreadMessages } from "../../../components/thread-messages.tsx";
import { isNotFound } from "../../../lib/api-client.ts";
import { type MemberMessageId, type MemberT, useMemberT } from "../../../i18n/areas/member.ts";
import { vipServiceName } from "../../../domains/inquiry/vip-service-text.ts";
import { type ThreadSource, usePostTravellerMessage, useTravellerThread } from "../api/traveller-thread.ts";

const PROGRESS_LABEL: Record<ThreadProgress, MemberMessageId> = {
  received: "thread.received",
  "being reviewed": "thread.reviewing",
  answered: "thread.answered",
};

const TYPE_LABEL: Record<InquiryType, MemberMessageId> = {
  package: "thread.type.package",
  activity: "thread.type.activity",
  vip_service: "thread.type.vip_service",
};

/** Received, being reviewed, answered: the steps so far marked done, the current one named for screen readers. */
function Progress({ progress, t }: { progress: ThreadProgress; t: MemberT }) {
  const current = THREAD_PROGRESS.indexOf(progress);
  return (
    <ol className="thread-progress" aria-label={t("thread.progress")}>
      {THREAD_PROGRESS.map((step, i) => (
        <li key={step} className={`thread-progress__step${i <= current ? " thread-progress__step--done" : ""}`} aria-current={i === current ? "step" : undefined}>
          {t(PROGRESS_LABEL[step])}
        </li>
      ))}
    </ol>
  );
}

/**
 * The traveller's page of one inquiry: what they asked, where it stands, the conversation with the
 * consultants (read again every few seconds; dates in the page's language on a member's clock), a box to write back and, opened by its private link,
 * the offer of a notification when a consultant answers (a member has theirs in Account Settings).
 */
export function TravellerThreadView({ source }: { source: ThreadSource }) {
  const thread = useTravellerThread(source);
  const send = usePostTravellerMessage(source);
  const t = useMemberT();
  const time = useDateTime();
  if (thread.isPending) return <Spinner label={t("thread.loading")} />;
  if (thread.isError) {
    return (
      <ErrorMessage title={t("thread.unavailable")}>
        {isNotFound(thread.error) ? thread.error.message : t("thread.loadError")}
      </ErrorMessage>
    );
  }
  const { inquiry, progress, messages } = thread.data;
  return (
    <div className="traveller-thread">
      <div className="traveller-thread__summary card">
        <p className="traveller-thread__item">
          <span className="badge badge--muted">{t(TYPE_LABEL[inquiry.type])}</span> <strong>{vipServiceName(t, inquiry.itemName)}</strong>
        </p>
        <p className="traveller-thread__sent">{t("thread.sent", { name: inquiry.userName, date: time(inquiry.submissionDate) })}</p>
        {inquiry.specialRequests ? <p className="thread__text">{inquiry.specialRequests}</p> : null}
        <Progress progress={progress} t={t} />
      </div>
      <ThreadMessages
        messages={messages}
        label={t("thread.conversation")}
        emptyText={t("thread.empty")}
        words={{ kind: { reply: t("thread.consultant") }, time }}
      />
      <MessageComposer
        label={t("thread.write")}
        submitLabel={t("thread.send")}
        busyLabel={t("thread.sending")}
        failedText={t("thread.failed")}
        emptyText={t("thread.writeSomething")}
        tooLongText={t("thread.tooLong", { max: LIMITS.longText })}
        onSend={(text) => send.mutateAsync(text)}
      />
      {"token" in source ? <PushToggle owner={{ threadToken: source.token }} offer={t("push.threadOffer")} /> : null}
    </div>
  );
}

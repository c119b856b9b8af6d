import { INQUIRY_TYPE_LABELS } from "@contract/inquiry.ts";
import { THREAD_PROGRESS, type ThreadProgress } from "@contract/inquiry-thread.ts";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { PushToggle } from "../../../components/push-toggle.tsx";
import { useMemberT } from "../../../i18n/areas/member.ts";
import { MessageComposer } from "../../../components/message-composer.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { ThreadMessages } from "../../../components/thread-messages.tsx";
import { isNotFound } from "../../../lib/api-client.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { type ThreadSource, usePostTravellerMessage, useTravellerThread } from "../api/traveller-thread.ts";

const PROGRESS_LABEL: Record<ThreadProgress, string> = {
  received: "Received",
  "being reviewed": "Being reviewed",
  answered: "Answered",
};

/** Received, being reviewed, answered: the steps so far marked done, the current one named for screen readers. */
function Progress({ progress }: { progress: ThreadProgress }) {
  const current = THREAD_PROGRESS.indexOf(progress);
  return (
    <ol className="thread-progress" aria-label="Where your inquiry stands">
      {THREAD_PROGRESS.map((step, i) => (
        <li key={step} className={`thread-progress__step${i <= current ? " thread-progress__step--done" : ""}`} aria-current={i === current ? "step" : undefined}>
          {PROGRESS_LABEL[step]}
        </li>
      ))}
    </ol>
  );
}

/**
 * The traveller's page of one inquiry: what they asked, where it stands, the conversation with the
 * consultants (read again every few seconds), a box to write back and, opened by its private link,
 * the offer of a notification when a consultant answers (a member has theirs in Account Settings).
 */
export function TravellerThreadView({ source }: { source: ThreadSource }) {
  const t = useMemberT();
  const thread = useTravellerThread(source);
  const send = usePostTravellerMessage(source);
  if (thread.isPending) return <Spinner label="Loading your conversation..." />;
  if (thread.isError) {
    return (
      <ErrorMessage title="This conversation is not available">
        {isNotFound(thread.error) ? thread.error.message : "Could not load the conversation. Please try again in a moment."}
      </ErrorMessage>
    );
  }
  const { inquiry, progress, messages } = thread.data;
  return (
    <div className="traveller-thread">
      <div className="traveller-thread__summary card">
        <p className="traveller-thread__item">
          <span className="badge badge--muted">{INQUIRY_TYPE_LABELS[inquiry.type]}</span> <strong>{inquiry.itemName}</strong>
        </p>
        <p className="traveller-thread__sent">Sent by {inquiry.userName} on {formatDateTime(inquiry.submissionDate)}</p>
        {inquiry.specialRequests ? <p className="thread__text">{inquiry.specialRequests}</p> : null}
        <Progress progress={progress} />
      </div>
      <ThreadMessages
        messages={messages}
        label="Your conversation with our consultants"
        emptyText="No answer yet: one of our consultants will write to you here and by email."
      />
      <MessageComposer
        label="Write to your consultant"
        submitLabel="Send message"
        busyLabel="Sending..."
        failedText="Your message could not be sent. Please try again."
        onSend={(text) => send.mutateAsync(text)}
      />
      {"token" in source ? <PushToggle owner={{ threadToken: source.token }} offer={t("push.threadOffer")} /> : null}
    </div>
  );
}

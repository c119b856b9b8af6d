import type { ConsultantRequestAnswer } from "@contract/chat-follow.ts";
import { useState } from "react";
import { useChatT } from "../../../i18n/areas/chat.ts";
import { formatDateTime } from "../../../lib/format.ts";
import type { Ended } from "../hooks/use-chat.ts";
import { TranscriptForm } from "./transcript-form.tsx";

/** An ended conversation: said so, its transcript by email, and a new conversation. */
export function ChatEndedPanel(
  { ended, sessionId, email, onStartNew }: { ended: Exclude<Ended, null>; sessionId: string; email?: string; onStartNew(): void },
) {
  const t = useChatT();
  return (
    <div className="chat-window__ended" role="status">
      <p>{t(ended === "byVisitor" ? "chatWindow.ended" : "chatWindow.endedByTeam")}</p>
      <TranscriptForm sessionId={sessionId} email={email} />
      <button type="button" className="btn btn--primary btn--sm" onClick={onStartNew}>{t("chatWindow.newConversation")}</button>
    </div>
  );
}

/**
 * The answer to "Talk to a consultant": one is coming, or none is at the desk, with the time the
 * team will have answered by (on the member's clock) and an offer to continue by email.
 */
export function ConsultantAnswer(
  { answer, sessionId, email, timeZone }: { answer: ConsultantRequestAnswer; sessionId: string; email?: string; timeZone?: string },
) {
  const t = useChatT();
  const [byEmail, setByEmail] = useState(false);
  if (answer.available || !answer.answerBy) return <p className="chat-window__note" role="status">{t("chatWindow.personComing")}</p>;
  return (
    <div className="chat-window__away" role="status">
      <p>{t("chatWindow.personAway", { time: formatDateTime(answer.answerBy, timeZone) })}</p>
      {byEmail
        ? <TranscriptForm sessionId={sessionId} email={email} continueByEmail />
        : <button type="button" className="btn btn--ghost btn--sm" onClick={() => setByEmail(true)}>{t("chatWindow.continueByEmail")}</button>}
    </div>
  );
}

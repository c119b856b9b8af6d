import type { ChatHandler, ChatMessage } from "@contract/chat/session.ts";
import type { ConsultantRequestAnswer } from "@contract/chat/visitor-requests.ts";
import { useState } from "react";
import { useDateTime } from "../../../components/desk-time.ts";
import { useChatT } from "../../../i18n/areas/chat.ts";
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
 * Where the visitor stands with a consultant: `joined` once one has written since the AI last
 * answered (a staff reply hands the conversation over), `away` when the request found nobody at
 * the desk (with the time the team will have answered by), `waiting` while the conversation is the
 * consultants' but none has written yet; null while the AI answers.
 */
export type ConsultantState = "joined" | "waiting" | "away" | null;

export function consultantState(
  messages: readonly Pick<ChatMessage, "author">[],
  handler: ChatHandler,
  person: ConsultantRequestAnswer | null,
): ConsultantState {
  if (handler !== "consultant") return null;
  const last = messages.findLast((m) => m.author === "consultant" || m.author === "ai" || m.author === "catalogue");
  if (last?.author === "consultant") return "joined";
  return person && !person.available && person.answerBy ? "away" : "waiting";
}

/** The line under the header that says what is true: a consultant has joined, or has been asked to. */
export function ConsultantStatus({ state }: { state: ConsultantState }) {
  const t = useChatT();
  if (state !== "joined" && state !== "waiting") return null;
  return <p className="chat-window__handoff" role="status">{t(state === "joined" ? "chatWindow.handoff" : "chatWindow.personComing")}</p>;
}

/**
 * The answer to "Talk to a consultant" when nobody is at the desk: the time the team will have
 * answered by (on the member's clock, in the page's language) and an offer to continue by email.
 */
export function ConsultantAway({ answerBy, sessionId, email }: { answerBy: string; sessionId: string; email?: string }) {
  const t = useChatT();
  const dateTime = useDateTime();
  const [byEmail, setByEmail] = useState(false);
  return (
    <div className="chat-window__away" role="status">
      <p>{t("chatWindow.personAway", { time: dateTime(answerBy) })}</p>
      {byEmail
        ? <TranscriptForm sessionId={sessionId} email={email} continueByEmail />
        : <button type="button" className="btn btn--ghost btn--sm" onClick={() => setByEmail(true)}>{t("chatWindow.continueByEmail")}</button>}
    </div>
  );
}

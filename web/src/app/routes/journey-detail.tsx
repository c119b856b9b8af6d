import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useParams } from "react-router-dom";
import { ErrorMessage } from "../../components/error-message.tsx";
import { Spinner } from "../../components/spinner.tsx";
import { ChatMessageView } from "../../features/chat/components/chat-message.tsx";
import { useChatTexts } from "../../features/chat/hooks/use-chat-texts.ts";
import { useMyBespoke, useMyChat } from "../../features/journeys/api/journeys.ts";
import { TravellerThreadView } from "../../features/threads/components/traveller-thread.tsx";
import { useMemberOptionLabel, useMemberT } from "../../i18n/areas/member.ts";
import { Link } from "../../i18n/link.tsx";
import { useTimeZone } from "../../lib/time-zone.ts";
import { Page } from "./page.tsx";

function Back() {
  return <p className="journey-back"><Link to="/journeys">{useMemberT()("journeys.back")}</Link></p>;
}

/** One of the member's records: a spinner while it loads, a message when it is not theirs or gone. */
function MyRecord<T>({ title, query, missing, children }: { title: string; query: UseQueryResult<T>; missing: string; children(data: T): ReactNode }) {
  const t = useMemberT();
  return (
    <Page title={title}>
      <Back />
      {query.isPending ? <Spinner label={t("journeys.loadingRecord")} /> : query.isError ? <ErrorMessage>{missing}</ErrorMessage> : children(query.data)}
    </Page>
  );
}

/** /journeys/inquiries/{id}: the member's own inquiry, the same conversation as the emailed link. */
export function JourneyInquiryPage() {
  const { id = "" } = useParams();
  const t = useMemberT();
  return (
    <Page title={t("journeys.inquiryTitle")} intro={t("journeys.inquiryIntro")}>
      <Back />
      <TravellerThreadView source={{ inquiryId: id }} />
    </Page>
  );
}

/** /journeys/bespoke/{id}: one of the member's bespoke ideas and its status. */
export function JourneyBespokePage() {
  const { id = "" } = useParams();
  const t = useMemberT();
  const label = useMemberOptionLabel();
  return (
    <MyRecord title={t("journeys.bespokeTitle")} query={useMyBespoke(id)} missing={t("journeys.bespokeMissing")}>
      {(idea) => (
        <article className="card journey-detail">
          <p><span className="badge">{label(idea.status)}</span></p>
          <h2>{idea.generatedIdea.title}</h2>
          <p className="thread__text">{idea.generatedIdea.description}</p>
          <p className="journey__when">
            {idea.requestDetails.destinationType}, {idea.requestDetails.travelStyle}, {idea.requestDetails.duration}
          </p>
        </article>
      )}
    </MyRecord>
  );
}

/** /journeys/chats/{id}: the transcript of one of the member's chat conversations, in the page's language on the member's clock. */
export function JourneyChatPage() {
  const { id = "" } = useParams();
  const t = useMemberT();
  const label = useMemberOptionLabel();
  const { messages: texts } = useChatTexts();
  const timeZone = useTimeZone();
  return (
    <MyRecord title={t("journeys.chatTitle")} query={useMyChat(id)} missing={t("journeys.chatMissing")}>
      {(chat) => (
        <div className="card journey-detail">
          <p><span className="badge">{label(chat.status)}</span></p>
          <div className="journey-chat">
            {chat.messages.map((message) => <ChatMessageView key={message.id} message={message} timeZone={timeZone} texts={texts} />)}
          </div>
        </div>
      )}
    </MyRecord>
  );
}

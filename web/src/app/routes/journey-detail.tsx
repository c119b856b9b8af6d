import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router-dom";
import { ErrorMessage } from "../../components/error-message.tsx";
import { Spinner } from "../../components/spinner.tsx";
import { ChatMessageView } from "../../features/chat/components/chat-message.tsx";
import { useMyBespoke, useMyChat } from "../../features/journeys/api/journeys.ts";
import { TravellerThreadView } from "../../features/threads/components/traveller-thread.tsx";
import { Page } from "./page.tsx";

const BACK = <p className="journey-back"><Link to="/journeys">Back to My journeys</Link></p>;

/** One of the member's records: a spinner while it loads, a message when it is not theirs or gone. */
function MyRecord<T>({ title, query, missing, children }: { title: string; query: UseQueryResult<T>; missing: string; children(data: T): ReactNode }) {
  return (
    <Page title={title}>
      {BACK}
      {query.isPending ? <Spinner label="Loading..." /> : query.isError ? <ErrorMessage>{missing}</ErrorMessage> : children(query.data)}
    </Page>
  );
}

/** /journeys/inquiries/{id}: the member's own inquiry, the same conversation as the emailed link. */
export function JourneyInquiryPage() {
  const { id = "" } = useParams();
  return (
    <Page title="Your inquiry" intro="Your conversation with our consultants.">
      {BACK}
      <TravellerThreadView source={{ inquiryId: id }} />
    </Page>
  );
}

/** /journeys/bespoke/{id}: one of the member's bespoke ideas and its status. */
export function JourneyBespokePage() {
  const { id = "" } = useParams();
  return (
    <MyRecord title="Your bespoke idea" query={useMyBespoke(id)} missing="This idea could not be found.">
      {(idea) => (
        <article className="card journey-detail">
          <p><span className="badge">{idea.status}</span></p>
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

/** /journeys/chats/{id}: the transcript of one of the member's chat conversations. */
export function JourneyChatPage() {
  const { id = "" } = useParams();
  return (
    <MyRecord title="Your chat" query={useMyChat(id)} missing="This conversation could not be found.">
      {(chat) => (
        <div className="card journey-detail">
          <p><span className="badge">{chat.status}</span></p>
          <div className="journey-chat">
            {chat.messages.map((message) => <ChatMessageView key={message.id} message={message} />)}
          </div>
        </div>
      )}
    </MyRecord>
  );
}

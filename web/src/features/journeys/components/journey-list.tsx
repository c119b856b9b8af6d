import type { Journey, JourneyKind } from "@contract/journeys.ts";
import { Link } from "react-router-dom";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { useJourneys } from "../api/journeys.ts";

const KIND_LABEL: Record<JourneyKind, string> = {
  inquiry: "Inquiry",
  bespoke: "Bespoke idea",
  chat: "Chat",
};

const OPEN_LABEL: Record<JourneyKind, string> = {
  inquiry: "Open conversation",
  bespoke: "Open idea",
  chat: "Open transcript",
};

/** The member's inquiries, bespoke ideas and chats, newest activity first; read again every few seconds. */
export function JourneyList() {
  const journeys = useJourneys();
  if (journeys.isPending) return <Spinner label="Loading your journeys..." />;
  if (journeys.isError) return <ErrorMessage>Could not load your journeys. Please try refreshing the page.</ErrorMessage>;
  if (journeys.data.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">Nothing here yet.</p>
        <p>Your inquiries, bespoke ideas and chats with our consultants will appear here.</p>
      </div>
    );
  }
  return (
    <ul className="journeys" role="list">
      {journeys.data.map((journey) => <JourneyCard key={`${journey.kind}-${journey.id}`} journey={journey} />)}
    </ul>
  );
}

function JourneyCard({ journey }: { journey: Journey }) {
  return (
    <li className="journey card" data-kind={journey.kind} data-id={journey.id}>
      <p className="journey__head">
        <span className="badge badge--muted">{KIND_LABEL[journey.kind]}</span>
        <span className="badge journey__status">{journey.status}</span>
      </p>
      <h2 className="journey__title">{journey.title}</h2>
      <p className="journey__when">
        Last activity <time dateTime={journey.lastActivity}>{formatDateTime(journey.lastActivity)}</time>
      </p>
      <Link className="btn btn--secondary journey__open" to={journey.href} aria-label={`${OPEN_LABEL[journey.kind]}: ${journey.title}`}>
        {OPEN_LABEL[journey.kind]}
      </Link>
    </li>
  );
}

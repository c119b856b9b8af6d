import type { Journey, JourneyKind } from "@contract/journeys.ts";
import { useDateTime } from "../../../components/desk-time.ts";
import { vipServiceName } from "../../../domains/inquiry/vip-service-text.ts";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { type MemberMessageId, useMemberOptionLabel, useMemberT } from "../../../i18n/areas/member.ts";
import { Link } from "../../../i18n/link.tsx";
import { rich } from "../../../i18n/rich-text.tsx";
import { useJourneys } from "../api/journeys.ts";

const KIND_LABEL: Record<JourneyKind, MemberMessageId> = {
  inquiry: "journeys.kind.inquiry",
  bespoke: "journeys.kind.bespoke",
  chat: "journeys.kind.chat",
  proposal: "journeys.kind.proposal",
  trip: "journeys.kind.trip",
};

const OPEN_LABEL: Record<JourneyKind, MemberMessageId> = {
  inquiry: "journeys.open.inquiry",
  bespoke: "journeys.open.bespoke",
  chat: "journeys.open.chat",
  proposal: "journeys.open.proposal",
  trip: "journeys.open.trip",
};

/** The member's inquiries, bespoke ideas and chats, newest activity first (times on the member's clock); read again every few seconds. */
export function JourneyList() {
  const t = useMemberT();
  const journeys = useJourneys();
  if (journeys.isPending) return <Spinner label={t("journeys.loading")} />;
  if (journeys.isError) return <ErrorMessage>{t("journeys.error")}</ErrorMessage>;
  if (journeys.data.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">{t("journeys.emptyTitle")}</p>
        <p>{t("journeys.emptyText")}</p>
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
  const t = useMemberT();
  const status = useMemberOptionLabel();
  const time = useDateTime();
  const open = t(OPEN_LABEL[journey.kind]);
  const when = time(journey.lastActivity);
  const title = journey.kind === "inquiry" ? vipServiceName(t, journey.title) : journey.title;
  return (
    <li className="journey card" data-kind={journey.kind} data-id={journey.id}>
      <p className="journey__head">
        <span className="badge badge--muted">{t(KIND_LABEL[journey.kind])}</span>
        <span className="badge journey__status">{status(journey.status)}</span>
      </p>
      <h2 className="journey__title">{title}</h2>
      <p className="journey__when">
        {rich(t("journeys.lastActivity", { date: when }), [(date) => <time dateTime={journey.lastActivity}>{date}</time>])}
      </p>
      <Link className="btn btn--secondary journey__open" to={journey.href} aria-label={t("journeys.openLabel", { action: open, title })}>
        {open}
      </Link>
    </li>
  );
}

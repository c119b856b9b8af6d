/**
 * /admin/trips: the trips board. Three tabs: departures in the next 30 days (then later ones),
 * travelling now, returned. Each trip shows its dates, traveller, party and bookings (confirmed
 * and pending), and a warning when a booking is still pending within 7 days of departure; its
 * bookings (supplier, confirmation reference, status) open in place, and the trip in the editor.
 */
import { addDays } from "@contract/agency-time.ts";
import { TRIP_LIMITS, type TripPhase, type TripSummary } from "@contract/trips/model.ts";
import { useState } from "react";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { type TabItem, Tabs } from "../../../components/tabs.tsx";
import { type TripsKey, useTripsFailure, useTripsT } from "../../../i18n/areas/trips.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { Link } from "../../../i18n/link.tsx";
import { formatCalendarDay } from "../../../lib/format.ts";
import { useTrip, useTrips } from "../api/trips.ts";
import { formatMoney } from "./money.ts";
import { BOOKING_BADGE, BOOKING_LABEL, type EditedTripItem, isBooking } from "./trip-item-fields.tsx";

const TAB_LABEL: Record<TripPhase, TripsKey> = {
  upcoming: "trips.board.upcoming",
  travelling: "trips.board.travelling",
  returned: "trips.board.returned",
};

const today = () => new Date().toISOString().slice(0, 10);

/** Upcoming trips departing within the board's window (undated ones too: they need dates), and the later ones. */
export function splitUpcoming(trips: readonly TripSummary[], from: string): { soon: TripSummary[]; later: TripSummary[] } {
  const last = addDays(from, TRIP_LIMITS.upcomingDays);
  const byStart = [...trips].sort((a, b) => (a.startDate ?? "").localeCompare(b.startDate ?? ""));
  return {
    soon: byStart.filter((trip) => !trip.startDate || trip.startDate <= last),
    later: byStart.filter((trip) => trip.startDate && trip.startDate > last),
  };
}

export function TripBoard() {
  const t = useTripsT();
  const [phase, setPhase] = useState<TripPhase>("upcoming");
  const upcoming = useTrips("upcoming");
  const travelling = useTrips("travelling");
  const returned = useTrips("returned");
  const queries = { upcoming, travelling, returned };
  const label = (key: TripPhase) => {
    const count = queries[key].data?.length;
    return count === undefined ? t(TAB_LABEL[key]) : t("trips.board.tabCount", { tab: t(TAB_LABEL[key]), count });
  };
  const tabs: TabItem<TripPhase>[] = (["upcoming", "travelling", "returned"] as const).map((key) => ({
    key,
    label: label(key),
    flagged: key === "upcoming" && (upcoming.data ?? []).some((trip) => trip.pendingWarning),
    content: <PhaseList phase={key} query={queries[key]} />,
  }));
  return (
    <div className="trip-board">
      <Tabs<TripPhase> label={t("trips.board.tabs")} tabs={tabs} selected={phase} onSelect={setPhase} flagLabel={t("trips.board.flag")} />
    </div>
  );
}

function PhaseList({ phase, query }: { phase: TripPhase; query: ReturnType<typeof useTrips> }) {
  const t = useTripsT();
  const failed = useTripsFailure();
  if (query.isPending) return <Spinner label={t("trips.board.loading")} />;
  if (query.isError) {
    return (
      <ErrorMessage>
        {failed(query.error, "trips.board.loadFailed")}{" "}
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => void query.refetch()}>{t("trips.board.retry")}</button>
      </ErrorMessage>
    );
  }
  const trips = query.data;
  if (phase !== "upcoming") {
    const sorted = [...trips].sort((a, b) => (phase === "returned" ? (b.endDate ?? "").localeCompare(a.endDate ?? "") : (a.endDate ?? "").localeCompare(b.endDate ?? "")));
    return sorted.length ? <TripTable trips={sorted} caption={t(TAB_LABEL[phase])} /> : <p className="empty-state">{t(`trips.board.empty.${phase}`)}</p>;
  }
  const { soon, later } = splitUpcoming(trips, today());
  const warned = soon.filter((trip) => trip.pendingWarning).length;
  return (
    <>
      {warned > 0 ? <p className="notice notice--error trip-board__warning" role="status">{t("trips.board.warningSummary", { count: warned, days: TRIP_LIMITS.pendingWarningDays })}</p> : null}
      {soon.length ? <TripTable trips={soon} caption={t("trips.board.upcoming")} /> : <p className="empty-state">{t("trips.board.empty.upcoming")}</p>}
      {later.length
        ? (
          <section className="trip-board__later" aria-labelledby="trips-later">
            <h3 id="trips-later">{t("trips.board.later")}</h3>
            <TripTable trips={later} caption={t("trips.board.later")} />
          </section>
        )
        : null}
    </>
  );
}

function TripTable({ trips, caption }: { trips: TripSummary[]; caption: string }) {
  const t = useTripsT();
  const { lang } = useLanguage();
  const day = (date?: string) => (date ? formatCalendarDay(date, lang) : "—");
  return (
    <div className="table-wrap">
      <table className="table table--cards trips-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("trips.board.trip")}</th>
            <th scope="col">{t("trips.board.dates")}</th>
            <th scope="col">{t("trips.board.traveller")}</th>
            <th scope="col">{t("trips.board.bookings")}</th>
            <th scope="col">{t("trips.board.total")}</th>
          </tr>
        </thead>
        <tbody>
          {trips.map((trip) => (
            <tr key={trip.id} data-trip-id={trip.id} data-pending-warning={trip.pendingWarning || undefined}>
              <th scope="row" data-label={t("trips.board.trip")}>
                <Link to={`/admin/trips/${encodeURIComponent(trip.id)}`}>{trip.title}</Link>
                {trip.pendingWarning
                  ? <span className="badge badge--danger trip-board__flag" data-warning="pending">{t("trips.board.pendingWarning", { days: TRIP_LIMITS.pendingWarningDays })}</span>
                  : null}
              </th>
              <td data-label={t("trips.board.dates")}>
                <span>
                  {trip.startDate ? <time dateTime={trip.startDate}>{day(trip.startDate)}</time> : t("trips.board.undated")}
                  {trip.endDate && trip.endDate !== trip.startDate ? <> – <time dateTime={trip.endDate}>{day(trip.endDate)}</time></> : null}
                </span>
              </td>
              <td data-label={t("trips.board.traveller")}>
                <span><bdi>{trip.travellerName}</bdi> <span className="muted">{t("trips.board.party", { count: trip.partySize })}</span></span>
              </td>
              <td data-label={t("trips.board.bookings")}>
                <span data-bookings-confirmed={trip.confirmedBookings} data-bookings-pending={trip.pendingBookings}>
                  {t("trips.board.bookingCounts", { confirmed: trip.confirmedBookings, pending: trip.pendingBookings })}
                </span>
                <Bookings id={trip.id} title={trip.title} />
              </td>
              <td data-label={t("trips.board.total")}><bdi dir="ltr">{formatMoney(trip.total, trip.currency, lang)}</bdi></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A trip's bookings, read when opened: each with its supplier, confirmation reference and status. */
function Bookings({ id, title }: { id: string; title: string }) {
  const t = useTripsT();
  const { lang } = useLanguage();
  const [open, setOpen] = useState(false);
  const trip = useTrip(id, open);
  const panelId = `bookings-${id}`;
  const items: (EditedTripItem & { date?: string })[] = trip.data
    ? [...trip.data.stay, ...trip.data.days.flatMap((d) => d.items.map((item) => ({ ...item, date: d.date })))].filter(isBooking)
    : [];
  return (
    <div className="trip-bookings">
      <button type="button" className="btn btn--ghost btn--sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {open ? t("trips.board.hideBookings") : t("trips.board.showBookings")}
        <span className="visually-hidden">: {title}</span>
      </button>
      {open
        ? (
          <div id={panelId}>
            {trip.isPending ? <Spinner label={t("trips.board.loading")} /> : trip.isError ? <ErrorMessage>{t("trips.board.loadFailed")}</ErrorMessage> : (
              <ul className="trip-bookings__list" role="list">
                {items.map((item) => {
                  const status = item.bookingStatus ?? "pending";
                  return (
                    <li key={item.id} data-booking={item.id}>
                      <span className={BOOKING_BADGE[status]} data-booking-status={status}>{t(BOOKING_LABEL[status])}</span>{" "}
                      <strong>{item.title}</strong>
                      {item.date ? <span className="muted"> · <time dateTime={item.date}>{formatCalendarDay(item.date, lang)}</time></span> : null}
                      <span className="muted"> · {item.supplier || t("trips.board.noSupplier")} · <bdi dir="ltr">{item.confirmation || t("trips.board.noConfirmation")}</bdi></span>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        )
        : null}
    </div>
  );
}

/**
 * The traveller's trip: before departure the countdown, what is left to do and whom to call; during
 * the trip "Today" first (the day's items in time order, the next one highlighted); then the stay,
 * the whole itinerary by day, the documents, notifications, the co-traveller link and "Keep this
 * trip on this phone". Items changed since this device's last visit are marked, with the change
 * lines and the consultant's notes. Times are the trip's zone's (contract/trips/model.ts).
 */
import type { TravellerTrip } from "@contract/trips/model.ts";
import type { TripPageState } from "@contract/trips/page.ts";
import { useCallback, useEffect, useMemo, useState } from "react";
import { PushToggle } from "../../../components/push-toggle.tsx";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { useTripT } from "../../../i18n/areas/trip.ts";
import { useTripChangeT } from "../../../i18n/areas/trip-changes.ts";
import { changeValues } from "@contract/trips/changes.ts";
import { formatCalendarDay, formatDateTime } from "../../../lib/format.ts";
import { useTrip } from "../hooks/use-trip.ts";
import { changedSince, daysBetween, todayOf, telLink, wallNow } from "../utils/trip-time.ts";
import { documentsRead, lastSeenRevision, rememberRead, rememberSeen } from "../utils/visit-marks.ts";
import { KeepPanel } from "./keep-panel.tsx";
import { ShareLink } from "./share-link.tsx";
import { TripDocuments } from "./trip-documents.tsx";
import { TripItem } from "./trip-item.tsx";

/** `money`: the traveller's invoices panel (payments' TripInvoices), shown on their own link when online. */
export function TripView({ token, initial, money }: { token: string; initial: TripPageState | null; money?: React.ReactNode }) {
  const t = useTripT();
  const { source, keep, keepNow, remove } = useTrip(token, initial);
  if (source.kind === "loading") return <div className="trip" aria-busy="true" />;
  if (source.kind === "missing" || source.kind === "offline") {
    return (
      <section className="trip trip--missing">
        <h1 className="page-title">{t("missing.title")}</h1>
        <p role="alert">{source.kind === "offline" ? t("offline.notKept") : source.message}</p>
        {keep.kind === "removed" ? <p role="status">{t("keep.removed")}</p> : null}
      </section>
    );
  }
  const offline = source.kind === "kept";
  return (
    <TripBody trip={source.trip} token={token} offline={offline} money={money}>
      <KeepPanel keep={keep} offline={offline} timeZone={source.trip.timeZone} onKeep={() => void keepNow(source.trip)} onRemove={() => void remove(source.trip.id)} />
    </TripBody>
  );
}

/** The revision this device saw before this visit, and the documents it opened (read after hydration: the server knows neither). */
function useVisitMarks(trip: TravellerTrip) {
  const [seen, setSeen] = useState<number | null>(null);
  const [read, setRead] = useState<string[] | null>(null);
  useEffect(() => {
    // The revision before this visit stays the reference while the page is open, so a change that
    // arrives during the visit is marked too.
    setSeen((before) => before ?? lastSeenRevision(trip.id) ?? trip.revision);
    setRead(documentsRead(trip.id));
    rememberSeen(trip.id, trip.revision);
  }, [trip.id, trip.revision]);
  // Stable between renders, so the memoised items re-render only when their own marks change.
  const changed = useMemo(() => changedSince(trip, seen), [trip, seen]);
  const markRead = useCallback((id: string) => setRead(rememberRead(trip.id, id)), [trip.id]);
  return { seen, changed, read, markRead };
}

function TripBody(
  { trip, token, offline, money, children }: { trip: TravellerTrip; token: string; offline: boolean; money?: React.ReactNode; children: React.ReactNode },
) {
  const t = useTripT();
  const { lang } = useLanguage();
  const day = (value: string) => formatCalendarDay(value, lang);
  const { seen, changed, read, markRead } = useVisitMarks(trip);
  const now = new Date();
  const today = trip.phase === "travelling" ? todayOf(trip, now) : null;
  const wall = wallNow(trip.timeZone, now);
  const countdown = trip.phase === "upcoming" && trip.startDate ? Math.max(0, daysBetween(wall.date, trip.startDate)) : null;
  const itemProps = (item: TravellerTrip["stay"][number], eager = false) => ({
    item,
    changed: changed.has(item.id),
    documents: trip.documents,
    eager,
    onRead: markRead,
  });
  const firstPictured = trip.days.findIndex((d) => d.items.some((item) => item.image));
  const calendar = `/trips/${token}.ics`;
  return (
    <article className="trip">
      <header className="trip__head">
        <h1 className="page-title" dir="auto">{trip.title}</h1>
        <p className="trip__meta">
          {t("page.for", { name: trip.travellerName })} · {t("page.party", { count: trip.partySize })}
        </p>
        {trip.startDate
          ? <p className="trip__meta">{trip.endDate && trip.endDate !== trip.startDate ? `${day(trip.startDate)} – ${day(trip.endDate)}` : day(trip.startDate)}</p>
          : null}
        {countdown !== null ? <p className="trip__countdown" data-testid="trip-countdown">{t("countdown.days", { count: countdown })}</p> : null}
        {trip.phase === "travelling" ? <p className="trip__countdown">{t("phase.travelling")}</p> : null}
        {trip.phase === "returned" ? <p className="trip__countdown">{t("phase.returned")}</p> : null}
        {trip.access === "co-traveller" ? <p className="trip__meta">{t("readOnly")}</p> : null}
      </header>

      {children}

      <Changes trip={trip} since={seen} />

      {today
        ? (
          <section className="trip__section trip__today" aria-labelledby="trip-today">
            <h2 id="trip-today">
              {t("today.title")} <span className="trip__day-number">{t("today.day", { n: today.number })}</span>{" "}
              {today.day.date ? <span className="trip__day-date">{day(today.day.date)}</span> : null}
            </h2>
            {today.items.length
              ? <ul className="trip__items">{today.items.map((item) => <TripItem key={item.id} {...itemProps(item, true)} next={item.id === today.nextId} />)}</ul>
              : <p className="muted">{t("today.empty")}</p>}
          </section>
        )
        : null}

      {trip.phase === "upcoming" ? <ToDo trip={trip} read={read} onRead={markRead} /> : null}

      <section className="trip__section trip__help" aria-labelledby="trip-help">
        <h2 id="trip-help">{t("help.title")}</h2>
        {trip.consultantName ? <p>{t("help.consultant", { name: trip.consultantName })}</p> : null}
        <p>
          {t("help.emergency")}: <a className="trip__phone" href={telLink(trip.emergencyPhone)} dir="ltr">{trip.emergencyPhone}</a>
        </p>
      </section>

      {trip.stay.length
        ? (
          <section className="trip__section" aria-labelledby="trip-stay">
            <h2 id="trip-stay">{t("stay.title")}</h2>
            <ul className="trip__items">{trip.stay.map((item) => <TripItem key={item.id} {...itemProps(item)} />)}</ul>
          </section>
        )
        : null}

      <section className="trip__section" aria-labelledby="trip-days">
        <h2 id="trip-days">{t("days.title")}</h2>
        <ol className="trip__days">
          {trip.days.map((d, index) => (
            <li key={d.id} className={`trip__day${d.date === wall.date ? " trip__day--today" : ""}`}>
              <h3 className="trip__day-title">
                <span className="trip__day-number">{t("days.day", { n: index + 1 })}</span>
                {d.date ? <span className="trip__day-date">{day(d.date)}</span> : null}
                {d.title ? <span dir="auto">{d.title}</span> : null}
              </h3>
              {d.items.length
                ? <ul className="trip__items">{d.items.map((item, i) => <TripItem key={item.id} {...itemProps(item, !today && index === firstPictured && i === 0)} />)}</ul>
                : null}
            </li>
          ))}
        </ol>
      </section>

      <TripDocuments documents={trip.documents} onRead={markRead} />

      {money && trip.access === "traveller" && !offline ? <div className="trip__section">{money}</div> : null}

      <section className="trip__section trip__tools" aria-label={t("page.calendar")}>
        <p><a href={calendar} type="text/calendar">{t("page.calendar")}</a></p>
        {offline ? null : <PushToggle owner={{ tripToken: token }} offer={t("push.offer")} />}
        {trip.access === "traveller" && !offline ? <ShareLink token={token} /> : null}
      </section>
    </article>
  );
}

/** Before departure: the documents not yet opened on this device. */
function ToDo({ trip, read, onRead }: { trip: TravellerTrip; read: string[] | null; onRead(id: string): void }) {
  const t = useTripT();
  // Until this device's visits are known (the server's page) every document is to read.
  const left = trip.documents.filter((doc) => !(read ?? []).includes(doc.id));
  return (
    <section className="trip__section trip__todo" aria-labelledby="trip-todo">
      <h2 id="trip-todo">{t("todo.title")}</h2>
      {left.length
        ? (
          <ul className="trip__todo-list">
            {left.map((doc) => (
              <li key={doc.id}>
                <a href={doc.url} type={doc.contentType} onClick={() => onRead(doc.id)}>{t("todo.read", { name: doc.name })}</a>
              </li>
            ))}
          </ul>
        )
        : <p className="muted">{t("todo.nothing")}</p>}
    </section>
  );
}

/** What changed since this device's last visit: the change lines of the newer revisions, and the notes. */
function Changes({ trip, since }: { trip: TravellerTrip; since: number | null }) {
  const t = useTripT();
  const tc = useTripChangeT();
  const { lang } = useLanguage();
  const newer = since === null ? [] : trip.changes.filter((change) => change.revision > since);
  if (newer.length === 0) return null;
  return (
    <section className="trip__section trip__changes" aria-labelledby="trip-changes" role="status">
      <h2 id="trip-changes">{t("changes.title")}</h2>
      <ul>
        {newer.flatMap((change) =>
          change.lines.map((line, index) => (
            <li key={`${change.revision}-${index}`} dir="auto">
              {tc(line.kind, changeValues(line, (day) => formatCalendarDay(day, lang)))}
            </li>
          ))
        )}
        {newer.filter((change) => change.note).map((change) => (
          <li key={`note-${change.revision}`} dir="auto">
            {t("changes.note", { note: change.note ?? "" })} <span className="muted">({formatDateTime(change.at, trip.timeZone, lang)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

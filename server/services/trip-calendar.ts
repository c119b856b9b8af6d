/**
 * A trip as an iCalendar file (RFC 5545), written by ical-generator: what `/trips/{token}.ics`
 * answers and what Apple, Google and Outlook calendars subscribe to. Each dated item is one event:
 * at its wall-clock time in the trip's zone (`DTSTART;TZID=...`, with the zone's VTIMEZONE, so
 * daylight saving is the zone's and never the server's), until its end time (the next day when
 * that is earlier), or all day on its date when it has no time. The stay's items (the hotel, the
 * add-ons) span the trip's dates. A pending booking is TENTATIVE, a cancelled one CANCELLED (a
 * note has no status).
 * An event's UID is the trip's and item's ids (stable across edits, even when an item moves to
 * another day), and its SEQUENCE the trip's revision, so a subscribed calendar updates the event
 * in place after each staff change. No price, cost or staff-only document is ever in it.
 */
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalEventStatus } from "ical-generator";
import { addDays, isTimeZone } from "../../contract/agency-time.ts";
import { languagePath } from "../../contract/language-paths.ts";
import type { SiteLanguage } from "../../contract/languages.ts";
import type { StoredTrip, TripItem } from "../../contract/trips/model.ts";
import { TRIP_CALENDAR_TEXTS, type TripCalendarText } from "../locales.ts";
import { formatMessage, type MessageValues } from "../util/message-format.ts";

/** How often a subscribed calendar should look for changes, in seconds. */
export const CALENDAR_REFRESH_SECONDS = 3600;

const STATUS = { pending: ICalEventStatus.TENTATIVE, confirmed: ICalEventStatus.CONFIRMED, cancelled: ICalEventStatus.CANCELLED };

/** The trip's calendar in `lang`; each event links to the trip's page at `siteUrl` by `token`. */
export function tripCalendar(trip: StoredTrip, options: { lang: SiteLanguage; siteUrl: string; token: string }): string {
  const { lang, siteUrl, token } = options;
  const t = (id: TripCalendarText, values: MessageValues = {}) => formatMessage(TRIP_CALENDAR_TEXTS[lang][id], values, lang);
  const host = new URL(siteUrl).hostname;
  const pageUrl = `${siteUrl}${languagePath(lang, `/trips/${token}`)}`;
  const calendar = ical({
    name: trip.title,
    prodId: { company: "Aurum Voyages", product: "Trips", language: lang.toUpperCase() },
    // The zone of the events' times, written as a VTIMEZONE; the file's own stamps stay UTC.
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: CALENDAR_REFRESH_SECONDS,
    url: pageUrl,
  });
  const stamp = new Date(trip.updatedAt);
  const used = new Set<string>();

  const describe = (item: TripItem) => {
    const lines = [item.description];
    if (item.confirmation) lines.push(t("confirmation", { reference: item.confirmation }));
    if (item.kind !== "note" && item.bookingStatus !== "confirmed") lines.push(t(`status.${item.bookingStatus}`));
    for (const contact of item.contacts) lines.push(`${t(`role.${contact.role}`)}: ${[contact.name, contact.phone].filter(Boolean).join(" ")}`);
    lines.push(t("tripPage", { url: pageUrl }));
    return lines.filter(Boolean).join("\n");
  };
  const add = (item: TripItem, when: { start: unknown; end?: unknown; allDay?: boolean; timezone?: string; floating?: boolean }) => {
    let uid = `${trip.id}-${item.id}@${host}`;
    for (let n = 2; used.has(uid); n++) uid = `${trip.id}-${item.id}-${n}@${host}`;
    used.add(uid);
    calendar.createEvent({
      id: uid,
      sequence: trip.revision,
      stamp,
      // deno-lint-ignore no-explicit-any
      start: when.start as any,
      // deno-lint-ignore no-explicit-any
      ...(when.end ? { end: when.end as any } : {}),
      allDay: when.allDay ?? false,
      ...(when.timezone ? { timezone: when.timezone } : {}),
      ...(when.floating ? { floating: true } : {}),
      summary: item.title,
      ...(item.address || item.place ? { location: item.address || item.place } : {}),
      description: describe(item),
      // A note is no booking: it has no status.
      ...(item.kind !== "note" ? { status: STATUS[item.bookingStatus] } : {}),
      url: pageUrl,
    });
  };

  // A zone no calendar knows (never one the editor lets through): the times as they are, "floating".
  const zone = isTimeZone(trip.timeZone) ? trip.timeZone : null;
  for (const day of trip.days) {
    if (!day.date) continue;
    for (const item of day.items) {
      if (!item.time) {
        add(item, { start: Temporal.PlainDate.from(day.date), end: Temporal.PlainDate.from(addDays(day.date, 1)), allDay: true });
        continue;
      }
      const start = Temporal.PlainDateTime.from(`${day.date}T${item.time}`);
      const end = item.endTime
        ? Temporal.PlainDateTime.from(`${item.endTime <= item.time ? addDays(day.date, 1) : day.date}T${item.endTime}`)
        : undefined;
      add(item, zone ? { start: start.toZonedDateTime(zone), end: end?.toZonedDateTime(zone), timezone: zone } : { start, end, floating: true });
    }
  }
  const dates = trip.days.map((day) => day.date).filter((date): date is string => !!date).sort();
  const first = trip.startDate ?? dates[0];
  const last = trip.endDate ?? dates.at(-1);
  if (first && last) {
    for (const item of trip.stay) {
      add(item, { start: Temporal.PlainDate.from(first), end: Temporal.PlainDate.from(addDays(last, 1)), allDay: true });
    }
  }
  return calendar.toString();
}

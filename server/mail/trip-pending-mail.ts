/**
 * The staff's email when a trip departs within TRIP_LIMITS.pendingWarningDays days with bookings
 * still pending (each booking told once), in English like every staff email, with a link to the
 * trip in the staff app. Does no I/O.
 */
import type { StoredTrip, TripItem } from "../../contract/trips/model.ts";
import { oneLine } from "./inquiry-mail.ts";
import type { MailMessage } from "./mailer.ts";

/** The trip in the staff app. */
export function tripDeskLink(baseUrl: string, id: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/admin/trips/${encodeURIComponent(id)}`;
}

export function tripPendingMail(trip: StoredTrip, pending: { item: TripItem; date?: string }[], days: number, to: string, baseUrl: string): MailMessage {
  const when = days > 1 ? `in ${days} days` : days === 1 ? "tomorrow" : days === 0 ? "today" : "already travelling";
  return {
    to,
    subject: oneLine(`Pending booking before departure: "${trip.title}"`),
    text: [
      `${trip.traveller.name}'s trip "${trip.title}" starts on ${trip.startDate} (${when}), and these bookings are still pending:`,
      "",
      ...pending.map(({ item, date }) => `- ${item.title}${date ? ` (${date})` : ""}${item.supplier ? `, ${item.supplier}` : ""}`),
      "",
      `Confirm them in the staff app: ${tripDeskLink(baseUrl, trip.id)}`,
    ].join("\n"),
  };
}

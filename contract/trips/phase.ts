/**
 * Where a trip is in time, from its dates on its own zone's calendar (where the traveller is), not
 * the agency's or the device's: "upcoming" before its first day, "travelling" from its first day to
 * its last, "returned" after. A trip without dates is upcoming.
 */
import { agencyDay } from "../agency-time.ts";
import { TRIP_LIMITS, type TripPhase } from "./model.ts";

/** The calendar day (YYYY-MM-DD) at `instant` on the trip's zone; the UTC day for a zone Intl does not know. */
export function tripToday(timeZone: string, instant: Date | string | number = Date.now()): string {
  try {
    return agencyDay(timeZone, instant);
  } catch {
    return agencyDay("UTC", instant);
  }
}

/** The phase of a trip running `startDate`..`endDate` (YYYY-MM-DD, both included) at `instant`. */
export function tripPhase(
  trip: { startDate?: string; endDate?: string; timeZone: string },
  instant: Date | string | number = Date.now(),
): TripPhase {
  if (!trip.startDate) return "upcoming";
  const today = tripToday(trip.timeZone, instant);
  if (today < trip.startDate) return "upcoming";
  return today <= (trip.endDate ?? trip.startDate) ? "travelling" : "returned";
}

/** Whole days from `instant`'s day on the trip's zone to its first day (0 on the day, negative after); undefined without dates. */
export function daysToDeparture(trip: { startDate?: string; timeZone: string }, instant: Date | string | number = Date.now()): number | undefined {
  if (!trip.startDate) return undefined;
  const today = tripToday(trip.timeZone, instant);
  return Math.round((Date.parse(`${trip.startDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** The first and last dated day of a trip's days, if any. */
export function tripDates(days: readonly { date?: string }[]): { startDate?: string; endDate?: string } {
  const dated = days.map((day) => day.date).filter((date): date is string => !!date).sort();
  return dated.length ? { startDate: dated[0], endDate: dated[dated.length - 1] } : {};
}

type Booked = { kind: string; bookingStatus?: string };

/** The bookings of a trip (every item but notes), the stay's and the days'. */
export function tripBookings<T extends Booked>(trip: { stay: readonly T[]; days: readonly { items: readonly T[] }[] }): T[] {
  return [...trip.stay, ...trip.days.flatMap((day) => day.items)].filter((item) => item.kind !== "note");
}

/**
 * Whether the board warns of the trip: a booking still pending while departure is at most
 * TRIP_LIMITS.pendingWarningDays days away (or the trip under way).
 */
export function pendingWarning(
  trip: { startDate?: string; endDate?: string; timeZone: string; stay: readonly Booked[]; days: readonly { items: readonly Booked[] }[] },
  instant: Date | string | number = Date.now(),
): boolean {
  const days = daysToDeparture(trip, instant);
  if (days === undefined || days > TRIP_LIMITS.pendingWarningDays || tripPhase(trip, instant) === "returned") return false;
  return tripBookings(trip).some((item) => (item.bookingStatus ?? "pending") === "pending");
}

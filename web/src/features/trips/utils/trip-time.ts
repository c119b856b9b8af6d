/**
 * The trip's clock: its dates and times are wall-clock times of the trip's own zone (where the
 * traveller is), so "today", the countdown and the next item are read on that zone's clock, not
 * the phone's.
 */
import type { TravellerTrip } from "@contract/trips/model.ts";
import { wallTimeIn } from "../../../lib/zoned-time.ts";

type Day = TravellerTrip["days"][number];
type Item = Day["items"][number];

/** The date ("YYYY-MM-DD") and time ("HH:MM") that `zone`'s clock shows at `now`. */
export function wallNow(zone: string, now: Date): { date: string; time: string } {
  let wall: string;
  try {
    wall = wallTimeIn(now.toISOString(), zone);
  } catch {
    // An unknown zone: the UTC clock rather than nothing.
    wall = now.toISOString().slice(0, 16);
  }
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/**
 * Whole days from `from` to `to` (both "YYYY-MM-DD"). (contract/trips/phase.ts has the server's
 * `daysToDeparture`, but it imports the trip's zod schemas, which the page's first load must not.)
 */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A day's items in time order; items without a time keep their place after the timed ones. */
export function inTimeOrder(items: readonly Item[]): Item[] {
  return items.map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.time ?? "99:99").localeCompare(b.item.time ?? "99:99") || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * Today's day of the trip on its clock (none before, after, or on a day the trip has no page for),
 * its items in time order, and the item to highlight: the one under way or next to start.
 */
export function todayOf(trip: Pick<TravellerTrip, "days" | "timeZone">, now: Date): { day: Day; number: number; items: Item[]; nextId?: string } | null {
  const wall = wallNow(trip.timeZone, now);
  const index = trip.days.findIndex((day) => day.date === wall.date);
  if (index < 0) return null;
  const day = trip.days[index];
  const items = inTimeOrder(day.items);
  const next = items.find((item) => item.time !== undefined && (item.endTime ?? item.time) >= wall.time);
  return { day, number: index + 1, items, nextId: next?.id };
}

/** The items changed after revision `seen` (the last one this device showed); none on a first visit. */
export function changedSince(trip: Pick<TravellerTrip, "days" | "stay">, seen: number | null): Set<string> {
  const changed = new Set<string>();
  if (seen === null) return changed;
  for (const item of [...trip.stay, ...trip.days.flatMap((day) => day.items)]) {
    if (item.changedIn !== undefined && item.changedIn > seen) changed.add(item.id);
  }
  return changed;
}

/** An address as a link the phone's maps app opens (the geo: scheme is not opened by every browser). */
export function mapsLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** A phone number as a tel: link (digits and a leading +). */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

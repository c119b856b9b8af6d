/**
 * What a staff change of a trip changed, as the traveller reads it: the diff of two contents into
 * lines ("added", "removed", "time", "place", "date", "status", "details"), one fact each, items
 * matched by id across the stay and the days. Only what the traveller sees counts: a price, a cost
 * or a quantity changed alone is no line. The lines are data; their sentences ("Your transfer on
 * 12 March now leaves at 10:30") are the locales tree's (`locales/{lang}/trip-changes.json`),
 * formatted with `changeValues`.
 */
import type { TripChange, TripContent, TripItem } from "./model.ts";

export type TripChangeLine = TripChange["lines"][number];

type Placed = { item: TripItem; date?: string };

/** Every item of a content by id, with the date of its day (none for the stay). */
function itemsOf(content: Pick<TripContent, "stay" | "days">): Map<string, Placed> {
  const out = new Map<string, Placed>();
  for (const item of content.stay) out.set(item.id, { item });
  for (const day of content.days) for (const item of day.items) out.set(item.id, { item, ...(day.date ? { date: day.date } : {}) });
  return out;
}

/** Fields the traveller reads that have no line of their own: a change of one is a "details" line. */
const DETAIL_FIELDS = ["title", "endTime", "description", "image", "supplier", "confirmation", "contacts", "kind", "refId"] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function line(kind: TripChangeLine["kind"], placed: Placed, extra: Partial<TripChangeLine> = {}): TripChangeLine {
  const { item, date } = placed;
  return { kind, itemId: item.id, title: item.title, itemKind: item.kind, ...(date ? { date } : {}), ...extra };
}

/** The lines of what changed from `before` to `after`, in the order of `after` (removed items last). */
export function tripChangeLines(before: Pick<TripContent, "stay" | "days">, after: Pick<TripContent, "stay" | "days">): TripChangeLine[] {
  const old = itemsOf(before);
  const now = itemsOf(after);
  const lines: TripChangeLine[] = [];
  for (const [id, placed] of now) {
    const was = old.get(id);
    const { item } = placed;
    if (!was) {
      lines.push(line("added", placed, item.time ? { time: item.time } : {}));
      continue;
    }
    // A time, place or date taken away has no sentence of its own: it is a change of details.
    let details = DETAIL_FIELDS.some((field) => !same(was.item[field], item[field]));
    if (!same(was.date, placed.date)) {
      if (placed.date) lines.push(line("date", placed));
      else details = true;
    }
    if (!same(was.item.time, item.time)) {
      if (item.time) lines.push(line("time", placed, { time: item.time }));
      else details = true;
    }
    if (!same(was.item.place, item.place) || !same(was.item.address, item.address)) {
      const place = item.place ?? item.address;
      if (place) lines.push(line("place", placed, { place }));
      else details = true;
    }
    if (was.item.bookingStatus !== item.bookingStatus) lines.push(line("status", placed, { status: item.bookingStatus }));
    if (details) lines.push(line("details", placed));
  }
  for (const [id, placed] of old) if (!now.has(id)) lines.push(line("removed", placed));
  return lines;
}

/**
 * `after` with `changedIn: revision` on each item a line names (and the revision it had kept on
 * the others): what the traveller's page marks as changed since their last visit.
 */
export function markChanged<T extends Pick<TripContent, "stay" | "days">>(after: T, lines: readonly TripChangeLine[], revision: number, before: Pick<TripContent, "stay" | "days">): T {
  const changed = new Set(lines.map((l) => l.itemId));
  const kept = itemsOf(before);
  const mark = (item: TripItem): TripItem => {
    if (changed.has(item.id)) return { ...item, changedIn: revision };
    const previous = kept.get(item.id)?.item.changedIn;
    const { changedIn: _ignored, ...rest } = item;
    return previous === undefined ? rest : { ...rest, changedIn: previous };
  };
  return { ...after, stay: after.stay.map(mark), days: after.days.map((day) => ({ ...day, items: day.items.map(mark) })) };
}

/** Whether the traveller's leaving ("leaves at") rather than starting ("starts at"): transfers and flights. */
export const leaves = (kind: string | undefined) => kind === "transfer" || kind === "flight";

/**
 * The values of a line's sentence: `dated` "yes" with `date` written by the caller in the reader's
 * language, else "no"; `status` and `leaves` for the messages' selects; empty strings for what the
 * line lacks (every message names the same values).
 */
export function changeValues(l: TripChangeLine, date: (day: string) => string): Record<string, string> {
  return {
    title: l.title,
    dated: l.date ? "yes" : "no",
    date: l.date ? date(l.date) : "",
    time: l.time ?? "",
    place: l.place ?? "",
    status: l.status ?? "pending",
    leaves: leaves(l.itemKind) ? "yes" : "no",
  };
}

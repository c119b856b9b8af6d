/**
 * The itinerary editor's pure edits of a proposal's content: new parts with fresh ids, items kept in
 * time order, moving items and days (by drag or by the move buttons), copying a day, and dating the
 * days from the start date for display (the server stores the dates it computes itself).
 */
import { addDays } from "@contract/agency-time.ts";
import type { ProposalAddOn, ProposalContent, ProposalDay, ProposalItem, ProposalItemKind, ProposalOption } from "@contract/proposals/model.ts";

/** The editor's working copy: what `PUT /api/proposals/{id}` takes, without the version. */
export type EditorContent = Omit<ProposalContent, "version">;
export type EditorDay = ProposalDay;
export type EditorItem = ProposalItem;

/** A short id for a new day, item, option or add-on (the contract's part id: letters, digits, - and _). */
export function newPartId(prefix: string): string {
  const random = globalThis.crypto?.randomUUID?.().replaceAll("-", "").slice(0, 12) ?? Math.random().toString(36).slice(2, 14);
  return `${prefix}-${random}`;
}

export function newItem(kind: ProposalItemKind, fields: Partial<ProposalItem> = {}): ProposalItem {
  return { id: newPartId("i"), kind, title: "", unitPrice: 0, unitCost: 0, quantity: kind === "note" ? 0 : 1, ...fields };
}

export function newDay(): ProposalDay {
  return { id: newPartId("d"), items: [] };
}

export function newOption(name: string): ProposalOption {
  return { id: newPartId("o"), name, items: [] };
}

export function newAddOn(): ProposalAddOn {
  return { id: newPartId("a"), title: "", unitPrice: 0, unitCost: 0, quantity: 1 };
}

/** `list` with the entry at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length) return [...list];
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (target === from) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

/**
 * The items in time order: timed items by their time; an item without a time stays right after
 * the item it followed (so notes and untimed items keep the place staff gave them). Stable.
 */
export function inTimeOrder(items: readonly ProposalItem[]): ProposalItem[] {
  let last = "";
  const keyed = items.map((item, index) => {
    if (item.time) last = item.time;
    return { item, index, key: item.time ?? last };
  });
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index));
  return keyed.map((entry) => entry.item);
}

/** Changes one item of one day; a changed time puts the day's items back in time order. */
export function updateItem(days: readonly ProposalDay[], dayId: string, itemId: string, change: Partial<ProposalItem>): ProposalDay[] {
  return days.map((day) => {
    if (day.id !== dayId) return day;
    const items = day.items.map((item) => (item.id === itemId ? withoutBlank({ ...item, ...change }) : item));
    return { ...day, items: "time" in change ? inTimeOrder(items) : items };
  });
}

/** Optional text fields left empty are left out, as the contract reads them. */
function withoutBlank<T extends Record<string, unknown>>(value: T): T {
  const next = { ...value };
  for (const key of ["time", "endTime", "place", "address", "description", "image", "supplier", "confirmation", "refId"] as const) {
    if (key in next && (next[key] === "" || next[key] === undefined)) delete next[key];
  }
  return next;
}

/** Adds an item to a day, at its place in time order. */
export function addItem(days: readonly ProposalDay[], dayId: string, item: ProposalItem): ProposalDay[] {
  return days.map((day) => (day.id === dayId ? { ...day, items: inTimeOrder([...day.items, item]) } : day));
}

export function removeItem(days: readonly ProposalDay[], dayId: string, itemId: string): ProposalDay[] {
  return days.map((day) => (day.id === dayId ? { ...day, items: day.items.filter((item) => item.id !== itemId) } : day));
}

/** Moves an item within its day (drag or the move buttons): staff's order, whatever the times say. */
export function moveItem(days: readonly ProposalDay[], dayId: string, from: number, to: number): ProposalDay[] {
  return days.map((day) => (day.id === dayId ? { ...day, items: move(day.items, from, to) } : day));
}

/** Moves an item to another day, at `index` there (the end when left out). */
export function moveItemToDay(days: readonly ProposalDay[], fromDayId: string, itemId: string, toDayId: string, index?: number): ProposalDay[] {
  if (fromDayId === toDayId) {
    const day = days.find((d) => d.id === fromDayId);
    const from = day?.items.findIndex((item) => item.id === itemId) ?? -1;
    return from < 0 ? [...days] : moveItem(days, fromDayId, from, index ?? Number.MAX_SAFE_INTEGER);
  }
  const item = days.find((day) => day.id === fromDayId)?.items.find((entry) => entry.id === itemId);
  if (!item) return [...days];
  return days.map((day) => {
    if (day.id === fromDayId) return { ...day, items: day.items.filter((entry) => entry.id !== itemId) };
    if (day.id !== toDayId) return day;
    const items = [...day.items];
    items.splice(index ?? items.length, 0, item);
    return { ...day, items };
  });
}

/** A copy of a day with new ids for it and its items (its date is the server's to set). */
export function copyOfDay(day: ProposalDay): ProposalDay {
  const { date: _date, ...rest } = day;
  return { ...rest, id: newPartId("d"), items: day.items.map((item) => ({ ...item, id: newPartId("i") })) };
}

/** Inserts a copy of the day right after it. */
export function copyDay(days: readonly ProposalDay[], dayId: string): ProposalDay[] {
  const index = days.findIndex((day) => day.id === dayId);
  if (index < 0) return [...days];
  const next = [...days];
  next.splice(index + 1, 0, copyOfDay(days[index]));
  return next;
}

/** A copy of an item with a new id (inserting from the library, copying). */
export function copyOfItem(item: ProposalItem): ProposalItem {
  return { ...item, id: newPartId("i") };
}

/** The date of day `index` (0-based) counted from `startDate` (YYYY-MM-DD), or undefined without one. */
export function dayDate(startDate: string | undefined, index: number): string | undefined {
  if (!startDate || !/^\d{4}-\d{2}-\d{2}$/.test(startDate) || Number.isNaN(Date.parse(`${startDate}T00:00:00Z`))) return undefined;
  return addDays(startDate, index);
}

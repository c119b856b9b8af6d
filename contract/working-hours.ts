/**
 * The agency's working week: days and hours on its clock (AGENCY_TIMEZONE), and time counted in
 * working minutes only, so a lead that arrives on Friday evening is first due on Monday morning.
 * Pure arithmetic over calendar days: only the first and last day of a span ask Intl for the zone's
 * offset, so a span of years costs one loop step a day. Imports no zod (staff screens use it).
 */

export type WorkingWeek = {
  /** The agency's IANA time zone. */
  zone: string;
  /** Working weekdays, 1 = Monday ... 7 = Sunday. */
  days: readonly number[];
  /** Start and end of the working day, in minutes after local midnight (09:00 = 540). */
  start: number;
  end: number;
};

export const DEFAULT_WORKING_DAYS = "Mon-Fri";
export const DEFAULT_WORKING_HOURS = "09:00-18:00";
export const DEFAULT_FIRST_RESPONSE_TARGET_MINUTES = 60;

const DAY_NAMES = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
const MINUTE = 60_000;
const DAY = 86_400_000;
/** How far a count walks at most (ten years): beyond it the answer is "very late" anyway. */
const MAX_DAYS = 3_660;

function dayNumber(name: string): number | undefined {
  const index = DAY_NAMES.indexOf(name.trim().toLowerCase().slice(0, 3));
  if (index >= 0) return index + 1;
  return /^[1-7]$/.test(name.trim()) ? Number(name.trim()) : undefined;
}

/** "Mon-Fri", "Sun-Thu", "Mon,Wed,Fri", "1-5": the weekdays named (1 = Monday), or undefined when unreadable. */
export function parseWorkingDays(text: string): number[] | undefined {
  const days = new Set<number>();
  for (const part of text.split(",").map((p) => p.trim()).filter(Boolean)) {
    const [from, to] = part.split("-");
    const a = dayNumber(from);
    const b = to === undefined ? a : dayNumber(to);
    if (a === undefined || b === undefined) return undefined;
    // A range may wrap the week's end ("Sun-Thu").
    for (let d = a, steps = 0; steps < 7; d = (d % 7) + 1, steps++) {
      days.add(d);
      if (d === b) break;
    }
  }
  return days.size ? [...days].sort() : undefined;
}

/** "09:00-18:00": minutes after midnight of the start and end, or undefined when unreadable or empty. */
export function parseWorkingHours(text: string): { start: number; end: number } | undefined {
  const match = /^\s*(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*$/.exec(text);
  if (!match) return undefined;
  const [h1, m1, h2, m2] = match.slice(1).map(Number);
  const start = h1 * 60 + m1;
  const end = h2 * 60 + m2;
  if (m1 > 59 || m2 > 59 || end > 24 * 60 || start >= end) return undefined;
  return { start, end };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Offsets already worked out, per zone and quarter hour (zones change offset on the hour or half hour). */
const offsets = new Map<string, number>();
const QUARTER_HOUR = 15 * MINUTE;

/** The zone's offset from UTC at `t`, in milliseconds. */
function offsetAt(zone: string, t: number): number {
  const key = `${zone} ${Math.floor(t / QUARTER_HOUR)}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  if (offsets.size > 50_000) offsets.clear();
  const offset = zoneOffset(zone, t);
  offsets.set(key, offset);
  return offset;
}

function zoneOffset(zone: string, t: number): number {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(t)).map((p) => [p.type, p.value]));
  const local = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return local - Math.floor(t / 1000) * 1000;
}

/** The local calendar day of `t` as a day count since 1970-01-01 on the zone's clock. */
function localDay(zone: string, t: number): number {
  return Math.floor((t + offsetAt(zone, t)) / DAY);
}

/** The instant of `minutes` after local midnight on local day `day`. */
function instantOf(zone: string, day: number, minutes: number): number {
  const guess = day * DAY + minutes * MINUTE;
  const first = guess - offsetAt(zone, guess);
  return guess - offsetAt(zone, first);
}

/** 1 = Monday ... 7 = Sunday, of a day count since 1970-01-01 (a Thursday). */
const weekdayOf = (day: number) => ((((day + 3) % 7) + 7) % 7) + 1;

/** Working minutes between two instants (0 when `to` is not after `from`). */
export function workingMinutesBetween(from: Date | string | number, to: Date | string | number, week: WorkingWeek): number {
  const a = new Date(from).getTime();
  const b = new Date(to).getTime();
  if (!(b > a)) return 0;
  const first = localDay(week.zone, a);
  const last = Math.min(localDay(week.zone, b), first + MAX_DAYS);
  let total = 0;
  for (let day = first; day <= last; day++) {
    if (!week.days.includes(weekdayOf(day))) continue;
    if (day > first && day < last) {
      total += (week.end - week.start) * MINUTE;
      continue;
    }
    const start = Math.max(a, instantOf(week.zone, day, week.start));
    const end = Math.min(b, instantOf(week.zone, day, week.end));
    if (end > start) total += end - start;
  }
  return Math.floor(total / MINUTE);
}

/**
 * The instant `minutes` working minutes after `from` (backwards for a negative count): when a lead
 * that arrived at `from` is due, or (backwards from now) the latest arrival already past its target.
 */
export function addWorkingMinutes(from: Date | string | number, minutes: number, week: WorkingWeek): Date {
  const a = new Date(from).getTime();
  const forward = minutes >= 0;
  let left = Math.abs(minutes) * MINUTE;
  const first = localDay(week.zone, a);
  for (let step = 0; step <= MAX_DAYS; step++) {
    const day = forward ? first + step : first - step;
    if (!week.days.includes(weekdayOf(day))) continue;
    const open = instantOf(week.zone, day, week.start);
    const close = instantOf(week.zone, day, week.end);
    const start = forward ? Math.max(open, a) : open;
    const end = forward ? close : Math.min(close, a);
    const available = end - start;
    if (available <= 0) continue;
    if (left <= available) return new Date(forward ? start + left : end - left);
    left -= available;
  }
  return new Date(forward ? 8.64e15 : -8.64e15);
}

/** The instant (ms) a calendar day (YYYY-MM-DD) starts on the zone's clock. */
export function dayStartOf(zone: string, day: string): number {
  return instantOf(zone, Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY), 0);
}

/** The calendar day (YYYY-MM-DD) of an instant on the zone's clock; its offsets cached (for many instants in a row). */
export function zoneDay(zone: string, instant: Date | string | number): string {
  const t = new Date(instant).getTime();
  return new Date(t + offsetAt(zone, t)).toISOString().slice(0, 10);
}

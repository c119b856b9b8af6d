/**
 * The reports' period: whole days `from` to `to` (YYYY-MM-DD, inclusive), kept in the address
 * (`?from=&to=`) so a reload or a shared link shows the same numbers, and the presets that set it.
 */
import { REPORT_LIMITS } from "@contract/reports.ts";

export interface Period {
  from: string;
  to: string;
}

export const PERIOD_PRESETS = ["last30", "last90", "thisYear", "last12Months"] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Whether `text` is a real calendar day written YYYY-MM-DD. */
export function isDay(text: string | null | undefined): text is string {
  if (!text || !DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Today as YYYY-MM-DD on the clock of `timeZone` (the device's when absent). */
export function todayIn(timeZone?: string, now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** The period a preset means on `today`. */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  switch (preset) {
    case "last30":
      return { from: addDays(today, -29), to: today };
    case "last90":
      return { from: addDays(today, -(REPORT_LIMITS.defaultDays - 1)), to: today };
    case "thisYear":
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case "last12Months": {
      // The same day a year ago is the day before the period: 12 whole months to today.
      // (29 February a year ago is the 28th.)
      const lastYear = Number(today.slice(0, 4)) - 1;
      const yearAgo = `${lastYear}${today.slice(4)}`;
      return { from: addDays(isDay(yearAgo) ? yearAgo : `${lastYear}-02-28`, 1), to: today };
    }
  }
}

/** The preset whose period `period` is on `today`, if any. */
export function presetOf(period: Period, today: string): PeriodPreset | undefined {
  return PERIOD_PRESETS.find((preset) => {
    const candidate = presetPeriod(preset, today);
    return candidate.from === period.from && candidate.to === period.to;
  });
}

/**
 * The period the address asks for, when it is a valid one (both days real, `from` not after `to`,
 * at most the server's longest period); else undefined, and the page shows the default.
 */
export function periodOf(params: URLSearchParams): Period | undefined {
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  return periodProblem(from, to) === undefined ? { from, to } : undefined;
}

/** Whether a period typed in the form can be asked for (the same rules as the address's). */
export function periodProblem(from: string, to: string): "invalid" | "order" | "tooLong" | undefined {
  if (!isDay(from) || !isDay(to)) return "invalid";
  if (from > to) return "order";
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > REPORT_LIMITS.maxDays) return "tooLong";
  return undefined;
}

/**
 * The agency's clock: staff screens and staff emails write every time on the agency's time zone
 * (the server's AGENCY_TIMEZONE, an IANA name; Dubai's by default) with the zone named, e.g.
 * "28 Nov 2026, 09:37 GST", whatever the device's clock or the staff member's own setting says.
 * The web app reads the zone from `GET /api/agency` (its answer's schema is `agencyInfo` in
 * contract/agency.ts), never from a copy of its own. Imports no zod: staff screens' first code
 * reads it, and the entry must not carry the schema library.
 */
import { dateTimeFormat } from "./intl-formats.ts";

/** The agency's zone when AGENCY_TIMEZONE is not set. */
export const DEFAULT_AGENCY_TIME_ZONE = "Asia/Dubai";

/** Whether `zone` is a time zone Intl knows (an IANA name such as "Asia/Dubai", or "UTC"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The abbreviations people use for zones whose Intl short name can be a bare offset ("GMT+4"): Intl
 * gives "GST" for Dubai in some locales' data only.
 */
const KNOWN_ABBREVIATIONS: Record<string, string> = {
  "Asia/Dubai": "GST",
  "Asia/Muscat": "GST",
  "Asia/Riyadh": "AST",
  "Asia/Qatar": "AST",
  "Asia/Bahrain": "AST",
  "Asia/Kuwait": "AST",
  "Asia/Kolkata": "IST",
  "Asia/Singapore": "SGT",
  "Asia/Hong_Kong": "HKT",
};

const OFFSET_ONLY = /^(GMT|UTC)[+-−]/;

/**
 * The zone's short name at `instant` ("GST", "EST", "EDT", "UTC"): Intl's own when it gives a name,
 * else a known abbreviation, else Intl's offset ("GMT+3"), which still names the clock exactly.
 */
export function zoneAbbreviation(zone: string, instant: Date | string | number = Date.now()): string {
  const date = new Date(instant);
  const at = Number.isNaN(date.getTime()) ? new Date() : date;
  const names = ["en-US", "en-GB"].map((locale) =>
    dateTimeFormat(locale, { timeZone: zone, timeZoneName: "short" }).formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? ""
  );
  return names.find((name) => name && !OFFSET_ONLY.test(name)) ?? KNOWN_ABBREVIATIONS[zone] ?? names[0];
}

/**
 * A time as staff emails write it, in English on `zone`'s clock with the zone named:
 * "28 Nov 2026, 09:37 GST" (the staff screens' English form too); the text as it is if it is no date.
 */
export function agencyTimeText(instant: string, zone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  const clock = dateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: zone }).format(date);
  return `${clock} ${zoneAbbreviation(zone, date)}`;
}

/** The agency's calendar day at `instant` (YYYY-MM-DD on `zone`'s clock): validity dates and expiry are its days. */
export function agencyDay(zone: string, instant: Date | string | number = Date.now()): string {
  const parts = dateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** `day` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

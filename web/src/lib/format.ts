/** Small display helpers shared by the screens: truncation, prices, first items, dates and times. */
import type { TIMEZONES } from "@contract/enums.ts";

/** Cuts `text` to at most `max` characters and adds "..." when it was longer. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}...`;
}

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "Approx. $1,250.00", or "Price on request" when no price is set. */
export function formatActivityPrice(price: number | null | undefined): string {
  if (typeof price !== "number" || !Number.isFinite(price)) return "Price on request";
  return `Approx. ${usd.format(price)}`;
}

/** Takes the first `max` items and says whether more were left out ("...and more"). */
export function firstItems<T>(items: readonly T[], max: number): { shown: T[]; more: boolean } {
  return { shown: items.slice(0, max), more: items.length > max };
}

/**
 * The member settings' timezones as the IANA zones of the clocks they name, daylight saving
 * included: EST is New York's clock (EDT in summer), PST Los Angeles', CET Paris', GMT London's
 * (UTC is the list's fixed zone), JST Tokyo's.
 */
export const SETTING_ZONES: Record<(typeof TIMEZONES)[number], string> = {
  UTC: "UTC",
  GMT: "Europe/London",
  EST: "America/New_York",
  PST: "America/Los_Angeles",
  CET: "Europe/Paris",
  JST: "Asia/Tokyo",
};

// The site writes dates day first with a 24-hour clock, whatever the browser's language; a chat's
// clock and a saved idea's day follow the browser's language.
const STYLES = {
  dateTime: ["en-GB", { dateStyle: "medium", timeStyle: "short" }],
  clock: [undefined, { hour: "2-digit", minute: "2-digit" }],
  day: [undefined, { dateStyle: "medium" }],
  shortDay: ["en-GB", { day: "numeric", month: "short", year: "numeric" }],
  longDay: ["en-GB", { day: "numeric", month: "long", year: "numeric" }],
} as const;
export type TimeStyle = keyof typeof STYLES;

/**
 * The Intl locale of a site language other than English: the language itself with Western digits,
 * in Arabic too, like the codes, ids and addresses written beside the numbers.
 */
export function intlLocale(lang: string): string {
  return `${lang}-u-nu-latn`;
}

/**
 * A timestamp in `style` ("23 Nov 2026, 10:40" for `dateTime`) on the clock of `timeZone` (an IANA
 * zone; the device's when undefined); the raw text if it is not a date. With `lang` other than
 * English, written the way that language writes it ("23.11.2026, 10:40" in German).
 */
export function formatTime(iso: string, style: TimeStyle, timeZone?: string, lang?: string): string {
  const date = new Date(iso);
  const [english, options] = STYLES[style];
  const locale = lang && lang !== "en" ? intlLocale(lang) : english;
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
}

/** A timestamp as a date and time ("23 Nov 2026, 10:40"), on the device's clock unless `timeZone` is given. */
export function formatDateTime(iso: string, timeZone?: string, lang?: string): string {
  return formatTime(iso, "dateTime", timeZone, lang);
}

/** A number as `lang` writes it ("1,234.5" in English, "1.234,5" in German). */
export function formatNumber(value: number, lang: string, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(lang === "en" ? "en-US" : intlLocale(lang), options).format(value);
}

/**
 * A price in US dollars for staff's screens: "$1,250.00" in English; in another language with the
 * ISO code, as that language writes it ("1.250,00 USD" in German).
 */
export function formatUsd(amount: number, lang: string): string {
  return lang === "en" ? usd.format(amount) : formatNumber(amount, lang, { style: "currency", currency: "USD", currencyDisplay: "code" });
}

/**
 * A timestamp as a date and time in the words of the page's language `lang` ("23 nov. 2026, 10:40"
 * in French); English keeps the site's day-first form of `formatDateTime`.
 */
export function formatDateTimeIn(lang: string, iso: string, timeZone?: string): string {
  if (lang === "en") return formatDateTime(iso, timeZone);
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(lang, { ...STYLES.dateTime[1], timeZone }).format(date);
}

/** Small display helpers shared by the screens: truncation, prices, first items, dates and times. */
import type { TIMEZONES } from "@contract/enums.ts";
import type { SiteLanguage } from "@contract/languages.ts";
import { dateTimeFormat } from "@contract/intl-formats.ts";

/** Cuts `text` to at most `max` characters and adds "..." when it was longer. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}...`;
}

/**
 * The Intl locale of a page in `lang`: the language as the site writes it (Portuguese is European
 * Portuguese) with Western digits (Arabic too, like the codes and references beside them).
 */
export function intlLocale(lang: SiteLanguage): string {
  return `${lang === "pt" ? "pt-PT" : lang}-u-nu-latn`;
}

/** The locale of a page in `lang`, and for English (or no language given) the site's English conventions (`english`). */
function localeOf(lang: SiteLanguage | undefined, english: string | undefined): string | undefined {
  return lang && lang !== "en" ? intlLocale(lang) : english;
}

/** A US dollar amount with two decimals in the page's language: "$1,250.00", "1 250,00 $US" in French. */
export function formatUsd(amount: number, lang?: SiteLanguage): string {
  return new Intl.NumberFormat(localeOf(lang, "en-US"), {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/**
 * A "from" price in US dollars with the currency's code, in the page's language, its cents only when
 * it has some: "USD 4,500" in English, "4.500 USD" in German.
 */
export function formatFromUsd(amount: number, lang: SiteLanguage): string {
  return new Intl.NumberFormat(intlLocale(lang), { style: "currency", currency: "USD", currencyDisplay: "code", trailingZeroDisplay: "stripIfInteger" }).format(amount);
}

/** Whether a catalogue price is set (a finite number). */
export function hasPrice(price: number | null | undefined): price is number {
  return typeof price === "number" && Number.isFinite(price);
}

/** "Approx. $1,250.00", or "Price on request" when no price is set (English; pages translate the words). */
export function formatActivityPrice(price: number | null | undefined): string {
  return hasPrice(price) ? `Approx. ${formatUsd(price)}` : "Price on request";
}

/** Takes the first `max` items and says whether more were left out ("...and more"). */
export function firstItems<T>(items: readonly T[], max: number): { shown: T[]; more: boolean } {
  return { shown: items.slice(0, max), more: items.length > max };
}

/**
 * The member settings' timezones as the IANA zones of the clocks they name, daylight saving
 * included: EST is New York's clock (EDT in summer), PST Los Angeles', CET Paris', GMT London's
 * (UTC is the list's fixed zone), JST Tokyo's, GST Dubai's (Gulf Standard Time, no daylight saving).
 */
export const SETTING_ZONES: Record<(typeof TIMEZONES)[number], string> = {
  UTC: "UTC",
  GMT: "Europe/London",
  EST: "America/New_York",
  PST: "America/Los_Angeles",
  CET: "Europe/Paris",
  JST: "Asia/Tokyo",
  GST: "Asia/Dubai",
};

// In English the site writes dates day first with a 24-hour clock (a chat's clock too), whatever the
// browser's language. A page in another language writes every date in that language's own way.
const STYLES = {
  dateTime: ["en-GB", { dateStyle: "medium", timeStyle: "short" }],
  clock: ["en-GB", { hour: "2-digit", minute: "2-digit" }],
  shortDay: ["en-GB", { day: "numeric", month: "short", year: "numeric" }],
  longDay: ["en-GB", { day: "numeric", month: "long", year: "numeric" }],
} as const;
export type TimeStyle = keyof typeof STYLES;

/**
 * A timestamp in `style` ("23 Nov 2026, 10:40" for `dateTime`) on the clock of `timeZone` (an IANA
 * zone; the device's when undefined) in the page's language `lang` (English when undefined); the
 * raw text if it is not a date.
 */
export function formatTime(iso: string, style: TimeStyle, timeZone?: string, lang?: SiteLanguage): string {
  const date = new Date(iso);
  const [english, options] = STYLES[style];
  const locale = localeOf(lang, english);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat(locale, { ...options, timeZone }).format(date);
}

/**
 * A calendar day ("2026-11-20", as an exchange rate's day is kept) written the page's way: "20 Nov 2026"
 * in English, "20 nov. 2026" in French. The same day on every clock; the text as it is if it is not a day.
 */
export function formatCalendarDay(day: string, lang?: SiteLanguage): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatTime(`${day}T00:00:00Z`, "shortDay", "UTC", lang) : day;
}

/** A timestamp as a date and time ("23 Nov 2026, 10:40"), on the device's clock unless `timeZone` is given. */
export function formatDateTime(iso: string, timeZone?: string, lang?: SiteLanguage): string {
  return formatTime(iso, "dateTime", timeZone, lang);
}

/**
 * A timestamp as a date and time in the words of the page's language `lang` ("23 nov. 2026, 10:40"
 * in French); English keeps the site's day-first form of `formatDateTime`.
 */
export function formatDateTimeIn(lang: SiteLanguage, iso: string, timeZone?: string): string {
  return formatDateTime(iso, timeZone, lang);
}

/** A number as `lang` writes it ("1,234.5" in English, "1.234,5" in German), with Western digits. */
export function formatNumber(value: number, lang: SiteLanguage, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(localeOf(lang, "en-US"), options).format(value);
}

/** A month ("2027-03", as a review's trip month is kept) written the page's way: "March 2027", "mars 2027"; the text as it is if it is not a month. */
export function formatMonth(month: string, lang?: SiteLanguage): string {
  if (!/^\d{4}-\d{2}$/.test(month)) return month;
  return new Intl.DateTimeFormat(localeOf(lang, "en-GB"), { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-01T00:00:00Z`));
}

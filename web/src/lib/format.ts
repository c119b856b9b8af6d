/** Small display helpers shared by the catalogue screens: truncation, prices, first items, dates. */

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

// The site writes dates day first with a 24-hour clock, whatever the browser's language.
const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** A timestamp as a local date and time ("23 Nov 2026, 10:40"); the raw text if it is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

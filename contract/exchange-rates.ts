/** The staff's write of exchange rates (`PUT /api/exchange-rates`): some or all currencies, each dated. */
import { z } from "zod";
import { RATE_CURRENCIES, type RateCurrency } from "./money.ts";

/**
 * The range a rate (units per US dollar) may take per currency: wide enough for years of
 * movement, narrow enough to catch a rate typed the wrong way round or with a slipped decimal point.
 */
export const RATE_BOUNDS: Record<RateCurrency, { min: number; max: number }> = {
  EUR: { min: 0.2, max: 5 },
  GBP: { min: 0.2, max: 5 },
  JPY: { min: 10, max: 1_000 },
  CAD: { min: 0.2, max: 5 },
  AUD: { min: 0.2, max: 5 },
  AED: { min: 1, max: 10 },
};

/** The latest day a rate may carry: today where the day starts first (UTC+14), so no time zone's today is refused. */
export function latestRateDate(now = Date.now()): string {
  return new Date(now + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** Whether `value` (YYYY-MM-DD) names a day of the calendar. */
function isRealDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

const rateDate = z.string({ error: "Date is required." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be written YYYY-MM-DD.")
  .refine(isRealDay, "Date must be a real day.")
  .refine((value) => value <= latestRateDate(), "Date must not be in the future.")
  .refine((value) => value >= "2000-01-01", "Date must be in 2000 or later.");

const rateOf = (currency: RateCurrency) =>
  z.object({
    rate: z.number({ error: "Rate must be a number." }).finite("Rate must be a number.")
      .positive("Rate must be more than 0.")
      .min(RATE_BOUNDS[currency].min, `The ${currency} rate must be between ${RATE_BOUNDS[currency].min} and ${RATE_BOUNDS[currency].max} per US dollar.`)
      .max(RATE_BOUNDS[currency].max, `The ${currency} rate must be between ${RATE_BOUNDS[currency].min} and ${RATE_BOUNDS[currency].max} per US dollar.`),
    date: rateDate,
  });

export const exchangeRatesInput = z.object({
  rates: z.object(Object.fromEntries(RATE_CURRENCIES.map((currency) => [currency, rateOf(currency).optional()])) as {
    [C in RateCurrency]: z.ZodOptional<ReturnType<typeof rateOf>>;
  }, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `Unknown currency: ${issue.keys.join(", ")}. Rates are kept for ${RATE_CURRENCIES.join(", ")}.`
        : issue.input === undefined
        ? "Rates are required."
        : undefined,
  }).strict()
    .refine((rates) => Object.values(rates).some((rate) => rate !== undefined), "Give at least one rate."),
  /** The version the editor started from: refused with 409 when someone saved in between. */
  version: z.string().optional(),
});
export type ExchangeRatesInput = z.input<typeof exchangeRatesInput>;

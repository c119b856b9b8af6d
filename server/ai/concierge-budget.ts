/**
 * What the catalogue concierge reads of a traveller's money: an amount with a currency (a symbol,
 * code or word in any of the site's languages: "under 5,000 dollars", "5.000 €", "أقل من 5000 درهم")
 * is the most they mean to spend, unless the language's "more than" words come just before it; with
 * no amount, a price tier named ("Premium Comfort", "Luxe accessible") or a wish for something
 * cheap caps the budget at that tier. Packages carry only a price tier: each tier stands for a band
 * of US dollars per traveller (TIER_BANDS_USD, the profile's spend bands); activities have a price.
 * Deterministic: no model, no network; amounts in other currencies go through staff's rates.
 */
import type { PriceTier } from "../../contract/enums.ts";
import type { SiteLanguage } from "../../contract/languages.ts";
import { BASE_CURRENCY, type ExchangeRate, formatConverted, type RateCurrency } from "../../contract/money.ts";
import { CONCIERGE_LANGUAGES } from "./concierge-languages/index.ts";
import { words } from "./concierge-words.ts";

/** What a package of each tier costs per traveller, in US dollars: from, up to. */
export const TIER_BANDS_USD: Record<PriceTier, { from: number; to: number }> = {
  "Affordable Luxury": { from: 1_000, to: 5_000 },
  "Premium Comfort": { from: 5_000, to: 10_000 },
  "Ultimate VIP": { from: 10_000, to: Infinity },
};

/** The most the traveller means to spend, in US dollars, and the amount they stated as the answer's language writes it. */
export type Budget = { maxUsd: number; said?: string };

type Currency = RateCurrency | typeof BASE_CURRENCY;

/** Symbols, codes and words of the currencies staff keep a rate for, as travellers write them in the site's languages. */
const CURRENCY_WORDS: [Currency, string][] = [
  ["USD", "\\$|us\\$|usd|dollars?|d[oó]lar(?:es)?|dollari|dollaro|دولار(?:ات)?"],
  ["EUR", "€|eur|euros?|يورو"],
  ["GBP", "£|gbp|pounds?|livres?|libras?|sterline?|pfund|جنيه"],
  ["AED", "aed|dirhams?|dirham|درهم|دراهم"],
  ["JPY", "¥|jpy|yens?|ين"],
  ["CAD", "cad|c\\$"],
  ["AUD", "aud|a\\$"],
];
const CURRENCY = CURRENCY_WORDS.map(([, pattern]) => pattern).join("|");
const NUMBER = "\\d{1,3}(?:[.,'\\s\\u00a0\\u202f]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?";
/** Thousands written as a word: "5k", "5 mil dólares", "5 mille euro", "5 Tausend Euro", "5 آلاف درهم". */
const THOUSANDS = "k|mil|mille|tausend|ألف|الف|آلاف|الاف";
const AMOUNT = new RegExp(
  `(?<![\\p{L}\\d])(?:(${CURRENCY})\\s?)?(${NUMBER})(?:\\s?(${THOUSANDS}))?(?:\\s?(${CURRENCY}))?(?![\\p{L}\\d])`,
  "giu",
);

const currencyOf = (token: string): Currency | undefined =>
  CURRENCY_WORDS.find(([, pattern]) => new RegExp(`^(?:${pattern})$`, "iu").test(token))?.[0];

/** "5,000" and "5.000" are five thousand, "1.250,50" and "1,250.50" the same amount; "5.5" five and a half. */
function parseNumber(text: string): number {
  const digits = text.replace(/[\s\u00a0\u202f']/g, "");
  const separators = digits.match(/[.,]/g) ?? [];
  if (separators.length === 0) return Number(digits);
  const last = Math.max(digits.lastIndexOf("."), digits.lastIndexOf(","));
  const decimals = digits.length - last - 1;
  const grouped = new Set(separators).size === 1 && (separators.length > 1 || decimals === 3);
  if (grouped) return Number(digits.replace(/[.,]/g, ""));
  return Number(`${digits.slice(0, last).replace(/[.,]/g, "")}.${digits.slice(last + 1)}`);
}

/** Eastern Arabic digits and separators as Western ones. */
function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066c/g, ",").replace(/\u066b/g, ".");
}

/** The Intl locale an answer in `lang` writes amounts with (European Portuguese, Western digits). */
export const amountLocale = (lang: SiteLanguage) => `${lang === "pt" ? "pt-PT" : lang}-u-nu-latn`;

/** A US dollar price as the answer in `lang` writes it: "USD 180.00", "180,00 USD". */
export const formatUsdIn = (usd: number, lang: SiteLanguage) => formatConverted(usd, BASE_CURRENCY, 1, amountLocale(lang));

/**
 * The most the traveller means to spend, read from `question` (in `lang`, or English): the largest
 * amount with a currency that is not a minimum, converted with `rates`; else the top of a tier
 * named (or of Affordable Luxury when `cheap`); undefined when nothing limits it.
 */
export function budgetOf(
  question: string,
  lang: SiteLanguage,
  rates: Partial<Record<RateCurrency, ExchangeRate>> = {},
  cheap = false,
): Budget | undefined {
  const text = westernDigits(question);
  const atLeast = [CONCIERGE_LANGUAGES[lang].atLeast, CONCIERGE_LANGUAGES.en.atLeast];
  let best: Budget | undefined;
  for (const match of text.matchAll(AMOUNT)) {
    const [, before, number, thousands, after] = match;
    const currency = currencyOf(before ?? after ?? "");
    if (!currency) continue;
    const lead = text.slice(Math.max(0, match.index - 24), match.index);
    if (atLeast.some((words) => new RegExp(`(?:${words.source})\\s*$`, "iu").test(lead))) continue;
    const amount = parseNumber(number) * (thousands ? 1000 : 1);
    const rate = currency === BASE_CURRENCY ? 1 : rates[currency]?.rate;
    if (!(amount > 0) || !rate) continue;
    const maxUsd = amount / rate;
    if (!best || maxUsd > best.maxUsd) best = { maxUsd, said: formatConverted(amount, currency, 1, amountLocale(lang)) };
  }
  if (best) return best;
  const tier = namedTier(question, lang) ?? (cheap ? "Affordable Luxury" : undefined);
  const top = tier && TIER_BANDS_USD[tier].to;
  return top && Number.isFinite(top) ? { maxUsd: top } : undefined;
}

/** The question without its amounts, so "5,000 dollars" is not read as a wish. */
export const withoutAmounts = (question: string) => westernDigits(question).replace(AMOUNT, " ");

/** The price tier the question names, in `lang` or English, if any. */
function namedTier(question: string, lang: SiteLanguage): PriceTier | undefined {
  const said = ` ${words(question).join(" ")} `;
  for (const texts of [CONCIERGE_LANGUAGES[lang].texts, CONCIERGE_LANGUAGES.en.texts]) {
    for (const [tier, name] of Object.entries(texts.tiers) as [PriceTier, string][]) {
      if (said.includes(` ${words(name).join(" ")} `)) return tier;
    }
  }
  return undefined;
}

/** What is known of an item's price: an activity's in US dollars, a package's tier. */
export type PriceOf = { usd?: number; tier?: PriceTier };

/** How an item sits in the budget: 2 surely within, 1 perhaps (unknown, or its tier straddles it), 0 clearly above. */
export function fitOf(price: PriceOf, budget: Budget | undefined): 0 | 1 | 2 {
  if (!budget) return 1;
  if (price.usd !== undefined) return price.usd <= budget.maxUsd ? 2 : 0;
  if (price.tier) {
    const band = TIER_BANDS_USD[price.tier];
    if (band.to <= budget.maxUsd) return 2;
    if (band.from >= budget.maxUsd) return 0;
  }
  return 1;
}

/**
 * What people read for the values of the user and settings enumerations (enums.ts): the lists the
 * membership application, the profile, the settings and the admin user wizard offer. Values are
 * the ones the server validates; labels are product texts. No zod here, so a page can read them
 * without loading the schema library.
 */
import type { SESSION_TIMEOUTS } from "./enums.ts";

/** One entry of a list as a select or a chip group offers it. */
export interface Option {
  value: string;
  label: string;
}

const LABELS: Record<string, string> = {
  rarely: "Rarely (once a year or less)",
  occasionally: "Occasionally (2-3 times a year)",
  frequently: "Frequently (4-6 times a year)",
  "very-frequently": "Very frequently (more than 6 times a year)",
  economy: "Economy",
  "premium-economy": "Premium Economy",
  business: "Business",
  first: "First Class",
  "under-5k": "Under $5,000",
  "5k-10k": "$5,000 - $10,000",
  "10k-25k": "$10,000 - $25,000",
  "25k-50k": "$25,000 - $50,000",
  "over-50k": "Over $50,000",
  referral: "Referral from a friend or member",
  "social-media": "Social media",
  "search-engine": "Search engine",
  "travel-blog": "Travel blog",
  "travel-agent": "Travel agent",
  advertisement: "Advertisement",
  other: "Other",
  budget: "Budget",
  "mid-range": "Mid-range",
  luxury: "Luxury",
  "ultra-luxury": "Ultra-luxury",
  en: "English",
  ar: "العربية",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  it: "Italiano",
  pt: "Português",
  USD: "USD ($)",
  EUR: "EUR (€)",
  GBP: "GBP (£)",
  JPY: "JPY (¥)",
  CAD: "CAD ($)",
  AUD: "AUD ($)",
  AED: "AED (د.إ)",
  UTC: "UTC",
  EST: "Eastern Time (EST)",
  PST: "Pacific Time (PST)",
  GMT: "Greenwich Mean Time (GMT)",
  CET: "Central European Time (CET)",
  JST: "Japan Standard Time (JST)",
  dark: "Dark",
  light: "Light",
  auto: "Auto (follow my device)",
};

/** The readable label of a stored value (the value itself when it has no special label). */
export function optionLabel(value: string): string {
  return LABELS[value] ?? value;
}

export function toOptions(values: readonly string[]): Option[] {
  return values.map((value) => ({ value, label: optionLabel(value) }));
}

/** The options plus `current` when a stored value is not in the list (e.g. set by an administrator). */
export function withCurrent(options: Option[], current: string | undefined): Option[] {
  if (!current || options.some((o) => o.value === current)) return options;
  return [...options, { value: current, label: optionLabel(current) }];
}

export function sessionTimeoutLabel(value: (typeof SESSION_TIMEOUTS)[number]): string {
  return value === "never" ? "Never" : `${value} minutes`;
}

/** "Other" plus its free text, as a profile shows it. */
export function withOther(value: string, other: string): string {
  if (!value) return "Not specified";
  return value.toLowerCase() === "other" && other ? other : optionLabel(value);
}

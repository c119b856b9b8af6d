/**
 * What both drafts of a proposal share (the model's, server/ai/proposal-draft.ts, and the keyless
 * composer's, server/ai/proposal-composer.ts): the brief they start from, the trip's length, and
 * `draftContent`, which turns a validated draft into the proposal's days, options and add-ons. It
 * checks every catalogue id against the catalogue (an unknown one becomes a custom item without
 * it, so an invented id never reaches a proposal), takes the item's name, place, picture and
 * description in the traveller's language from the catalogue, prices activities and packages with
 * the brief's `priceOf` (the catalogue's price in the proposal's currency at the rate kept on it),
 * gives every part its id and dates the days from the start date. Custom items are left at 0 for
 * staff to price.
 */
import { localizeItem } from "../../contract/catalogue-translations.ts";
import type { Activity, Destination, TravelPackage } from "../../contract/catalogue.ts";
import type { SiteLanguage } from "../../contract/languages.ts";
import type { DraftItem, ProposalDraftOutput } from "../../contract/proposals/draft.ts";
import {
  CUSTOM_ITEM_KINDS,
  type ProposalAddOn,
  type ProposalContent,
  type ProposalCurrency,
  type ProposalItem,
  PROPOSAL_LIMITS,
} from "../../contract/proposals/model.ts";
import type { Catalogue } from "./concierge-index.ts";

export type CustomItemKind = (typeof CUSTOM_ITEM_KINDS)[number];

/** The item the request was about: a catalogue item, or a VIP service by its (English) name. */
export type AskedItem = { kind: "package" | "activity" | "destination"; id: string } | { kind: "vip"; name: string };

/** Everything a draft starts from, besides the catalogue. */
export type DraftBrief = {
  lang: SiteLanguage;
  travellerName: string;
  partySize: number;
  currency: ProposalCurrency;
  /** The first day (YYYY-MM-DD): the days are dated from it. */
  startDate?: string;
  /** The request's own words: the inquiry, the bespoke idea or the chat. */
  requestText?: string;
  asked?: AskedItem;
  /**
   * A catalogue activity's or package's price per person in `currency` (the service's
   * `priceFromCatalogue` at the rate kept on the proposal).
   */
  priceOf: (found: PricedEntry) => number;
};

/** A catalogue entry that has a price. */
export type PricedEntry = { kind: "activity"; item: Activity } | { kind: "package"; item: TravelPackage };

/** The drafted parts of a proposal. */
export type DraftedContent = Pick<ProposalContent, "introduction" | "included" | "days" | "options" | "addOns">;

const DAY_MS = 86_400_000;
const isoDay = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) ? undefined : time;
};

/** The number of days a duration names: "5 days / 4 nights" is 5, "6 nights" 7, "2 weeks" 14, "3-5 days" 5. */
export function durationDays(text: string | undefined): number | undefined {
  if (!text) return undefined;
  const range = text.match(/(\d+)\s*[-–]\s*(\d+)\s*days?\b/i);
  if (range) return Number(range[2]);
  const days = text.match(/(\d+)\s*days?\b/i);
  if (days) return Number(days[1]);
  const nights = text.match(/(\d+)\s*nights?\b/i);
  if (nights) return Number(nights[1]) + 1;
  const weeks = text.match(/(\d+)\s*weeks?\b/i);
  if (weeks) return Number(weeks[1]) * 7;
  return undefined;
}

/**
 * The days the request asks for: from the dates it states (the first and last YYYY-MM-DD in its
 * text, or the start date and the one date it states), else from a length it names ("10 days").
 */
export function requestedDays(text: string | undefined, startDate?: string): number | undefined {
  const dates = [...(text ?? "").matchAll(/\b(\d{4}-\d{2}-\d{2})\b/g)].map((match) => isoDay(match[1])).filter((t) => t !== undefined);
  const start = startDate ? isoDay(startDate) : undefined;
  const first = dates.length >= 2 ? dates[0] : start;
  const last = dates.at(-1);
  if (first !== undefined && last !== undefined && last > first) {
    const days = Math.round((last - first) / DAY_MS) + 1;
    if (days <= PROPOSAL_LIMITS.days) return days;
  }
  return durationDays(text);
}

/** Day n (from 1) of a trip that starts on `startDate`. */
export function dayDate(startDate: string, n: number): string | undefined {
  const start = isoDay(startDate);
  return start === undefined ? undefined : new Date(start + (n - 1) * DAY_MS).toISOString().slice(0, 10);
}

type Found =
  | { kind: "activity"; item: Activity }
  | { kind: "package"; item: TravelPackage }
  | { kind: "destination"; item: Destination };

/** The catalogue by id, for looking up what a draft names. */
export function catalogueIndex(catalogue: Catalogue) {
  const byId = new Map<string, Found>();
  for (const item of catalogue.destinations) byId.set(item.id, { kind: "destination", item });
  for (const item of catalogue.packages) byId.set(item.id, { kind: "package", item });
  for (const item of catalogue.activities) byId.set(item.id, { kind: "activity", item });
  return byId;
}

/** A catalogue item's words in `lang`: its name, place and description. */
export function shownAs(found: Found, lang: SiteLanguage): { name: string; place: string; description: string } {
  switch (found.kind) {
    case "activity": {
      const shown = localizeItem("activities", found.item, lang);
      return { name: shown.name, place: shown.location, description: shown.description };
    }
    case "package": {
      const shown = localizeItem("packages", found.item, lang);
      return { name: shown.name, place: shown.location, description: shown.description };
    }
    case "destination": {
      const shown = localizeItem("destinations", found.item, lang);
      return { name: shown.name, place: shown.country, description: shown.description };
    }
  }
}

/** The custom kind a catalogue reference turns into when its id is not in the catalogue. */
const UNKNOWN_REFERENCE: Record<Found["kind"], CustomItemKind> = { activity: "experience", package: "experience", destination: "note" };

const clip = (text: string | undefined, max: number) => {
  const trimmed = text?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
};

/** Turns a validated draft into the proposal's parts, checked against and priced from `catalogue`. */
export function draftContent(draft: ProposalDraftOutput, brief: DraftBrief, catalogue: Catalogue): DraftedContent {
  const byId = catalogueIndex(catalogue);

  const itemOf = (part: DraftItem, id: string): ProposalItem => {
    const base = {
      id,
      title: part.title,
      time: part.time,
      place: clip(part.place, 200),
      description: clip(part.description, 5_000),
      unitPrice: 0,
      unitCost: 0,
    };
    const kind = part.kind;
    if (kind !== "activity" && kind !== "package" && kind !== "destination") return { ...base, kind, quantity: kind === "note" ? 0 : 1 };
    const found = part.refId ? byId.get(part.refId) : undefined;
    if (!found) return { ...base, kind: UNKNOWN_REFERENCE[kind], quantity: 1 };
    const shown = shownAs(found, brief.lang);
    return {
      ...base,
      kind: found.kind,
      refId: found.item.id,
      title: shown.name,
      place: base.place ?? shown.place,
      description: base.description ?? clip(shown.description, 5_000),
      image: found.item.imageUrl,
      unitPrice: found.kind === "destination" ? 0 : brief.priceOf(found),
      quantity: found.kind === "destination" ? 0 : brief.partySize,
    };
  };

  const days = draft.days.map((day, d) => ({
    id: `d${d + 1}`,
    date: brief.startDate ? dayDate(brief.startDate, d + 1) : undefined,
    title: clip(day.title, 200),
    items: day.items.map((item, i) => itemOf(item, `d${d + 1}-i${i + 1}`)),
  }));
  const options = draft.options.map((option, o) => ({
    id: `o${o + 1}`,
    name: option.name,
    description: clip(option.description, 5_000),
    items: option.items.map((item, i) => itemOf(item, `o${o + 1}-i${i + 1}`)),
  }));
  const addOns: ProposalAddOn[] = draft.addOns.map((addOn, a) => {
    const found = addOn.refId ? byId.get(addOn.refId) : undefined;
    const base = { id: `a${a + 1}`, title: addOn.title, description: clip(addOn.description, 5_000), unitPrice: 0, unitCost: 0, quantity: 1 };
    if (found?.kind !== "activity") return base;
    return { ...base, title: shownAs(found, brief.lang).name, unitPrice: brief.priceOf(found), quantity: brief.partySize };
  });
  return {
    introduction: clip(draft.introduction, 5_000),
    included: clip(draft.included, 5_000),
    days,
    options,
    addOns,
  };
}

/** Steps of `fitDraft`: descriptions held to this many characters (0: left out). */
const DESCRIPTION_STEPS = [300, 120, 0];

/**
 * `content` within `maxChars` of JSON (a proposal's record has a bound): when it is longer, its
 * items' and add-ons' descriptions are shortened step by step, then left out.
 */
export function fitDraft(content: DraftedContent, maxChars: number): DraftedContent {
  const size = (value: DraftedContent) => JSON.stringify(value).length;
  let fitted = content;
  for (const max of DESCRIPTION_STEPS) {
    if (size(fitted) <= maxChars) break;
    const cut = <T extends { description?: string }>(part: T): T => {
      const text = part.description;
      if (text === undefined || text.length <= max) return part;
      return { ...part, description: max === 0 ? undefined : `${text.slice(0, max - 1).trimEnd()}…` };
    };
    fitted = {
      ...content,
      days: content.days.map((day) => ({ ...day, items: day.items.map(cut) })),
      options: content.options.map((option) => ({ ...option, items: option.items.map(cut) })),
      addOns: content.addOns.map(cut),
    };
  }
  return fitted;
}

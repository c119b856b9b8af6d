/**
 * The proposal draft without an AI key (or when the model failed twice): composed from the
 * catalogue, the same request always giving the same draft. It starts from the item the request was
 * about (a package: its activities; an activity: that one; a VIP service: the matching custom item),
 * or else from what the request's words match in the catalogue (the catalogue concierge's matching).
 * The days come from the request's dates or stated length, else the package's duration, else the
 * activities. Day 1 is the arrival transfer, the last day the departure transfer, the activities are
 * spread over the days between, one of them stays free, and dining comes from the package's VIP
 * highlights. The option holds the package and a hotel for staff to choose; add-ons are other
 * activities of the same destination. Every text is in the traveller's language.
 */
import { localizeItem } from "../../contract/catalogue-translations.ts";
import type { Activity, Destination, TravelPackage } from "../../contract/catalogue.ts";
import type { SiteLanguage } from "../../contract/languages.ts";
import { DRAFT_LIMITS, type DraftItem, type ProposalDraftShape } from "../../contract/proposals/draft.ts";
import { formatMessage } from "../util/message-format.ts";
import { matchCatalogue } from "./catalogue-concierge.ts";
import type { Catalogue } from "./concierge-index.ts";
import { type DraftBrief, durationDays, requestedDays } from "./proposal-draft-content.ts";
import { DRAFT_TEXTS, vipServiceName, vipServiceOf } from "./proposal-draft-texts.ts";

/** What the draft is built around. */
type Focus = {
  travelPackage?: TravelPackage;
  activities: Activity[];
  destination?: Destination;
  vip?: NonNullable<ReturnType<typeof vipServiceOf>>;
};

/** Start times of the first activities of a day; later ones are left for staff to time. */
const ACTIVITY_TIMES = ["10:00", "15:00", "17:30"];
const DINNER_TIME = "20:00";
/** VIP highlights (in English, as stored) that are a meal or a transfer. */
const DINING = /dining|dinner|chef|champagne|restaurant|michelin|tea ceremony|wine|lunch|breakfast|supper/i;
const TRANSFER = /transfer|helicopter|seaplane|chauffeur|rolls-royce|light-aircraft|boat/i;

function focusOf(brief: DraftBrief, catalogue: Catalogue): Focus {
  const packageOf = (id: string | undefined) => catalogue.packages.find((item) => item.id === id);
  const destinationOf = (id: string | undefined) => catalogue.destinations.find((item) => item.id === id);
  const activitiesOf = (item: TravelPackage) => catalogue.activities.filter((activity) => activity.packageId === item.id);
  const ofPackage = (item: TravelPackage): Focus => ({
    travelPackage: item,
    activities: activitiesOf(item),
    destination: destinationOf(item.destinationId),
  });
  const asked = brief.asked;
  const vip = asked?.kind === "vip" ? vipServiceOf(asked.name) : undefined;
  if (asked?.kind === "package") {
    const item = packageOf(asked.id);
    if (item) return ofPackage(item);
  }
  if (asked?.kind === "activity") {
    const activity = catalogue.activities.find((item) => item.id === asked.id);
    if (activity) return { activities: [activity], destination: destinationOf(packageOf(activity.packageId)?.destinationId) };
  }
  if (asked?.kind === "destination") {
    const destination = destinationOf(asked.id);
    if (destination) return { activities: [], destination };
  }
  // Nothing (or a VIP service) asked: what the request's words match in the catalogue.
  const matches = brief.requestText ? matchCatalogue(catalogue, brief.requestText, brief.lang).matches : [];
  const first = (kind: string) => matches.find((match) => match.suggestion.kind === kind)?.suggestion.id;
  const matchedPackage = packageOf(first("package"));
  if (matchedPackage) return { ...ofPackage(matchedPackage), vip };
  const activities = matches.filter((match) => match.suggestion.kind === "activity")
    .map((match) => catalogue.activities.find((item) => item.id === match.suggestion.id)!);
  return {
    activities,
    destination: destinationOf(first("destination")) ?? destinationOf(packageOf(activities[0]?.packageId)?.destinationId),
    vip,
  };
}

/** Where the trip goes, in the traveller's language. */
function placeOf(focus: Focus, lang: SiteLanguage): string | undefined {
  if (focus.travelPackage) return localizeItem("packages", focus.travelPackage, lang).location;
  if (focus.destination) return localizeItem("destinations", focus.destination, lang).name;
  if (focus.activities[0]) return localizeItem("activities", focus.activities[0], lang).location;
  return undefined;
}

/** The package's VIP highlights in English (to sort them) and as the traveller reads them. */
function highlightsOf(item: TravelPackage | undefined, lang: SiteLanguage) {
  if (!item) return [];
  const shown = localizeItem("packages", item, lang).vipServices;
  return item.vipServices.map((english, i) => ({ english, shown: shown.length === item.vipServices.length ? shown[i] : english }));
}

/** The first days (from 0) of `slots` (e.g. 3 days for 5 activities: 2, 2, 1), in order, for each of `count` things. */
function spread(count: number, slots: number[]): number[] {
  return Array.from({ length: count }, (_, i) => slots[Math.floor((i * slots.length) / count)]);
}

export function composeDraft(brief: DraftBrief, catalogue: Catalogue): ProposalDraftShape {
  const { lang } = brief;
  const texts = DRAFT_TEXTS[lang];
  const say = (message: string, values: Record<string, string | number> = {}) => formatMessage(message, values, lang);
  const focus = focusOf(brief, catalogue);
  const place = placeOf(focus, lang);
  const activities = focus.activities.slice(0, DRAFT_LIMITS.days * ACTIVITY_TIMES.length);
  const highlights = highlightsOf(focus.travelPackage, lang);
  const dining = highlights.filter((h) => DINING.test(h.english)).map((h) => h.shown);
  const transfer = highlights.find((h) => !DINING.test(h.english) && TRANSFER.test(h.english))?.shown;
  const rest = highlights.filter((h) => !DINING.test(h.english) && h.shown !== transfer).map((h) => h.shown);
  const vip = focus.vip ? { ...focus.vip, shown: vipServiceName(focus.vip, lang) } : undefined;
  if (vip?.kind === "dining") dining.unshift(vip.shown);
  if (vip?.kind === "note") rest.push(vip.shown);

  const wanted = requestedDays(brief.requestText, brief.startDate) ?? durationDays(focus.travelPackage?.duration) ??
    Math.max(3, activities.length + 2 + (activities.length >= 2 ? 1 : 0));
  const count = Math.min(Math.max(1, wanted), DRAFT_LIMITS.days);
  const days: { title?: string; items: DraftItem[] }[] = Array.from({ length: count }, () => ({ items: [] }));
  const last = count - 1;

  // Arrival and departure.
  if (vip?.kind === "flight") days[0].items.push({ kind: "flight", title: vip.shown, description: texts.vipDescription });
  days[0].title = place ? say(texts.dayArrival, { place }) : texts.dayArrivalNoPlace;
  days[0].items.push({
    kind: "transfer",
    title: transfer ? say(texts.arrivalVia, { service: transfer }) : texts.arrivalTransfer,
    description: texts.arrivalDescription,
  });

  // The activities over the days between (or over all days when there are none between), one day kept free.
  const between = Array.from({ length: Math.max(0, count - 2) }, (_, i) => i + 1);
  const free = between.length >= 2 ? between.at(-1)! : undefined;
  const activityDays = between.filter((day) => day !== free);
  const slots = activityDays.length > 0 ? activityDays : count > 1 ? [0, last] : [0];
  const placed = spread(activities.length, slots);
  activities.forEach((activity, i) => {
    const day = days[placed[i]];
    const taken = day.items.filter((item) => item.kind === "activity").length;
    const name = localizeItem("activities", activity, lang).name;
    day.items.push({ kind: "activity", refId: activity.id, title: name, time: ACTIVITY_TIMES[taken] });
    day.title ??= name;
  });
  if (vip?.kind === "experience") {
    const day = days[between.find((d) => days[d].items.length === 0) ?? 0];
    day.items.push({ kind: "experience", title: vip.shown, time: ACTIVITY_TIMES[0], description: texts.vipDescription });
    day.title ??= vip.shown;
  }
  for (const day of between) {
    if (days[day].items.length > 0) continue;
    days[day].title = texts.dayFree;
    days[day].items.push({ kind: "note", title: texts.freeDay, description: texts.freeDayDescription });
  }

  // Dinner on the evenings before the last, as long as there are dining highlights.
  const evenings = Array.from({ length: count }, (_, i) => i).filter((day) => day !== last || count === 1);
  dining.slice(0, evenings.length).forEach((title, i) => {
    days[evenings[i]].items.push({ kind: "dining", title, time: DINNER_TIME, description: texts.diningDescription });
  });
  rest.push(...dining.slice(evenings.length));

  if (count > 1) days[last].title = texts.dayDeparture;
  days[last].items.push({
    kind: "transfer",
    title: transfer ? say(texts.departureVia, { service: transfer }) : texts.departureTransfer,
    description: texts.departureDescription,
  });

  const option: DraftItem[] = [];
  const packageName = focus.travelPackage ? localizeItem("packages", focus.travelPackage, lang).name : undefined;
  if (focus.travelPackage) option.push({ kind: "package", refId: focus.travelPackage.id, title: packageName! });
  option.push(vip?.kind === "hotel"
    ? { kind: "hotel", title: vip.shown, description: texts.hotelDescription }
    : { kind: "hotel", title: texts.hotel, description: texts.hotelDescription });

  // Add-ons: other activities of the same destination, priced from the catalogue.
  const used = new Set(activities.map((activity) => activity.id));
  const inDestination = (activity: Activity) =>
    focus.destination !== undefined && catalogue.packages.some((item) => item.id === activity.packageId && item.destinationId === focus.destination!.id);
  const addOns = catalogue.activities.filter((activity) => !used.has(activity.id) && inDestination(activity))
    .slice(0, 3).map((activity) => ({ title: localizeItem("activities", activity, lang).name, refId: activity.id }));

  const party = brief.partySize;
  return {
    introduction: place
      ? say(texts.introduction, { name: brief.travellerName, place, party })
      : say(texts.introductionNoPlace, { name: brief.travellerName, party }),
    included: [texts.includedTransfers, ...rest].join("\n"),
    days: days.map((day) => ({ ...day, items: day.items.slice(0, DRAFT_LIMITS.itemsPerDay) })),
    options: [{ name: packageName ?? texts.option, items: option }],
    addOns,
  };
}

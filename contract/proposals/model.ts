/**
 * Proposals: a day-by-day itinerary with options and add-ons that a traveller accepts online
 * (issue #30). The stored record, the staff's write, and what the traveller's link shows.
 *
 * Money: every amount of a proposal is in its own `currency` (USD or a currency staff keep a rate
 * for), in major units rounded to the currency's minor unit (none for JPY). Catalogue prices (US
 * dollars) are converted once, when an item is priced from the catalogue, at the staff's dated
 * rate; the rate used is kept on the proposal. Totals are computed on the server
 * (`proposalTotals`, totals.ts) and never taken from a request.
 */
import { z } from "zod";
import { CURRENCIES } from "../enums.ts";
import { SITE_LANGUAGES } from "../languages.ts";
import { LIMITS } from "../limits.ts";
import { emailSchema, optionalText, requiredText } from "../fields.ts";

export const PROPOSAL_LIMITS = {
  days: 60,
  itemsPerDay: 30,
  options: 3,
  itemsPerOption: 30,
  addOns: 20,
  /** Days a new proposal stays valid unless staff choose another date. */
  defaultValidityDays: 7,
  /** Largest amount of any one price, in the proposal's currency. */
  maxAmount: 100_000_000,
  maxQuantity: 1_000,
} as const;

/** Draft → Sent → Viewed → (ChangesRequested → Sent v2 …) → Accepted | Declined | Expired | Withdrawn. */
export const PROPOSAL_STATUSES = [
  "Draft",
  "Sent",
  "Viewed",
  "Changes requested",
  "Accepted",
  "Declined",
  "Expired",
  "Withdrawn",
] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** Items that point at the catalogue by id, and custom items staff describe and price themselves. */
export const CATALOGUE_ITEM_KINDS = ["activity", "package", "destination"] as const;
export const CUSTOM_ITEM_KINDS = ["hotel", "flight", "transfer", "dining", "experience", "note"] as const;
export const PROPOSAL_ITEM_KINDS = [...CATALOGUE_ITEM_KINDS, ...CUSTOM_ITEM_KINDS] as const;
export type ProposalItemKind = (typeof PROPOSAL_ITEM_KINDS)[number];

/** Where a proposal started: an inquiry, a bespoke request or a live chat (none for a blank one). */
export const PROPOSAL_SOURCE_KINDS = ["inquiry", "bespoke", "chat"] as const;
export type ProposalSourceKind = (typeof PROPOSAL_SOURCE_KINDS)[number];

export const PROPOSAL_CURRENCIES = CURRENCIES;
export type ProposalCurrency = (typeof PROPOSAL_CURRENCIES)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be written YYYY-MM-DD.");
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Time must be written HH:MM (24 hours).");
const amount = z.number({ error: "Price must be a number." }).finite("Price must be a number.")
  .min(0, "Price must be at least 0.").max(PROPOSAL_LIMITS.maxAmount, "Price is too large.");
const quantity = z.number({ error: "Quantity must be a whole number." }).int("Quantity must be a whole number.")
  .min(0, "Quantity must be at least 0.").max(PROPOSAL_LIMITS.maxQuantity, `Quantity must be at most ${PROPOSAL_LIMITS.maxQuantity}.`);
/** Client-made ids of days, items, options and add-ons: short, stable across saves. */
const partId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "Id must be 1 to 40 letters, digits, - or _.");

/**
 * One line of the itinerary. A catalogue item names the activity, package or destination by `refId`
 * (the server checks it exists); a custom item is described by staff. `unitPrice` × `quantity` is
 * what the traveller pays for it; `unitCost` is what the agency pays its supplier (staff only).
 * A note has no price.
 */
export const proposalItem = z.object({
  id: partId,
  kind: z.enum(PROPOSAL_ITEM_KINDS, { error: `Kind must be one of: ${PROPOSAL_ITEM_KINDS.join(", ")}.` }),
  refId: z.string().trim().max(64).optional(),
  title: requiredText("Each item needs a title."),
  time: clockTime.optional(),
  place: optionalText(),
  description: optionalText(LIMITS.longText),
  /** A media library file name (`/media/{name}`) or a catalogue image path. */
  image: optionalText(LIMITS.address),
  supplier: optionalText(),
  confirmation: optionalText(),
  unitPrice: amount.default(0),
  unitCost: amount.default(0),
  quantity: quantity.default(1),
});
export type ProposalItem = z.output<typeof proposalItem>;

export const proposalDay = z.object({
  id: partId,
  /** Set by the server from the proposal's start date (day n = start + n − 1); absent without one. */
  date: day.optional(),
  title: optionalText(),
  items: z.array(proposalItem).max(PROPOSAL_LIMITS.itemsPerDay, `At most ${PROPOSAL_LIMITS.itemsPerDay} items a day.`).default([]),
});
export type ProposalDay = z.output<typeof proposalDay>;

/**
 * An option: a variant of the trip (e.g. two hotels). The days are in every option; an option adds
 * its own items (its hotel, its upgrade), so its total is the days' total plus its items'.
 */
export const proposalOption = z.object({
  id: partId,
  name: requiredText("Each option needs a name."),
  description: optionalText(LIMITS.longText),
  items: z.array(proposalItem).max(PROPOSAL_LIMITS.itemsPerOption, `At most ${PROPOSAL_LIMITS.itemsPerOption} items an option.`).default([]),
});
export type ProposalOption = z.output<typeof proposalOption>;

/** Something the traveller may add to any option, with its price. */
export const proposalAddOn = z.object({
  id: partId,
  title: requiredText("Each add-on needs a title."),
  description: optionalText(LIMITS.longText),
  unitPrice: amount.default(0),
  unitCost: amount.default(0),
  quantity: quantity.default(1),
});
export type ProposalAddOn = z.output<typeof proposalAddOn>;

export const proposalTraveller = z.object({
  name: requiredText("The traveller's name is required."),
  email: emailSchema(),
  phone: optionalText(LIMITS.phone),
  language: z.enum(SITE_LANGUAGES).default("en"),
  /** The member account it belongs to, when there is one (set by the server). */
  userId: z.string().optional(),
});
export type ProposalTraveller = z.output<typeof proposalTraveller>;

/** What staff write (`PUT /api/proposals/{id}`): the whole editable proposal. */
export const proposalInput = z.object({
  /** The `version` the editor loaded; when the proposal changed since, 409 instead of overwriting. */
  version: z.string().optional(),
  title: requiredText("The proposal needs a title."),
  traveller: proposalTraveller,
  partySize: z.number().int("Party size must be a whole number.").min(LIMITS.numPeopleMin).max(LIMITS.numPeopleMax),
  startDate: day.optional(),
  currency: z.enum(PROPOSAL_CURRENCIES, { error: `Currency must be one of: ${PROPOSAL_CURRENCIES.join(", ")}.` }),
  /** The last day it may be accepted (in the agency's time zone). */
  validUntil: day,
  introduction: optionalText(LIMITS.longText),
  included: optionalText(LIMITS.longText),
  days: z.array(proposalDay).max(PROPOSAL_LIMITS.days, `At most ${PROPOSAL_LIMITS.days} days.`),
  options: z.array(proposalOption).min(1, "A proposal needs at least one option.")
    .max(PROPOSAL_LIMITS.options, `At most ${PROPOSAL_LIMITS.options} options.`),
  addOns: z.array(proposalAddOn).max(PROPOSAL_LIMITS.addOns, `At most ${PROPOSAL_LIMITS.addOns} add-ons.`).default([]),
});
export type ProposalInput = z.input<typeof proposalInput>;
export type ProposalContent = z.output<typeof proposalInput>;

/**
 * What a save takes (`PUT /api/proposals/{id}`, the editor's autosave): the same, except that a
 * draft may still lack the traveller's name and address (a blank proposal starts without them).
 * Sending checks the whole `proposalInput`.
 */
export const proposalDraftInput = proposalInput.extend({
  traveller: proposalTraveller.extend({
    name: z.string().trim().max(LIMITS.shortText, `Must be at most ${LIMITS.shortText} characters.`),
    email: z.union([z.literal(""), emailSchema()]),
  }),
});

/** `POST /api/proposals`: from a request (one of the three ids) or blank. */
export const newProposalInput = z.object({
  inquiryId: z.string().trim().max(64).optional(),
  bespokeId: z.string().trim().max(64).optional(),
  chatSessionId: z.string().trim().max(64).optional(),
  /** The first day (YYYY-MM-DD): the days are dated from it; without it, from dates the request states, if any. */
  startDate: day.optional(),
  currency: z.enum(PROPOSAL_CURRENCIES).optional(),
}).refine((value) => [value.inquiryId, value.bespokeId, value.chatSessionId].filter(Boolean).length <= 1, {
  message: "Name at most one of inquiryId, bespokeId and chatSessionId.",
});
export type NewProposalInput = z.input<typeof newProposalInput>;

/** What one option costs the traveller and the agency, in the proposal's currency. */
export const optionTotal = z.object({ optionId: z.string(), price: z.number(), cost: z.number(), margin: z.number() });
export type OptionTotal = z.infer<typeof optionTotal>;

/** What the traveller agreed to: the exact version shown, its hash, who and from where. */
export const proposalAcceptance = z.object({
  version: z.number(),
  versionHash: z.string(),
  optionId: z.string(),
  addOnIds: z.array(z.string()),
  fullName: z.string(),
  total: z.number(),
  at: z.string(),
  clientAddress: z.string(),
  userAgent: z.string(),
});
export type ProposalAcceptance = z.infer<typeof proposalAcceptance>;

/** The stored proposal, as staff read it. */
export const proposal = proposalInput.safeExtend({
  id: z.string(),
  /** The database's versionstamp of the record: sent back by the editor (stale-edit check). */
  version: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  source: z.object({ kind: z.enum(PROPOSAL_SOURCE_KINDS), id: z.string() }).optional(),
  /** The request's own words (inquiry text, bespoke idea, chat), for staff and the AI draft. */
  requestText: z.string().optional(),
  /** Numbered sent versions: 0 while never sent; sending makes the next. */
  sentVersion: z.number().int(),
  /** Rates used to convert catalogue prices (units per US dollar and the rate's day). */
  rate: z.object({ rate: z.number(), date: z.string() }).optional(),
  totals: z.array(optionTotal),
  views: z.object({ first: z.string(), last: z.string(), count: z.number() }).optional(),
  acceptance: proposalAcceptance.optional(),
  decline: z.object({ reason: z.string().optional(), at: z.string() }).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.string(),
  sentAt: z.string().optional(),
});
export type Proposal = z.infer<typeof proposal>;
/** The record under `["proposals", id]`: the staff's view without what is derived on reading (versionstamp, totals). */
export type StoredProposal = Omit<Proposal, "version" | "totals">;

/** One line of the staff's list. */
export const proposalSummary = proposal.pick({
  id: true, title: true, status: true, currency: true, partySize: true, startDate: true, validUntil: true,
  sentVersion: true, createdAt: true, updatedAt: true, sentAt: true, source: true,
}).extend({ travellerName: z.string(), travellerEmail: z.string(), lowestTotal: z.number().optional() });
export type ProposalSummary = z.infer<typeof proposalSummary>;

/** What the traveller's link shows: the frozen sent version, without costs, margins, suppliers or notes for staff. */
export const travellerProposalItem = proposalItem.omit({ unitCost: true, supplier: true }).extend({ lineTotal: z.number() });
export const travellerProposal = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  sentVersion: z.number(),
  travellerName: z.string(),
  language: z.enum(SITE_LANGUAGES),
  partySize: z.number(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  currency: z.enum(PROPOSAL_CURRENCIES),
  validUntil: z.string(),
  /** True after the validity date (in the agency's time zone) unless accepted. */
  expired: z.boolean(),
  introduction: z.string().optional(),
  included: z.string().optional(),
  terms: z.string(),
  days: z.array(proposalDay.omit({ items: true }).extend({ items: z.array(travellerProposalItem) })),
  options: z.array(z.object({
    id: z.string(), name: z.string(), description: z.string().optional(),
    items: z.array(travellerProposalItem), total: z.number(),
  })),
  addOns: z.array(z.object({ id: z.string(), title: z.string(), description: z.string().optional(), total: z.number() })),
  consultantName: z.string().optional(),
  acceptance: proposalAcceptance.pick({ optionId: true, addOnIds: true, fullName: true, total: true, at: true }).optional(),
  declinedAt: z.string().optional(),
});
export type TravellerProposal = z.infer<typeof travellerProposal>;

export const acceptInput = z.object({
  optionId: z.string({ error: "Please choose an option." }).min(1, "Please choose an option.").max(40),
  addOnIds: z.array(z.string().max(40)).max(PROPOSAL_LIMITS.addOns).default([]),
  fullName: requiredText("Please type your full name."),
  acceptTerms: z.literal(true, { error: "Please accept the terms." }),
  /** The sent version the traveller saw; accepting another version is refused. */
  version: z.number().int().optional(),
});
export type AcceptInput = z.input<typeof acceptInput>;

export const changesInput = z.object({ text: requiredText("Please say what you would like changed.", LIMITS.longText) });
export const declineInput = z.object({ reason: optionalText(LIMITS.longText) });

/** The API's English texts for proposals (translated like every answer, locales/{lang}/answers.json). */
export const PROPOSAL_TEXTS = {
  notFound: "Proposal not found.",
  linkNotFound: "This proposal link is not valid. Please ask your consultant for a new one.",
  alreadyAccepted: "This proposal has already been accepted.",
  superseded: "This version of the proposal has been replaced by a newer one. Please review the latest version.",
  expired: "This proposal has expired. Please ask your consultant for a new one.",
  closed: "This proposal can no longer be accepted.",
  notEditable: "This proposal has been accepted and is locked.",
  hasTrip: "This proposal has been accepted and has a trip: it cannot be deleted.",
  staleEdit: "This proposal was changed by someone else since you opened it. Reload to see the latest version.",
  unknownOption: "Please choose one of the proposal's options.",
  unknownAddOn: "Please choose add-ons from the proposal.",
  unknownCatalogueItem: "A catalogue item of the itinerary no longer exists.",
  sourceNotFound: "The request to start from was not found.",
  notSent: "This proposal has not been sent.",
} as const;

/**
 * A sent version, frozen (`["proposal_versions", id, n]`): the content and totals as sent, the
 * terms in the traveller's language at that moment, and `hash`, the SHA-256 of the canonical JSON of
 * content, totals and terms: what an acceptance records as "the exact version shown".
 */
export type SentProposal = {
  proposalId: string;
  version: number;
  content: ProposalContent;
  totals: OptionTotal[];
  terms: string;
  hash: string;
  sentAt: string;
  sentBy: string;
};

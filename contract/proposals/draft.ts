/**
 * The AI draft of a proposal (`POST /api/proposals/{id}/draft`): what the model is asked to answer
 * (its structured response is derived from `proposalDraftOutput`, and the answer is validated with
 * it), and the staff's request. The draft names catalogue items by id only; the server checks each
 * id, takes names, images and prices from the catalogue, gives every part its id and dates the days.
 * Anything we do not sell is a custom item (hotel, flight, transfer, dining, experience, note) for
 * staff to price. The keyless composer writes the same shape, so both are turned into a proposal
 * the same way.
 */
import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { proposal, PROPOSAL_ITEM_KINDS, PROPOSAL_LIMITS, proposalTraveller } from "./model.ts";

/** Smaller than a proposal's own limits: a first draft staff read through in a minute. */
export const DRAFT_LIMITS = {
  days: 21,
  itemsPerDay: 8,
  options: PROPOSAL_LIMITS.options,
  itemsPerOption: 8,
  addOns: 6,
  description: 600,
} as const;

const text = (max: number = LIMITS.shortText) => z.string().trim().max(max);
const title = z.string().trim().min(1).max(LIMITS.shortText);

export const draftItem = z.object({
  kind: z.enum(PROPOSAL_ITEM_KINDS).meta({
    description: "activity, package or destination for an item of the catalogue (then refId is its id); " +
      "hotel, flight, transfer, dining, experience or note for anything else.",
  }),
  refId: text(64).optional().meta({ description: "The catalogue id, for activity, package and destination only." }),
  title: title.meta({ description: "Short title in the traveller's language." }),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/).optional().meta({ description: "Start time, HH:MM (24 hours)." }),
  place: text().optional(),
  description: text(DRAFT_LIMITS.description).optional().meta({ description: "One or two sentences." }),
});
export type DraftItem = z.output<typeof draftItem>;

export const draftDay = z.object({
  title: text().optional(),
  items: z.array(draftItem).max(DRAFT_LIMITS.itemsPerDay),
});

export const draftOption = z.object({
  name: title,
  description: text(DRAFT_LIMITS.description).optional(),
  items: z.array(draftItem).max(DRAFT_LIMITS.itemsPerOption),
});

export const draftAddOn = z.object({
  title,
  description: text(DRAFT_LIMITS.description).optional(),
  refId: text(64).optional().meta({ description: "The catalogue activity's id when the add-on is one." }),
});

/** The whole draft: the days in order (day 1 first), one to three options, optional add-ons. */
export const proposalDraftOutput = z.object({
  introduction: text(LIMITS.longText).optional(),
  included: text(LIMITS.longText).optional(),
  days: z.array(draftDay).min(1).max(DRAFT_LIMITS.days),
  options: z.array(draftOption).min(1).max(DRAFT_LIMITS.options),
  addOns: z.array(draftAddOn).max(DRAFT_LIMITS.addOns).default([]),
});
export type ProposalDraftOutput = z.output<typeof proposalDraftOutput>;
export type ProposalDraftShape = z.input<typeof proposalDraftOutput>;

/** `POST /api/proposals/{id}/draft`: the version the editor loaded (stale-edit check), if any. */
export const draftProposalInput = z.object({ version: z.string().optional() });
export type DraftProposalInput = z.input<typeof draftProposalInput>;

/** Where the saved draft came from: the model, or the catalogue composer (no key, or the model failed twice). */
export const DRAFT_SOURCES = ["ai", "composer"] as const;
export type DraftSource = (typeof DRAFT_SOURCES)[number];

/**
 * The answer of `POST /api/proposals/{id}/draft`: the saved proposal, and who drafted it. The
 * traveller's address is a plain text in an answer (the input's rule is a transform, which an
 * answer's document cannot carry).
 */
export const draftedProposal = proposal.safeExtend({
  traveller: proposalTraveller.extend({ email: z.string() }),
  draftedBy: z.enum(DRAFT_SOURCES),
});
export type DraftedProposal = z.infer<typeof draftedProposal>;

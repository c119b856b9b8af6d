/**
 * What the traveller's proposal page (`/proposals/{token}`, `/{lang}/proposals/{token}`) and the
 * server that renders it agree on. The page's forms (accept, ask for changes, decline) are real
 * HTML forms posting urlencoded to the page's own address, so they work without JavaScript; the
 * server answers with the page rendered again, showing the outcome. The page's state (the
 * proposal as the link shows it, and the outcome of a form) is in the page as a JSON block, so the
 * app starts from it when it takes the page over. No zod here: the page's first load imports it.
 */
import type { TravellerProposal } from "./model.ts";

/** The id of the JSON block holding the page's state. */
export const PROPOSAL_PAGE_ID = "proposal-page";

/** The private token's shape in a page address (THREAD_TOKEN_PATTERN's). */
export const PROPOSAL_PAGE_PATH = /^\/proposals\/([A-Za-z0-9_-]{1,128})(\.pdf)?\/?$/;

/** Which form was sent: the hidden field `intent`. */
export const PROPOSAL_INTENTS = ["accept", "changes", "decline"] as const;
export type ProposalIntent = (typeof PROPOSAL_INTENTS)[number];

/** The fields of the page's forms, as they are named. */
export const PROPOSAL_FORM_FIELDS = {
  intent: "intent",
  optionId: "optionId",
  addOnIds: "addOnIds",
  fullName: "fullName",
  acceptTerms: "acceptTerms",
  version: "version",
  text: "text",
  reason: "reason",
} as const;

/** The outcome of a form the server received. */
export type ProposalFormState = {
  intent: ProposalIntent;
  /** Stored: the page shows its confirmation. */
  done?: boolean;
  /** What was sent (kept in the form when it was refused). */
  values?: { optionId?: string; addOnIds?: string[]; fullName?: string; text?: string; reason?: string };
  /** The contract's problems with the fields (English, as the schema words them). */
  issues?: { field: string; message: string }[];
  /** The server's refusal, already in the page's language. */
  refusal?: string;
};

export type ProposalPageState = {
  token: string;
  /** Absent when the link opens nothing (`missing` then says why, in the page's language). */
  proposal?: TravellerProposal;
  missing?: string;
  form?: ProposalFormState;
};

/** The staff's proposal screens' texts (the list and the itinerary editor): a message area. */
import english from "@locales/en/proposals.json";
import { messageArea, useAreaFailure } from "../message-area.ts";
import type { MessageValues } from "../message-set.ts";

export const proposalMessages = messageArea(english, {
  ar: () => import("@locales/ar/proposals.json"),
  es: () => import("@locales/es/proposals.json"),
  fr: () => import("@locales/fr/proposals.json"),
  de: () => import("@locales/de/proposals.json"),
  it: () => import("@locales/it/proposals.json"),
  pt: () => import("@locales/pt/proposals.json"),
});

/** The proposal screens' translation function in the language shown. */
export const useProposalsT = proposalMessages.useT;

/** A key of the proposal screens' messages. */
export type ProposalsKey = keyof typeof english;

/** What a proposal screen says when a request failed: the server's own answer, "Request timed out", else `fallback`. */
export function useProposalsFailure(): (error: unknown, fallback: ProposalsKey, values?: MessageValues) => string {
  return useAreaFailure<ProposalsKey>(useProposalsT(), "proposals.timedOut");
}

/**
 * The traveller's proposal page's texts: a message area loaded with the page (the server's
 * renderer loads it before rendering the page), not in the site messages every first visit downloads.
 */
import { messageArea } from "../message-area.ts";

export const proposalMessages = messageArea(() => import("@locales/en/proposal.json"), {
  ar: () => import("@locales/ar/proposal.json"),
  es: () => import("@locales/es/proposal.json"),
  fr: () => import("@locales/fr/proposal.json"),
  de: () => import("@locales/de/proposal.json"),
  it: () => import("@locales/it/proposal.json"),
  pt: () => import("@locales/pt/proposal.json"),
});

export const useProposalT = proposalMessages.useT;

/**
 * The traveller's private links to a proposal (`/proposals/{token}`), by the same rules as inquiry
 * threads' links (thread-links.ts): 32 random bytes, only the SHA-256 stored, several live links
 * per proposal (each send mails a new one), revoked all at once by staff.
 */
import { PROPOSAL_TEXTS } from "../../contract/proposals/model.ts";
import { THREAD_TOKEN_PATTERN } from "../../contract/inquiry-thread.ts";
import { notFound } from "../errors.ts";
import { KEYS } from "./keys.ts";
import type { WriteTarget } from "./group-commit.ts";
import { listIndexIds } from "./records.ts";
import { hashToken, mintThreadLink } from "./thread-links.ts";

/** What a token's hash points to. */
export type ProposalLink = { proposalId: string; createdAt: string };

/** A new token (to put in an email, never stored) and its hash (to store). */
export const mintProposalLink = mintThreadLink;

/** Adds a new link of `proposalId` to a commit (a send's). */
export function addProposalLink<W extends WriteTarget>(op: W, proposalId: string, hash: string, now: string): W {
  const link: ProposalLink = { proposalId, createdAt: now };
  return op.check({ key: KEYS.proposalToken(hash), versionstamp: null })
    .set(KEYS.proposalToken(hash), link)
    .set(KEYS.proposalTokenOf(proposalId, hash), true);
}

/** The proposal a token opens; 404 "not valid" for a malformed, unknown or revoked token. */
export async function proposalOfToken(kv: Deno.Kv, token: string): Promise<string> {
  if (!THREAD_TOKEN_PATTERN.test(token)) throw notFound(PROPOSAL_TEXTS.linkNotFound);
  const link = (await kv.get<ProposalLink>(KEYS.proposalToken(hashToken(token)))).value;
  if (!link) throw notFound(PROPOSAL_TEXTS.linkNotFound);
  return link.proposalId;
}

/** The hashes of a proposal's live links. */
export function proposalLinkHashes(kv: Deno.Kv, proposalId: string): Promise<string[]> {
  return listIndexIds(kv, KEYS.proposalTokensOf(proposalId));
}

/** Removes links from a commit (revoked, or the proposal deleted). */
export function dropProposalLinks(op: Deno.AtomicOperation, proposalId: string, hashes: string[]): Deno.AtomicOperation {
  for (const hash of hashes) op.delete(KEYS.proposalTokenOf(proposalId, hash)).delete(KEYS.proposalToken(hash));
  return op;
}

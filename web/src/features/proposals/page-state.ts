/**
 * The traveller's proposal page's state (contract/proposals/page.ts): given to the server's
 * renderer for the page it renders, and read by the browser from the page's JSON block.
 */
import { PROPOSAL_PAGE_ID, type ProposalPageState } from "@contract/proposals/page.ts";
import { serverPageState } from "../../lib/server-page-state.ts";

const state = serverPageState<ProposalPageState>(PROPOSAL_PAGE_ID);

/** Renders with `page` as the page's state (the server's renderer). */
export const withServerProposalPage = state.withState;

/** The server's state of the page of `token`, if the document holds one. */
export function serverProposalPage(token: string): ProposalPageState | null {
  const page = state.current();
  return page?.token === token ? page : null;
}

import { useParams } from "react-router-dom";
import { useEffect, useState } from "react";
import type { ProposalPageState } from "@contract/proposals/page.ts";
import { ProposalView } from "../../features/proposals/components/proposal-view.tsx";
import { serverProposalPage } from "../../features/proposals/page-state.ts";
import { readProposalLink } from "../../features/proposals/api/proposal-link.ts";
import { proposalMessages, useProposalT } from "../../i18n/areas/proposal.ts";
import { useDocumentTitle } from "../../lib/hooks.ts";

/**
 * /proposals/{token}: the traveller's proposal, opened from an email (no login). Rendered by the
 * server from its state (server/routes/proposal-page.ts); reached inside the app, read from the API.
 */
/** The texts the page's first render reads, loaded with its code (lazy-page.ts). */
export const messageAreas = [proposalMessages];

export function ProposalPage() {
  const { token = "" } = useParams();
  const t = useProposalT();
  const [state, setState] = useState<ProposalPageState | null>(() => serverProposalPage(token));
  useDocumentTitle(state?.proposal?.title ?? t("missing.title"));
  useEffect(() => {
    if (state?.token === token) return;
    let live = true;
    readProposalLink(token).then(
      (proposal) => live && setState({ token, proposal }),
      (error: Error) => live && setState({ token, missing: error.message }),
    );
    return () => {
      live = false;
    };
  }, [token, state?.token]);
  if (!state || state.token !== token) return <div className="proposal" aria-busy="true" />;
  return <ProposalView key={token} initial={state} />;
}

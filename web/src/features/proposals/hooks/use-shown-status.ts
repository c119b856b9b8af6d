/**
 * The status staff read: the stored one, or Expired once the validity date has passed on the
 * agency's calendar (expiry is a reading of the date, not a write; contract/proposals/state.ts).
 */
import { agencyDay } from "@contract/agency-time.ts";
import type { ProposalStatus } from "@contract/proposals/model.ts";
import { shownProposalStatus } from "@contract/proposals/state.ts";
import { useCallback } from "react";
import { useAgencyZone } from "../../../lib/agency-zone.ts";

export function useShownStatus(): (status: ProposalStatus, validUntil: string) => ProposalStatus {
  const zone = useAgencyZone();
  return useCallback((status, validUntil) => shownProposalStatus(status, validUntil, agencyDay(zone)), [zone]);
}

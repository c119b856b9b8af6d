/** What staff read for each proposal status and item kind. */
import type { ProposalItemKind, ProposalStatus } from "@contract/proposals/model.ts";
import type { ProposalsKey } from "../../../i18n/areas/proposals.ts";

export const STATUS_LABEL: Record<ProposalStatus, ProposalsKey> = {
  Draft: "proposals.status.Draft",
  Sent: "proposals.status.Sent",
  Viewed: "proposals.status.Viewed",
  "Changes requested": "proposals.status.ChangesRequested",
  Accepted: "proposals.status.Accepted",
  Declined: "proposals.status.Declined",
  Expired: "proposals.status.Expired",
  Withdrawn: "proposals.status.Withdrawn",
};

export const STATUS_BADGE: Record<ProposalStatus, string> = {
  Draft: "badge badge--muted",
  Sent: "badge badge--accent",
  Viewed: "badge badge--accent",
  "Changes requested": "badge badge--danger",
  Accepted: "badge badge--success",
  Declined: "badge badge--danger",
  Expired: "badge badge--muted",
  Withdrawn: "badge badge--muted",
};

export const KIND_LABEL: Record<ProposalItemKind, ProposalsKey> = {
  activity: "proposals.kind.activity",
  package: "proposals.kind.package",
  destination: "proposals.kind.destination",
  hotel: "proposals.kind.hotel",
  flight: "proposals.kind.flight",
  transfer: "proposals.kind.transfer",
  dining: "proposals.kind.dining",
  experience: "proposals.kind.experience",
  note: "proposals.kind.note",
};

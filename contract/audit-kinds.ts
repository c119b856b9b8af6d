/** The kinds of item and the actions the audit log records (no zod, so the web app reads them cheaply). */
export const AUDIT_ENTITIES = [
  "destination",
  "package",
  "activity",
  "exchange_rates",
  "media",
  "user",
  "inquiry",
  "bespoke",
  "chat",
  "session",
  "proposal",
  "proposal_library",
  /** A privacy request (export or erasure) and the daily retention sweep. */
  "privacy",
  "trip",
  "invoice",
  "payment",
  "review",
] as const;
export type AuditEntity = typeof AUDIT_ENTITIES[number];

export const AUDIT_ACTIONS = [
  "create",
  "update",
  "translate",
  "restore",
  /** A media file replaced by another where the item showed it (the media library's Replace and Delete). */
  "replace_image",
  "delete",
  "publish",
  "schedule",
  "unpublish",
  "upload",
  "approve",
  "admin_flag",
  "status",
  "handover",
  "assign",
  "reply",
  "note",
  "revoke_links",
  /** A proposal sent to the traveller (a new numbered version), or withdrawn. */
  "send",
  "withdraw",
  "sign_in",
  "sign_in_failed",
  /** A traveller's answer to a proposal, through its private link. */
  "accept",
  "decline",
  "request_changes",
  /** Privacy: a copy of a person's data taken, an erasure asked for, done, the retention sweep, an unsubscribe. */
  "export",
  "request",
  "erase",
  "sweep",
  "consent",
  /** Money (issue #32): an invoice reversed by a credit note; money given back against a payment. */
  "credit",
  "refund",
  /** Staff moved a lead to Lost (with a reason) or back. */
  "stage",
] as const;
export type AuditAction = typeof AUDIT_ACTIONS[number];

/** What people read for each kind of item. */
export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  destination: "Destination",
  package: "Package",
  activity: "Activity",
  exchange_rates: "Exchange rates",
  media: "Media file",
  user: "User",
  inquiry: "Inquiry",
  bespoke: "Bespoke request",
  chat: "Chat",
  session: "Sign-in",
  proposal: "Proposal",
  proposal_library: "Proposal library",
  privacy: "Privacy",
  trip: "Trip",
  invoice: "Invoice",
  payment: "Payment",
  review: "Review",
};

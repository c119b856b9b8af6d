/**
 * Whether a catalogue item is public: `published` (shown everywhere), `draft` (staff only) or
 * `scheduled` (staff only until `publishAt`, then published by the server on its own). No zod, so
 * the web app reads it cheaply. Items stored before drafts existed are published.
 */
export const PUBLICATION_STATUSES = ["draft", "published", "scheduled"] as const;
export type PublicationStatus = typeof PUBLICATION_STATUSES[number];

/**
 * What staff see of an item besides its fields: its status, when a scheduled item goes live, and
 * `live`: whether a published version is public now (a draft or schedule of a change to a
 * published item leaves that version public until it is published).
 */
export type Publication = { status: PublicationStatus; publishAt?: string; live: boolean };

/** The texts of the publishing rules (the API's own messages). */
export const PUBLICATION_TEXTS = {
  publishAtRequired: "Choose the date and time to publish at.",
  publishAtInvalid: "The publishing time must be a date and time.",
  nothingToPublish: "This item has no unpublished changes.",
  notPublished: "This item is not published.",
  unpublishedParent: "Publish the item this one belongs to first.",
} as const;

/**
 * The audit log and the catalogue's version history as the API answers them, and the audit log's
 * filters. An entry says who did what to which item, when and from which address, with the fields
 * before and after (secrets never; a member's personal fields only by name, in `changed`).
 */
import { z } from "zod";
import { pageCursor } from "./paging.ts";
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from "./audit-kinds.ts";

export { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from "./audit-kinds.ts";

export const auditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  address: z.string(),
  requestId: z.string().optional(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  /**
   * The item's name where its kind has one (destination, package, activity, user): its name now,
   * or, when it no longer exists, the name its entry recorded. Read at answer time, never stored.
   */
  entityName: z.string().optional(),
  action: z.enum(AUDIT_ACTIONS),
  before: z.record(z.string(), z.unknown()).optional(),
  after: z.record(z.string(), z.unknown()).optional(),
  /** Fields that changed but whose values are not kept (personal or secret). */
  changed: z.array(z.string()).optional(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const dateBound = (what: string) =>
  z.string().refine((v) => !Number.isNaN(Date.parse(v)), `${what} must be a date (YYYY-MM-DD) or a date and time.`).optional();

/** `GET /api/audit`'s query: each filter narrows the list; `cursor` continues a page. */
export const auditQuery = z.object({
  actor: z.string().max(64).optional(),
  entity: z.enum(AUDIT_ENTITIES, { error: `Kind of item must be one of: ${AUDIT_ENTITIES.join(", ")}.` }).optional(),
  entityId: z.string().max(200).optional(),
  from: dateBound("From"),
  to: dateBound("To"),
  cursor: pageCursor.optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  format: z.enum(["json", "csv"]).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditPage = z.object({
  entries: z.array(auditEntry),
  /** Pass as `cursor` for the next (older) page; absent on the last page. */
  next: z.string().optional(),
});
export type AuditPage = z.infer<typeof auditPage>;

/** One earlier (or the current) state of a catalogue item, with who saved it and when. */
export const catalogueVersion = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().optional(),
  actorName: z.string().optional(),
  action: z.string(),
  record: z.record(z.string(), z.unknown()),
});
export type CatalogueVersion = z.infer<typeof catalogueVersion>;

/**
 * The restore's body: the item's version the editor sees, refused when it changed since; with
 * `keepImage`, every field but the image is restored and the item keeps the image it shows now
 * (for a version whose image was deleted from the media library since).
 */
export const restoreInput = z.object({ version: z.string().optional(), keepImage: z.boolean().optional() });

export const AUDIT_TEXTS = {
  destinationGone: "This version's destination no longer exists. Choose another destination in the form and save instead.",
  packageGone: "This version's package no longer exists. Choose another package in the form and save instead.",
  versionNotFound: "That version of the item was not found.",
  mediaGone: "This version's image, {file}, was deleted from the media library. Restore it with the current image instead, or choose another image in the form.",
} as const;

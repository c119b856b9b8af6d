/**
 * The audit log as a CSV file: one row per entry, newest first, every cell quoted; a cell that a
 * spreadsheet would run as a formula gets a leading apostrophe (`csvLine`, contract/csv.ts: the
 * guard every CSV export uses). Read a page at a time, each page's items named, as the answer is
 * written (server/http/csv-stream.ts).
 */
import type { AuditEntry, AuditQuery } from "../../contract/audit.ts";
import { listAudit } from "../kv/audit.ts";
import { everyPage } from "../kv/paging.ts";
import { withItemNames } from "./audit-names.ts";

export const AUDIT_CSV_COLUMNS = ["When", "Who", "Who (id)", "Address", "Kind of item", "Item", "Item (id)", "Action", "Before", "After", "Changed", "Request"];

/** Entries read and written per page of the export. */
export const AUDIT_EXPORT_PAGE = 500;

export const auditCsvRow = (e: AuditEntry): unknown[] => [
  e.at,
  e.actorName,
  e.actorId,
  e.address,
  e.entity,
  e.entityName,
  e.entityId,
  e.action,
  e.before,
  e.after,
  e.changed?.join(", "),
  e.requestId,
];

/** Every entry matching the filters, as CSV rows, a page at a time. */
export async function* auditCsvPages(kv: Deno.Kv, query: AuditQuery): AsyncGenerator<unknown[][]> {
  const pages = everyPage(async (cursor) => {
    const page = await listAudit(kv, { ...query, cursor, limit: AUDIT_EXPORT_PAGE });
    return { items: page.entries, next: page.next ?? null };
  });
  for await (const entries of pages) yield (await withItemNames(kv, entries)).map(auditCsvRow);
}

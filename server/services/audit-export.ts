/**
 * The audit log as a CSV file: one row per entry, newest first, every cell quoted; a cell that a
 * spreadsheet would run as a formula gets a leading apostrophe (`spreadsheetSafe`, contract/csv.ts:
 * the guard every CSV export uses).
 */
import type { AuditEntry } from "../../contract/audit.ts";
import { spreadsheetSafe } from "../../contract/csv.ts";

export const AUDIT_CSV_COLUMNS = ["When", "Who", "Who (id)", "Address", "Kind of item", "Item", "Item (id)", "Action", "Before", "After", "Changed", "Request"];

function cell(value: unknown): string {
  const text = value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  return `"${spreadsheetSafe(text).replaceAll('"', '""')}"`;
}

export function auditCsv(entries: AuditEntry[]): string {
  const rows = entries.map((e) => [
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
  ]);
  return [AUDIT_CSV_COLUMNS, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

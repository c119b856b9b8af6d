/** An audit entry in words: what changed, field by field. */
import type { AuditEntry } from "@contract/audit.ts";

const MAX_VALUE = 80;

function shown(value: unknown): string {
  if (value === undefined) return "(none)";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** One line per field: "name: Old → New"; a created item's fields as "name: New"; named-only fields last. */
export function describeChanges(entry: Pick<AuditEntry, "before" | "after" | "changed">): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const lines: string[] = [];
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!entry.before) lines.push(`${field}: ${shown(after[field])}`);
    else if (!entry.after) lines.push(`${field}: was ${shown(before[field])}`);
    else lines.push(`${field}: ${shown(before[field])} → ${shown(after[field])}`);
  }
  if (entry.changed?.length) lines.push(`Changed: ${entry.changed.join(", ")}`);
  return lines;
}

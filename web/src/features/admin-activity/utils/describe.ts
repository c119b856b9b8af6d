/** An audit entry in words: what changed, field by field. */
import type { AuditEntry } from "@contract/audit.ts";

const MAX_VALUE = 80;

/** The words around the values, in the language shown (English by default). */
export interface ChangeWords {
  none: string;
  was(value: string): string;
  changed(fields: string): string;
}

const ENGLISH: ChangeWords = { none: "(none)", was: (value) => `was ${value}`, changed: (fields) => `Changed: ${fields}` };

function shown(value: unknown, words: ChangeWords): string {
  if (value === undefined) return words.none;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** One line per field: "name: Old → New"; a created item's fields as "name: New"; named-only fields last. */
export function describeChanges(entry: Pick<AuditEntry, "before" | "after" | "changed">, words = ENGLISH): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const lines: string[] = [];
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!entry.before) lines.push(`${field}: ${shown(after[field], words)}`);
    else if (!entry.after) lines.push(`${field}: ${words.was(shown(before[field], words))}`);
    else lines.push(`${field}: ${shown(before[field], words)} → ${shown(after[field], words)}`);
  }
  if (entry.changed?.length) lines.push(words.changed(entry.changed.join(", ")));
  return lines;
}

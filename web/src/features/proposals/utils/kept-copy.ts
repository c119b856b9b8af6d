/**
 * The editor's copy of a proposal kept on this device while the server does not have it (a save
 * refused as stale, a failed save, a closed tab before the save): restored on request when the
 * proposal is opened again, dropped once the server holds it.
 */
import type { EditorContent } from "./itinerary.ts";

export type KeptCopy = { content: EditorContent; version?: string; at: string };

const keyOf = (id: string) => `aurum.proposalDraft.${id}`;

export function readKeptCopy(id: string): KeptCopy | null {
  try {
    const raw = localStorage.getItem(keyOf(id));
    const kept = raw ? JSON.parse(raw) as KeptCopy : null;
    return kept && typeof kept.content === "object" && kept.content !== null && Array.isArray(kept.content.days) ? kept : null;
  } catch {
    return null;
  }
}

export function writeKeptCopy(id: string, copy: KeptCopy): void {
  try {
    localStorage.setItem(keyOf(id), JSON.stringify(copy));
  } catch {
    // Storage full or switched off: the copy stays in the open editor.
  }
}

export function dropKeptCopy(id: string): void {
  try {
    localStorage.removeItem(keyOf(id));
  } catch {
    // Nothing to drop.
  }
}

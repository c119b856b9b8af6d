/**
 * What an editor typed into a catalogue form whose save was refused as stale (409: someone else
 * saved the item meanwhile), kept on this device per item until it is saved, so a reload or a
 * closed tab loses none of it. `base`: the fields as the item was when the editing began (to tell
 * which fields the editor changed); `version`: the item's version the text was edited from.
 */
import type { CatalogueCollection } from "@contract/catalogue-collections.ts";

export type StaleDraft<V> = { mine: V; base: V; version?: string };

const keyOf = (collection: CatalogueCollection, id: string) => `aurum.staleEdit.${collection}.${id}`;

export function readStaleDraft<V>(collection: CatalogueCollection, id: string): StaleDraft<V> | null {
  try {
    const raw = localStorage.getItem(keyOf(collection, id));
    const draft = raw ? JSON.parse(raw) as StaleDraft<V> : null;
    return draft && typeof draft.mine === "object" && typeof draft.base === "object" ? draft : null;
  } catch {
    return null;
  }
}

export function writeStaleDraft<V>(collection: CatalogueCollection, id: string, draft: StaleDraft<V>): void {
  try {
    localStorage.setItem(keyOf(collection, id), JSON.stringify(draft));
  } catch {
    // Storage full or switched off: the text stays in the open form.
  }
}

export function dropStaleDraft(collection: CatalogueCollection, id: string): void {
  try {
    localStorage.removeItem(keyOf(collection, id));
  } catch {
    // Nothing to drop.
  }
}

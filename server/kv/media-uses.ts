/**
 * Which catalogue items show a media file, found by reading the items themselves at delete time
 * (docs/decisions/046-media-in-use-cannot-be-deleted.md). A write that makes an item show a file rewrites the file's
 * guard (`KEYS.mediaGuard`) in its own commit, and a delete checks the guard it read before its
 * scan, so an item that starts showing the file while the delete runs makes the delete read again.
 */
import type { CatalogueCollection } from "../../contract/catalogue-collections.ts";
import type { MediaUse } from "../../contract/media.ts";
import { AppError, withValues } from "../errors.ts";
import { markChanged } from "./catalogue-changes.ts";
import { KEYS } from "./keys.ts";
import { firstRewriteBatch, listValues } from "./records.ts";

type ShowsImage = { id: string; name: string; imageUrl?: string };

/** The stored file an image address shows (`/media/{name}`, with or without `?w=`), else undefined. */
export function mediaNameOf(imageUrl: string | undefined): string | undefined {
  return imageUrl ? /^\/media\/([^/?#]+)(?:\?[^#]*)?$/.exec(imageUrl)?.[1] : undefined;
}

/** Adds to `op` the rewrite of the guard of the file `imageUrl` shows, if it shows one. */
export function guardMediaUse(op: Deno.AtomicOperation, imageUrl: string | undefined): Deno.AtomicOperation {
  const name = mediaNameOf(imageUrl);
  return name ? op.set(KEYS.mediaGuard(name), Date.now()) : op;
}

const COLLECTION_KEYS: Record<CatalogueCollection, () => Deno.KvKey> = {
  destinations: KEYS.destinations,
  packages: KEYS.packages,
  activities: KEYS.activities,
};

/** Each item that shows `filename`, published or in staff's unpublished copy, with its entry (for the check of a replacing commit). */
async function usesOf(kv: Deno.Kv, filename: string) {
  const found: { use: MediaUse; entry: Deno.KvEntry<ShowsImage> }[] = [];
  for (const collection of Object.keys(COLLECTION_KEYS) as CatalogueCollection[]) {
    const entries = [
      ...await listValues<ShowsImage>(kv, COLLECTION_KEYS[collection]()),
      ...await listValues<ShowsImage>(kv, KEYS.catalogueDrafts(collection)),
    ];
    for (const entry of entries) {
      if (mediaNameOf(entry.value.imageUrl) !== filename) continue;
      found.push({ use: { collection, id: entry.value.id, name: entry.value.name }, entry });
    }
  }
  return found;
}

/** The items that show `filename`, in collection then creation order. */
export async function findMediaUses(kv: Deno.Kv, filename: string): Promise<MediaUse[]> {
  return (await usesOf(kv, filename)).map((found) => found.use);
}

/** The refusal of a delete of a file that items still show, naming them. */
export function inUse(usedBy: MediaUse[]) {
  return new AppError(
    "conflict",
    withValues(
      "This file is the image of {count, plural, one {# item} other {# items}}. Choose a file to show instead, and it is replaced and deleted in one step.",
      { count: usedBy.length },
    ),
    { usedBy },
  );
}

/**
 * Adds to `op` what lets `filename` go: checks that no item shows it (read after its guard, which
 * `op` checks), or, with `replacement` (its address and its record's entry), sets every item that
 * shows it to the replacement, each checked against the copy read, in the same commit. Answers the
 * items changed; `more` when they are more (or larger) than one commit holds: then `op` replaces the
 * first of them only and lets nothing go, and the caller commits it and calls again for the rest.
 */
export async function releaseMediaUses(
  kv: Deno.Kv,
  op: Deno.AtomicOperation,
  filename: string,
  replacement?: { url: string; entry: Deno.KvEntryMaybe<unknown> },
): Promise<{ replaced: MediaUse[]; more: boolean }> {
  const guard = await kv.get(KEYS.mediaGuard(filename));
  const uses = await usesOf(kv, filename);
  if (uses.length > 0 && !replacement) throw inUse(uses.map((found) => found.use));
  const batch = firstRewriteBatch(uses, (found) => found.entry.value);
  const more = batch.length < uses.length;
  if (!more) op.check(guard).delete(guard.key);
  if (replacement && batch.length > 0) {
    op.check(replacement.entry);
    guardMediaUse(op, replacement.url);
  }
  for (const { use, entry } of batch) {
    markChanged(op.check(entry).set(entry.key, { ...entry.value, imageUrl: replacement!.url }), use.collection, use.id);
  }
  return { replaced: batch.map((found) => found.use), more };
}

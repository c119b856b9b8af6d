/**
 * Deletes too big for one commit. Deno KV takes at most 1,000 mutations (and 800 KiB) in one atomic
 * commit, and an inquiry's thread or a chat grows past that. So such a delete takes two steps: its
 * first commit removes the record and what finds it (it is gone for everyone at once) and writes a
 * purge marker; the rest (messages, subscriptions...) is deleted after, in bounded batches, and the
 * marker last. A crash in between leaves the marker, and `sweepPurges` (main.ts: at start and
 * hourly) finishes the purge. Every purge step is safe to run twice.
 *
 *   ["purges", kind, id] -> timestamp (when the first commit wrote it)
 */
import { KEYS } from "./keys.ts";

/** What a purge marker names: an inquiry (its thread, links, subscriptions) or a chat (its messages). */
export type PurgeKind = "inquiry" | "chat";

/** Keys deleted in one commit of a purge: well under Deno KV's 1,000 mutations, and their keys under its size limits. */
const PURGE_BATCH = 500;

/** Adds the marker of a purge of `id` to the first commit of its delete. */
export function markPurge<W extends Pick<Deno.AtomicOperation, "set">>(op: W, kind: PurgeKind, id: string): W {
  op.set(KEYS.purge(kind, id), Date.now());
  return op;
}

/** Ends a purge: everything of it is gone, so its marker goes too. */
export async function endPurge(kv: Deno.Kv, kind: PurgeKind, id: string): Promise<void> {
  await kv.delete(KEYS.purge(kind, id));
}

/** When the first commit of a purge of `id` was made (ms), or null when none is unfinished. */
export async function purgeMarkedAt(kv: Deno.Kv, kind: PurgeKind, id: string): Promise<number | null> {
  return (await kv.get<number>(KEYS.purge(kind, id))).value;
}

/** Deletes every key `selector` lists, `PURGE_BATCH` to a commit; answers how many. */
export async function deleteInBatches(kv: Deno.Kv, selector: Deno.KvListSelector): Promise<number> {
  let deleted = 0;
  for (;;) {
    const keys = (await Array.fromAsync(kv.list(selector, { limit: PURGE_BATCH }))).map((entry) => entry.key);
    if (keys.length === 0) return deleted;
    const op = kv.atomic();
    for (const key of keys) op.delete(key);
    await op.commit();
    deleted += keys.length;
  }
}

/**
 * Finishes every purge a crash left (each by the function of its kind, which ends it); answers how
 * many. One that fails is logged by the caller's catch and tried again at the next sweep.
 */
export async function sweepPurges(kv: Deno.Kv, purgers: Record<PurgeKind, (kv: Deno.Kv, id: string) => Promise<void>>): Promise<number> {
  let finished = 0;
  for await (const { key } of kv.list({ prefix: KEYS.purges() })) {
    const purge = purgers[key[1] as PurgeKind];
    if (!purge) continue;
    await purge(kv, String(key[2]));
    finished++;
  }
  return finished;
}

/** Small helpers over Deno KV shared by the stores. */
import { conflict, STALE_EDIT_MESSAGE } from "../errors.ts";
import { backOff } from "./rate-windows.ts";

/** Reads every value under a prefix, in key order. */
export async function listValues<T>(kv: Deno.Kv, prefix: Deno.KvKey): Promise<Deno.KvEntry<T>[]> {
  const entries: Deno.KvEntry<T>[] = [];
  for await (const entry of kv.list<T>({ prefix })) entries.push(entry);
  return entries;
}

/** The last key part of each entry under an index prefix (the id the index points to); with `limit`, of the first that many. */
export async function listIndexIds(kv: Deno.Kv, prefix: Deno.KvKey, limit?: number): Promise<string[]> {
  const ids: string[] = [];
  for await (const entry of kv.list({ prefix }, { limit })) ids.push(String(entry.key[entry.key.length - 1]));
  return ids;
}

/** A record as the API shows it: the stored value plus its versionstamp as `version`. */
export function withVersion<T extends object>(entry: Deno.KvEntryMaybe<T>): (T & { version: string }) | null {
  return entry.value === null ? null : { ...entry.value, version: entry.versionstamp! };
}

/** A copy of `record` without the keys whose value is undefined: a store keeps only what was given. */
export function withoutUndefined<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

/** Refuses a save made from a stale copy: the client's version must match the stored one. */
export function assertFresh(expected: string | undefined, current: string | null) {
  if (expected !== undefined && expected !== current) throw conflict(STALE_EDIT_MESSAGE);
}

/** Rounds a transaction may lose before it gives up: far more than writers racing on one record. */
export const MAX_TRANSACTION_ATTEMPTS = 64;

/**
 * Runs a read-check-write transaction until it commits: `attempt` reads, builds an atomic operation
 * with checks on what it read, and returns it with the result. A concurrent write makes the commit
 * fail its checks, and the attempt waits a random moment (so racers spread out) and re-reads. Every
 * lost round means another writer committed, so a burst of writers on one record (a chat session
 * takes each visitor message and each reply) all get through; only a flood ends in 409.
 */
export async function transact<R>(attempt: () => Promise<{ op: Deno.AtomicOperation; result: R }>): Promise<R> {
  for (let i = 0; i < MAX_TRANSACTION_ATTEMPTS; i++) {
    const { op, result } = await attempt();
    const res = await op.commit();
    if (res.ok) return result;
    await backOff(i);
  }
  throw conflict("The item is being changed by someone else right now. Please try again.");
}

/** Records one commit checks and rewrites at most: Deno KV takes 100 checks in one commit, and other checks come along. */
const MAX_REWRITTEN = 90;
/** Their bytes one commit writes at most, of Deno KV's 800 KiB (each counted generously: two bytes a character of its JSON). */
const MAX_REWRITTEN_BYTES = 512 * 1024;

/**
 * The first of `items` that one commit can check and rewrite (at least one), each item's record
 * given by `valueOf`; a change to more (or larger) records goes in several commits. A rewrite that
 * writes each record `copies` times (the record and its versions) counts each that many times, and
 * at most `maxItems` go in one commit (each item's mutations times it must stay under 1,000).
 */
export function firstRewriteBatch<T>(items: T[], valueOf: (item: T) => unknown, { copies = 1, maxItems = MAX_REWRITTEN } = {}): T[] {
  let bytes = 0;
  const batch: T[] = [];
  for (const item of items) {
    bytes += 2 * copies * (JSON.stringify(valueOf(item))?.length ?? 0);
    if (batch.length > 0 && (batch.length === Math.min(maxItems, MAX_REWRITTEN) || bytes > MAX_REWRITTEN_BYTES)) break;
    batch.push(item);
  }
  return batch;
}

/**
 * What tells open staff desks their list changed: a counter per desk, raised by one in the commit of
 * every write that changes what the desk lists, so an instance watching it (kv.watch) hears of
 * writes made on any instance. Its versionstamp is the list's version (its ETag): read before the
 * list, so a list is never older than the version it is answered with.
 *
 *   ["desk_changed", desk] -> KvU64 count
 */
import { type Desk, DESKS } from "../../contract/desk-feed.ts";
import type { WriteTarget } from "./group-commit.ts";
import { KEYS } from "./keys.ts";

/** Adds "this desk's list changed" to a write (an atomic operation or a grouped write). */
export function markDeskChanged<T extends WriteTarget>(op: T, desk: Desk): T {
  return op.sum(KEYS.deskChanged(desk), 1n);
}

/** The version of a desk's list: the versionstamp of its last change ("0" before any). */
export async function deskVersion(kv: Deno.Kv, desk: Desk): Promise<string> {
  return (await kv.get(KEYS.deskChanged(desk))).versionstamp ?? "0";
}

/** The desks' versions as they change: the current ones first, then each time one changes. */
export function watchDesks(kv: Deno.Kv, desks: readonly Desk[] = DESKS): ReadableStream<{ desk: Desk; version: string }[]> {
  return kv.watch(desks.map((desk) => KEYS.deskChanged(desk))).pipeThrough(
    new TransformStream<Deno.KvEntryMaybe<unknown>[], { desk: Desk; version: string }[]>({
      transform: (entries, out) => out.enqueue(entries.map((entry, i) => ({ desk: desks[i], version: entry.versionstamp ?? "0" }))),
    }),
  );
}

/**
 * Paging of every staff list (leads, bespoke requests, chats, users, media, the audit log) on Deno
 * KV: one cursor codec and one range read.
 *
 * A cursor is `{p, ...}` in URL-safe base64: `p` names the list and its filters (its "plan"), so a
 * cursor made by another list, or by the same list under other filters, is refused (400) rather
 * than read from the wrong range; the rest is where the range read stopped (Deno KV's own cursor,
 * `c`) or the last id answered (`after`).
 *
 * `readPage` is the one range read: an index's range from the cursor on, newest first by default,
 * keeping what passes the list's filters, until `limit` items or `budget` entries read (then fewer
 * items and a cursor to go on, never a slow request). Nothing reads a whole list to slice it.
 */
import { badRequest } from "../errors.ts";

export const BAD_CURSOR = "This cursor belongs to another list. Start again without it.";

/** Entries one request reads at most, over every range of a page. */
export const SCAN_BUDGET = 4_000;

export type Cursor = { p: string; c?: string; after?: string };

export function encodeCursor(cursor: Cursor): string {
  const bytes = new TextEncoder().encode(JSON.stringify(cursor));
  return btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join("")).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function decodeText(text: string): string {
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
}

/** The cursor `text` of the list `plan`; undefined without one; 400 for one of another list or filters. */
export function decodeCursor(text: string | undefined, plan: string): Cursor | undefined {
  if (!text) return undefined;
  try {
    const cursor = JSON.parse(decodeText(text)) as Cursor;
    if (cursor && cursor.p === plan && (cursor.c === undefined || typeof cursor.c === "string")) return cursor;
  } catch { /* refused below */ }
  throw badRequest(BAD_CURSOR);
}

/** The plan of a list under its filters: the list's name and each filter set, in a fixed order. */
export function planOf(list: string, filters: Record<string, unknown>): string {
  const set = Object.entries(filters).filter(([, v]) => v !== undefined && v !== "").sort(([a], [b]) => a.localeCompare(b));
  return `${list}?${set.map(([k, v]) => `${k}=${String(v)}`).join("&")}`;
}

export type PageRead<T, R> = {
  /** The list and its filters (`planOf`): the cursor's owner. */
  plan: string;
  selector: Deno.KvListSelector;
  cursor: string | undefined;
  limit: number;
  /** Oldest first; newest first (reverse key order) by default. */
  oldestFirst?: boolean;
  /** What an entry answers (undefined: left out, as a filter that does not pass or a record gone). */
  pick: (entry: Deno.KvEntry<T>) => R | undefined | Promise<R | undefined>;
  budget?: number;
};

/**
 * One page of a range: the entries from the cursor on that `pick` keeps, at most `limit`, reading
 * at most `budget` entries; `next` is null once the range is read to its end.
 */
export async function readPage<T, R>(kv: Deno.Kv, read: PageRead<T, R>): Promise<{ items: R[]; next: string | null }> {
  const cursor = decodeCursor(read.cursor, read.plan);
  const budget = read.budget ?? SCAN_BUDGET;
  let iterator: Deno.KvListIterator<T>;
  try {
    iterator = kv.list<T>(read.selector, { reverse: !read.oldestFirst, cursor: cursor?.c, batchSize: Math.min(500, read.limit + 1) });
  } catch {
    throw badRequest(BAD_CURSOR);
  }
  const items: R[] = [];
  let scanned = 0;
  try {
    for await (const entry of iterator) {
      scanned++;
      const item = await read.pick(entry);
      if (item !== undefined) items.push(item);
      if (items.length >= read.limit || scanned >= budget) return { items, next: encodeCursor({ p: read.plan, c: iterator.cursor }) };
    }
  } catch (error) {
    // A cursor of the right plan but edited by hand: Deno KV cannot read from it.
    if (cursor && scanned === 0) throw badRequest(BAD_CURSOR);
    throw error;
  }
  return { items, next: null };
}

/** Every page of a list, one after another, for an export that streams: each page read only when the last is written. */
export async function* everyPage<R>(page: (cursor: string | undefined) => Promise<{ items: R[]; next: string | null }>): AsyncGenerator<R[]> {
  let cursor: string | undefined;
  do {
    const read = await page(cursor);
    yield read.items;
    cursor = read.next ?? undefined;
  } while (cursor);
}

/** Values by key, ten per read (Deno KV's getMany limit), in the order asked (null for none). */
export async function getValues<T>(kv: Deno.Kv, keys: Deno.KvKey[]): Promise<(T | null)[]> {
  const batches: Deno.KvKey[][] = [];
  for (let i = 0; i < keys.length; i += 10) batches.push(keys.slice(i, i + 10));
  const read = await Promise.all(batches.map((batch) => kv.getMany<T[]>(batch)));
  return read.flat().map((entry) => entry.value);
}

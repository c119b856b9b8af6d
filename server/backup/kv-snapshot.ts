/**
 * A consistent copy of the live KV database, and its keys counted per top-level prefix.
 *
 * The embedded Deno KV database is SQLite in WAL mode. `VACUUM INTO` runs in one read transaction,
 * so the copy holds exactly the commits made before it began, whatever the server writes
 * meanwhile (writers are not blocked: WAL readers see a snapshot). A commit the server has
 * acknowledged is in the WAL before the acknowledgement, so it is in the copy.
 */
import { DatabaseSync } from "node:sqlite";
import type { PrefixCount } from "./layout.ts";

/** Keys whose first part is not a string are counted under this name. */
export const OTHER_PREFIX = "(not a string)";

/** Copies the database at `source` into `target` (which must not exist yet). */
export function snapshotKv(source: string, target: string): void {
  const db = new DatabaseSync(source, { readOnly: true });
  try {
    // A checkpoint of the server's may hold the lock for a moment.
    db.exec("PRAGMA busy_timeout = 10000");
    db.prepare("VACUUM INTO ?").run(target);
  } finally {
    db.close();
  }
}

/** Keys per top-level prefix of a snapshot file, read with SQL (the file is not changed). */
export function countSnapshotKeys(file: string): Record<string, PrefixCount> {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const counts: Record<string, PrefixCount> = {};
    for (const row of db.prepare("SELECT k, expiration_ms FROM kv").iterate()) {
      const prefix = firstKeyPart(row.k as Uint8Array);
      const count = counts[prefix] ??= { keys: 0, expiring: 0 };
      count.keys++;
      if (Number(row.expiration_ms) >= 0) count.expiring++;
    }
    return counts;
  } finally {
    db.close();
  }
}

/** Keys per top-level prefix, as Deno KV itself lists them (expired keys are not listed). */
export async function countKvKeys(kv: Deno.Kv): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for await (const entry of kv.list({ prefix: [] })) {
    const first = entry.key[0];
    const prefix = typeof first === "string" ? first : OTHER_PREFIX;
    counts[prefix] = (counts[prefix] ?? 0) + 1;
  }
  return counts;
}

/**
 * The first part of an encoded key when it is a string. Deno KV encodes keys as FoundationDB
 * tuples: a string is the byte 0x02, its UTF-8 bytes with each 0x00 written 0x00 0xFF, then 0x00.
 */
export function firstKeyPart(key: Uint8Array): string {
  if (key[0] !== 0x02) return OTHER_PREFIX;
  const bytes: number[] = [];
  for (let i = 1; i < key.length; i++) {
    if (key[i] !== 0x00) bytes.push(key[i]);
    else if (key[i + 1] === 0xff) {
      bytes.push(0x00);
      i++;
    } else break;
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

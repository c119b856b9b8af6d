/**
 * The public catalogue answers, kept ready to send: the JSON text and its gzip form, per path.
 * Every catalogue write bumps a version key in KV; each read compares that key's versionstamp (one
 * point read) with the one its entry was built at, so a write made by any server instance sharing
 * the database is seen on the next read, and a cache hit skips listing, serialising and compressing.
 */
import { KEYS } from "../kv/keys.ts";

const VERSION_KEY = KEYS.setting("catalogue_version");
const MAX_ENTRIES = 2_000;

type Entry = { version: string | null; json: Uint8Array<ArrayBuffer>; gzip?: Uint8Array<ArrayBuffer> };

export type CatalogueCache = {
  /** The answer for `path`, built by `produce` when missing or stale; null answers are not kept. */
  read(path: string, produce: () => Promise<string | null>): Promise<Entry | null>;
  /** The gzip form of an entry, compressed once. */
  gzip(entry: Entry): Promise<Uint8Array<ArrayBuffer>>;
  /** Marks every cached answer stale, here and on every other instance. */
  invalidate(): Promise<void>;
};

const caches = new WeakMap<Deno.Kv, CatalogueCache>();

export function catalogueCache(kv: Deno.Kv): CatalogueCache {
  let cache = caches.get(kv);
  if (!cache) {
    cache = createCatalogueCache(kv);
    caches.set(kv, cache);
  }
  return cache;
}

function createCatalogueCache(kv: Deno.Kv): CatalogueCache {
  const entries = new Map<string, Entry>();
  return {
    async read(path, produce) {
      const { versionstamp } = await kv.get(VERSION_KEY);
      const cached = entries.get(path);
      if (cached && cached.version === versionstamp) return cached;
      const json = await produce();
      if (json === null) return null;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      // Kept encoded: sending bytes skips a UTF-8 encoding of the whole answer per request.
      const entry: Entry = { version: versionstamp, json: new TextEncoder().encode(json) };
      entries.set(path, entry);
      return entry;
    },
    async gzip(entry) {
      if (!entry.gzip) {
        const stream = new Blob([entry.json]).stream().pipeThrough(new CompressionStream("gzip"));
        entry.gzip = new Uint8Array(await new Response(stream).arrayBuffer());
      }
      return entry.gzip;
    },
    async invalidate() {
      entries.clear();
      await kv.set(VERSION_KEY, Date.now());
    },
  };
}

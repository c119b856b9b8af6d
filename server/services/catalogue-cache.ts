/**
 * Ready answers kept as bytes (and their gzip form), per path, valid for one catalogue version.
 * Every catalogue write bumps the version key in KV. Each instance watches that key (kv.watch): a
 * write made by any instance sharing the database clears the cache within moments, and a write made
 * here clears it at once. A hit costs no database read at all.
 */
import { KEYS } from "../kv/keys.ts";

const VERSION_KEY = KEYS.catalogueVersion();
const MAX_ENTRIES = 2_000;

/** One prepared answer: the JSON bytes, and the gzip form once asked for. */
export type CachedAnswer = { version: string | null; json: Uint8Array<ArrayBuffer>; gzip?: Uint8Array<ArrayBuffer> };

export type AnswerCache = {
  /** The answer for `path`, built by `produce` when missing or stale; null answers are not kept. */
  read(path: string, produce: () => Promise<string | null>): Promise<CachedAnswer | null>;
  /** The gzip form of an answer, compressed once. */
  gzip(entry: CachedAnswer): Promise<Uint8Array<ArrayBuffer>>;
  /** Marks every cached answer stale, here and on every other instance. */
  invalidate(): Promise<void>;
};

export function createAnswerCache(kv: Deno.Kv): AnswerCache {
  const entries = new Map<string, CachedAnswer>();
  /** The version key's versionstamp as last seen; undefined until the watch has reported it. */
  let known: string | null | undefined;
  let watching = false;

  function watch() {
    if (watching) return;
    watching = true;
    (async () => {
      try {
        for await (const [entry] of kv.watch([VERSION_KEY])) {
          if (entry.versionstamp !== known) entries.clear();
          known = entry.versionstamp;
        }
      } catch {
        // the database was closed
      } finally {
        watching = false;
        known = undefined;
      }
    })();
  }

  async function version(): Promise<string | null> {
    if (known !== undefined) return known;
    watch();
    return (await kv.get(VERSION_KEY)).versionstamp;
  }

  return {
    async read(path, produce) {
      const current = await version();
      const cached = entries.get(path);
      if (cached && cached.version === current) return cached;
      const json = await produce();
      if (json === null) return null;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      // Kept encoded: sending bytes skips a UTF-8 encoding of the whole answer per request.
      const entry: CachedAnswer = { version: current, json: new TextEncoder().encode(json) };
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
      const { versionstamp } = await kv.set(VERSION_KEY, Date.now());
      // Read-your-writes here, without waiting for the watch to report it.
      if (known !== undefined) known = versionstamp;
    },
  };
}

/**
 * Group read: reads of a few keys each that arrive while one is running go together, at most ten
 * keys (Deno KV's getMany limit) in one database round trip. A caller's keys are always read in one
 * `getMany`, so they come from one snapshot, as its own `getMany` would. Alone, a read goes at once.
 * A shared round trip that fails is made again for each caller alone, so a read fails only on its own keys.
 */
const MAX_KEYS = 10;

type Pending = { keys: Deno.KvKey[]; done: (entries: Deno.KvEntryMaybe<unknown>[]) => void; fail: (error: unknown) => void };
type Queue = { pending: Pending[]; running: boolean };

const queues = new WeakMap<Deno.Kv, Queue>();

async function readAlone(kv: Deno.Kv, item: Pending): Promise<void> {
  try {
    item.done(await kv.getMany(item.keys));
  } catch (error) {
    item.fail(error);
  }
}

async function readBatch(kv: Deno.Kv, batch: Pending[]): Promise<void> {
  if (batch.length === 1) return await readAlone(kv, batch[0]);
  let entries: Deno.KvEntryMaybe<unknown>[];
  try {
    entries = await kv.getMany(batch.flatMap((item) => item.keys));
  } catch {
    await Promise.all(batch.map((item) => readAlone(kv, item)));
    return;
  }
  let at = 0;
  for (const item of batch) {
    item.done(entries.slice(at, at + item.keys.length));
    at += item.keys.length;
  }
}

/** Splits `pending` into batches of at most MAX_KEYS keys, each caller's keys whole in one. */
function batchesOf(pending: Pending[]): Pending[][] {
  const batches: Pending[][] = [];
  let batch: Pending[] = [];
  let keys = 0;
  for (const item of pending) {
    if (batch.length > 0 && keys + item.keys.length > MAX_KEYS) {
      batches.push(batch);
      batch = [];
      keys = 0;
    }
    batch.push(item);
    keys += item.keys.length;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

async function drain(kv: Deno.Kv, queue: Queue): Promise<void> {
  try {
    while (queue.pending.length > 0) {
      const pending = queue.pending;
      queue.pending = [];
      await Promise.all(batchesOf(pending).map((batch) => readBatch(kv, batch)));
    }
  } finally {
    queue.running = false;
  }
}

/** `kv.getMany(keys)`, shared with the reads of the same moment; more than ten keys go alone (and are refused). */
export function getManyGrouped(kv: Deno.Kv, keys: Deno.KvKey[]): Promise<Deno.KvEntryMaybe<unknown>[]> {
  if (keys.length > MAX_KEYS) return kv.getMany(keys);
  let queue = queues.get(kv);
  if (!queue) queues.set(kv, queue = { pending: [], running: false });
  const promise = new Promise<Deno.KvEntryMaybe<unknown>[]>((done, fail) => queue.pending.push({ keys, done, fail }));
  if (!queue.running) {
    queue.running = true;
    void drain(kv, queue);
  }
  return promise;
}

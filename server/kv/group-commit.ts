/**
 * Group commit: small writes that need not be in the request's own commit (the outbox's messages,
 * the mail states recorded after an answer) share one atomic commit per database handle. While one
 * group is committing, the writes that arrive wait and go together in the next, so under load many
 * writes cost one durable commit, and alone a write waits only for the next turn of the event loop.
 *
 * Each write keeps its own meaning: its promise resolves only after a commit that holds it is
 * durable, with that commit's result. A group refused (a check of one write failed, or a limit of
 * Deno KV was reached) is committed again one write at a time, so a write fails only on its own checks.
 * Two writes that touch (check or set) the same key never share a group: both checks would pass
 * against the same stored version and the second set would undo the first. The later one waits for
 * the next group, where its check sees the first one's write.
 */

/** One write: its checks and its sets, committed together (and with others' when grouped). */
export type GroupedWrite = {
  checks?: Deno.AtomicCheck[];
  sets: { key: Deno.KvKey; value: unknown; expireIn?: number }[];
};

/**
 * What a write can be built on: an atomic operation, or a `WriteSet` for the group commit. Helpers
 * that add their part of a write (a rate window's hit, a thread link) take either.
 */
export interface WriteTarget {
  check(...checks: Deno.AtomicCheck[]): this;
  set(key: Deno.KvKey, value: unknown, options?: { expireIn?: number }): this;
}

/** A write built step by step, as an atomic operation is, and then given to `commitGrouped`. */
export class WriteSet implements WriteTarget, GroupedWrite {
  readonly checks: Deno.AtomicCheck[] = [];
  readonly sets: GroupedWrite["sets"] = [];
  check(...checks: Deno.AtomicCheck[]): this {
    this.checks.push(...checks);
    return this;
  }
  set(key: Deno.KvKey, value: unknown, options?: { expireIn?: number }): this {
    this.sets.push(options?.expireIn === undefined ? { key, value } : { key, value, expireIn: options.expireIn });
    return this;
  }
}

type Pending = { write: GroupedWrite; bytes: number; keys: string[]; done: (result: Deno.KvCommitResult | Deno.KvCommitError) => void; fail: (error: unknown) => void };

/**
 * Below Deno KV's limits on one atomic operation (100 checks, 1000 mutations, 800 KiB of mutations)
 * with room to spare; a write over them alone is committed alone.
 */
const MAX_GROUP = { writes: 40, checks: 80, sets: 400, bytes: 256 * 1024 };

/** The size a value adds to a commit, roughly: counters 8 bytes, strings their length, the rest as JSON. */
function valueSize(value: unknown): number {
  if (value instanceof Deno.KvU64) return 8;
  if (typeof value === "string") return value.length;
  try {
    return JSON.stringify(value)?.length ?? 8;
  } catch {
    // BigInts inside a value: counted as 0 (a replacer slows every call, so only when one is met).
    return JSON.stringify(value, (_k, v) => typeof v === "bigint" ? 0 : v).length;
  }
}

/** The size a write adds to a commit, roughly (keys' parts and values). */
function sizeOf(write: GroupedWrite): number {
  let bytes = 0;
  for (const set of write.sets) bytes += set.key.join("").length + valueSize(set.value);
  return bytes;
}

/**
 * A key as a string, equal for equal keys. Different keys may meet (the number 1 and the string
 * "1", a string part holding the separator): then two writes merely wait for separate groups.
 */
function keyId(key: Deno.KvKey): string {
  return key.join("\u0001");
}

/** Every key the write checks or sets. */
function keysOf(write: GroupedWrite): string[] {
  const keys = write.sets.map((set) => keyId(set.key));
  for (const check of write.checks ?? []) keys.push(keyId(check.key));
  return keys;
}

function addTo(op: Deno.AtomicOperation, write: GroupedWrite): Deno.AtomicOperation {
  if (write.checks?.length) op.check(...write.checks);
  for (const set of write.sets) op.set(set.key, set.value, set.expireIn === undefined ? undefined : { expireIn: set.expireIn });
  return op;
}

type Queue = { pending: Pending[]; running: boolean };

const queues = new WeakMap<Deno.Kv, Queue>();

/**
 * Takes from `pending`, in order, as many writes as one commit holds (at least the first). A write
 * touching a key of one taken, or of one left waiting before it, waits too: writes to one key keep
 * their order, each in a later group.
 */
function nextGroup(queue: Queue): Pending[] {
  const group: Pending[] = [];
  const waiting: Pending[] = [];
  const touched = new Set<string>();
  let checks = 0, sets = 0, bytes = 0;
  for (const item of queue.pending) {
    const full = group.length >= MAX_GROUP.writes || checks + (item.write.checks?.length ?? 0) > MAX_GROUP.checks ||
      sets + item.write.sets.length > MAX_GROUP.sets || bytes + item.bytes > MAX_GROUP.bytes;
    if (group.length > 0 && (full || item.keys.some((key) => touched.has(key)))) {
      waiting.push(item);
    } else {
      group.push(item);
      checks += item.write.checks?.length ?? 0;
      sets += item.write.sets.length;
      bytes += item.bytes;
    }
    for (const key of item.keys) touched.add(key);
  }
  queue.pending = waiting;
  return group;
}

async function commitAlone(kv: Deno.Kv, item: Pending): Promise<void> {
  try {
    item.done(await addTo(kv.atomic(), item.write).commit());
  } catch (error) {
    item.fail(error);
  }
}

async function commitGroup(kv: Deno.Kv, group: Pending[]): Promise<void> {
  if (group.length === 1) return await commitAlone(kv, group[0]);
  let result: Deno.KvCommitResult | Deno.KvCommitError | undefined;
  try {
    const op = kv.atomic();
    for (const item of group) addTo(op, item.write);
    result = await op.commit();
  } catch {
    result = undefined;
  }
  if (result?.ok) {
    for (const item of group) item.done(result);
    return;
  }
  for (const item of group) await commitAlone(kv, item);
}

async function drain(kv: Deno.Kv, queue: Queue): Promise<void> {
  // One turn of the event loop first, so the writes started together go together.
  await new Promise((resolve) => setTimeout(resolve, 0));
  try {
    while (queue.pending.length > 0) await commitGroup(kv, nextGroup(queue));
  } finally {
    queue.running = false;
  }
}

/**
 * Commits `write` in the next group commit on `kv`. Resolves with the commit's result once it is
 * durable: `ok: false` only when one of the write's own checks failed. Rejects as `commit()` would.
 */
export function commitGrouped(kv: Deno.Kv, write: GroupedWrite): Promise<Deno.KvCommitResult | Deno.KvCommitError> {
  let queue = queues.get(kv);
  if (!queue) queues.set(kv, queue = { pending: [], running: false });
  const promise = new Promise<Deno.KvCommitResult | Deno.KvCommitError>((done, fail) => {
    queue.pending.push({ write, bytes: sizeOf(write), keys: keysOf(write), done, fail });
  });
  if (!queue.running) {
    queue.running = true;
    void drain(kv, queue);
  }
  return promise;
}

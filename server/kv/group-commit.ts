/**
 * Group commit: small writes of the same moment (a new inquiry's, the outbox's messages, the mail
 * states recorded after an answer) share one atomic commit per database handle. While one
 * group is committing, the writes that arrive wait and go together in the next, so under load many
 * writes cost one durable commit, and alone a write waits only for the next turn of the event loop.
 *
 * Each write keeps its own meaning: its promise resolves only after a commit that holds it is
 * durable, with that commit's result. A group refused (a check of one write failed, or a limit of
 * Deno KV was reached) is committed again one write at a time, so a write fails only on its own checks.
 * Two writes that touch (check or set) the same key never share a group: both checks would pass
 * against the same stored version and the second set would undo the first. The later one waits for
 * the next group; once the first is committed, a waiting write that checked one of its keys at an
 * older version can only fail, and fails at once, so it never costs its own group a commit.
 */

/** One write: its checks and its sets, committed together (and with others' when grouped). */
export type GroupedWrite = {
  checks?: Deno.AtomicCheck[];
  sets: { key: Deno.KvKey; value: unknown; expireIn?: number }[];
  /**
   * Counters raised (KvU64 `sum`): sums commute, so two writes raising one counter still share a
   * group (a desk's "changed" count, raised by every inquiry).
   */
  sums?: { key: Deno.KvKey; n: bigint }[];
  /** Keys deleted (an outbox entry delivered): touched as a set key is. */
  deletes?: Deno.KvKey[];
};

/**
 * What a write can be built on: an atomic operation, or a `WriteSet` for the group commit. Helpers
 * that add their part of a write (a rate window's hit, a thread link) take either.
 */
export interface WriteTarget {
  check(...checks: Deno.AtomicCheck[]): this;
  set(key: Deno.KvKey, value: unknown, options?: { expireIn?: number }): this;
  sum(key: Deno.KvKey, n: bigint): this;
}

/** A write built step by step, as an atomic operation is, and then given to `commitGrouped`. */
export class WriteSet implements WriteTarget, GroupedWrite {
  readonly checks: Deno.AtomicCheck[] = [];
  readonly sets: GroupedWrite["sets"] = [];
  readonly sums: NonNullable<GroupedWrite["sums"]> = [];
  check(...checks: Deno.AtomicCheck[]): this {
    this.checks.push(...checks);
    return this;
  }
  set(key: Deno.KvKey, value: unknown, options?: { expireIn?: number }): this {
    this.sets.push(options?.expireIn === undefined ? { key, value } : { key, value, expireIn: options.expireIn });
    return this;
  }
  sum(key: Deno.KvKey, n: bigint): this {
    this.sums.push({ key, n });
    return this;
  }
}

type Pending = {
  write: GroupedWrite;
  bytes: number;
  keyBytes: number;
  /** Every key it checks or sets; the keys it sets; its checks' keys and the versions they expect. */
  keys: string[];
  setKeys: string[];
  /** Its sets, deletes and sums: what Deno KV counts as mutations (a lead's counters are many sums). */
  mutations: number;
  checks: { key: string; versionstamp: string | null }[];
  done: (result: Deno.KvCommitResult | Deno.KvCommitError) => void;
  fail: (error: unknown) => void;
};

/**
 * Below Deno KV's limits on one atomic operation (100 checks, 1000 mutations, 800 KiB of mutations,
 * 80 KiB of keys) with room to spare; a write over them alone is committed alone.
 */
const MAX_GROUP = { writes: 40, checks: 80, sets: 400, mutations: 800, bytes: 256 * 1024, keyBytes: 48 * 1024 };

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
  for (const sum of write.sums ?? []) bytes += sum.key.join("").length + 8;
  for (const key of write.deletes ?? []) bytes += key.join("").length;
  return bytes;
}

/**
 * A key as a string, equal for equal keys. Different keys may meet (the number 1 and the string
 * "1", a string part holding the separator): then two writes merely wait for separate groups.
 */
function keyId(key: Deno.KvKey): string {
  return key.join("\u0001");
}

/** A write as the queue keeps it: its size, and its keys as strings. */
function pendingOf(write: GroupedWrite, done: Pending["done"], fail: Pending["fail"]): Pending {
  const setKeys = [...write.sets.map((set) => set.key), ...write.deletes ?? []].map(keyId);
  const checks = (write.checks ?? []).map((check) => ({ key: keyId(check.key), versionstamp: check.versionstamp }));
  const keys = [...setKeys, ...checks.map((check) => check.key)];
  const mutations = setKeys.length + (write.sums?.length ?? 0);
  return { write, bytes: sizeOf(write), keyBytes: keys.reduce((total, key) => total + key.length, 0), keys, setKeys, mutations, checks, done, fail };
}

function addTo(op: Deno.AtomicOperation, write: GroupedWrite): Deno.AtomicOperation {
  if (write.checks?.length) op.check(...write.checks);
  for (const set of write.sets) op.set(set.key, set.value, set.expireIn === undefined ? undefined : { expireIn: set.expireIn });
  for (const sum of write.sums ?? []) op.sum(sum.key, sum.n);
  for (const key of write.deletes ?? []) op.delete(key);
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
  let checks = 0, sets = 0, mutations = 0, bytes = 0, keyBytes = 0;
  for (const item of queue.pending) {
    const full = group.length >= MAX_GROUP.writes || checks + item.checks.length > MAX_GROUP.checks ||
      sets + item.setKeys.length > MAX_GROUP.sets || mutations + item.mutations > MAX_GROUP.mutations || bytes + item.bytes > MAX_GROUP.bytes ||
      keyBytes + item.keyBytes > MAX_GROUP.keyBytes;
    if (group.length > 0 && (full || item.keys.some((key) => touched.has(key)))) {
      waiting.push(item);
    } else {
      group.push(item);
      checks += item.checks.length;
      sets += item.setKeys.length;
      mutations += item.mutations;
      bytes += item.bytes;
      keyBytes += item.keyBytes;
    }
    for (const key of item.keys) touched.add(key);
  }
  queue.pending = waiting;
  return group;
}

/**
 * After `committed` set the keys of `written`: each waiting write that checks one of them at another
 * version would fail its check (versionstamps only grow), so it fails now, left out of the next group.
 */
function failOutdated(queue: Queue, written: Pending[], committed: Deno.KvCommitResult): void {
  const keys = new Set(written.flatMap((item) => item.setKeys));
  queue.pending = queue.pending.filter((item) => {
    const outdated = item.checks.some((check) => check.versionstamp !== committed.versionstamp && keys.has(check.key));
    if (outdated) item.done({ ok: false });
    return !outdated;
  });
}

async function commitAlone(kv: Deno.Kv, queue: Queue, item: Pending): Promise<void> {
  try {
    const result = await addTo(kv.atomic(), item.write).commit();
    if (result.ok) failOutdated(queue, [item], result);
    item.done(result);
  } catch (error) {
    item.fail(error);
  }
}

async function commitGroup(kv: Deno.Kv, queue: Queue, group: Pending[]): Promise<void> {
  if (group.length === 1) return await commitAlone(kv, queue, group[0]);
  let result: Deno.KvCommitResult | Deno.KvCommitError | undefined;
  try {
    const op = kv.atomic();
    for (const item of group) addTo(op, item.write);
    result = await op.commit();
  } catch {
    result = undefined;
  }
  if (result?.ok) {
    failOutdated(queue, group, result);
    for (const item of group) item.done(result);
    return;
  }
  for (const item of group) await commitAlone(kv, queue, item);
}

async function drain(kv: Deno.Kv, queue: Queue): Promise<void> {
  // One turn of the event loop first, so the writes started together go together.
  await new Promise((resolve) => setTimeout(resolve, 0));
  try {
    while (queue.pending.length > 0) await commitGroup(kv, queue, nextGroup(queue));
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
    queue.pending.push(pendingOf(write, done, fail));
  });
  if (!queue.running) {
    queue.running = true;
    void drain(kv, queue);
  }
  return promise;
}

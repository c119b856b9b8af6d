/**
 * Group commit: small writes that need not be in the request's own commit (the outbox's messages,
 * the mail states recorded after an answer) share one atomic commit per database handle. While one
 * group is committing, the writes that arrive wait and go together in the next, so under load many
 * writes cost one durable commit, and alone a write waits only for the next turn of the event loop.
 *
 * Each write keeps its own meaning: its promise resolves only after a commit that holds it is
 * durable, with that commit's result. A group refused (a check of one write failed, or a limit of
 * Deno KV was reached) is committed again one write at a time, so a write fails only on its own checks.
 */

/** One write: its checks and its sets, committed together (and with others' when grouped). */
export type GroupedWrite = {
  checks?: Deno.AtomicCheck[];
  sets: { key: Deno.KvKey; value: unknown; expireIn?: number }[];
};

type Pending = { write: GroupedWrite; bytes: number; done: (result: Deno.KvCommitResult | Deno.KvCommitError) => void; fail: (error: unknown) => void };

/**
 * Below Deno KV's limits on one atomic operation (100 checks, 1000 mutations, 800 KiB of mutations)
 * with room to spare; a write over them alone is committed alone.
 */
const MAX_GROUP = { writes: 40, checks: 80, sets: 400, bytes: 256 * 1024 };

/** JSON of `value`, BigInts written as 0 (a replacer slows every call, so only when one is met). */
function jsonOf(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return JSON.stringify(value, (_k, v) => typeof v === "bigint" ? 0 : v);
  }
}

/** The size a write adds to a commit, roughly (keys and values as JSON; BigInts counted as 8 bytes). */
function sizeOf(write: GroupedWrite): number {
  return write.sets.reduce((total, set) => total + jsonOf([set.key, set.value]).length, 0);
}

function addTo(op: Deno.AtomicOperation, write: GroupedWrite): Deno.AtomicOperation {
  if (write.checks?.length) op.check(...write.checks);
  for (const set of write.sets) op.set(set.key, set.value, set.expireIn === undefined ? undefined : { expireIn: set.expireIn });
  return op;
}

type Queue = { pending: Pending[]; running: boolean };

const queues = new WeakMap<Deno.Kv, Queue>();

/** Takes from the front of `pending` as many writes as one commit holds (at least one). */
function nextGroup(pending: Pending[]): Pending[] {
  let checks = 0, sets = 0, bytes = 0, count = 0;
  for (const item of pending) {
    checks += item.write.checks?.length ?? 0;
    sets += item.write.sets.length;
    bytes += item.bytes;
    if (count > 0 && (count >= MAX_GROUP.writes || checks > MAX_GROUP.checks || sets > MAX_GROUP.sets || bytes > MAX_GROUP.bytes)) break;
    count++;
  }
  return pending.splice(0, count);
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
    while (queue.pending.length > 0) await commitGroup(kv, nextGroup(queue.pending));
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
    queue.pending.push({ write, bytes: sizeOf(write), done, fail });
  });
  if (!queue.running) {
    queue.running = true;
    void drain(kv, queue);
  }
  return promise;
}

/**
 * The outbox worker: delivers what writes left in the outbox (kv/outbox.ts), the emails through the
 * mailer (SMTP, or without SMTP_URL the local outbox `deno task outbox` reads) and the pushes through
 * Web Push. It is woken in this process right after a commit that wrote entries (`post`, or a
 * store's commit followed by `wake()`), so a code the user waits for goes out at once; `start()`
 * adds polling, which finds what other instances wrote, what a restart left and retries that came
 * due. Each entry is taken with a lease, so of several instances one delivers it at a time.
 *
 * A failed delivery is tried again after a backoff (doubling from `retryBaseMs` up to `retryCapMs`)
 * until `giveUpAfterMs` since the entry was written; then the entry goes and, for an inquiry's
 * email, the inquiry records it `failed`. Delivery is at least once: a crash between a send and the
 * entry's delete sends it again after the lease, under the same message id.
 */
import { dueEntries, type Ended, endJob, finish, type Leased, lease, type OutboxItem, type OutboxMessage, postToOutbox, retryLater, takeJob } from "../kv/outbox.ts";
import type { MailMessage, Mailer } from "../mail/mailer.ts";
import { log } from "../observe/log.ts";
import { outsideRequest, withRequest } from "../observe/request-context.ts";
import type { Push } from "../push/notify.ts";

/** One delivery's outcome: sent, or the error it failed with. */
type Sent = { ok: true } | { ok: false; error?: string };
export type OutboxTiming = {
  /** How long a worker holds an entry it took: longer than the slowest send (SMTP's timeouts add to 40 s). */
  leaseMs: number;
  /** How often a started worker looks for entries it was not woken for. */
  pollMs: number;
  retryBaseMs: number;
  retryCapMs: number;
  giveUpAfterMs: number;
  /** Entries taken at a time, and sent at once. */
  batch: number;
  concurrency: number;
};

export const OUTBOX_TIMING: OutboxTiming = {
  leaseMs: 60_000,
  pollMs: 5_000,
  retryBaseMs: 2_000,
  retryCapMs: 60_000,
  giveUpAfterMs: 24 * 3_600_000,
  batch: 100,
  concurrency: 8,
};

export type Outbox = {
  /** Writes `items` in a commit of their own and wakes the worker (for a change already committed). */
  post(items: OutboxItem[]): Promise<void>;
  /** Delivers what is due now, soon (after a commit that wrote entries). */
  wake(): void;
  /** Polls every `pollMs` from now on (the server; tests rely on `wake`). */
  start(): void;
  /** No more work starts; resolves when the running work has ended. */
  stop(): Promise<void>;
  /** Resolves once nothing in the outbox is due now and no delivery runs (tests, shutdown). */
  settled(): Promise<void>;
};

export function createOutbox(
  kv: Deno.Kv,
  senders: { mailer: Mailer; push: Push },
  options: { timing?: Partial<OutboxTiming>; now?: () => number } = {},
): Outbox {
  const timing = { ...OUTBOX_TIMING, ...options.timing };
  // Read at each use, like every write's `Date.now()`: entries and the worker keep one clock.
  const now = options.now ?? (() => Date.now());
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let polling = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const backoff = (attempts: number) => Math.min(timing.retryCapMs, timing.retryBaseMs * 2 ** Math.max(0, attempts - 1));

  /** Sends one entry: ok when it went out, else the error. Its log lines name the request that wrote it. */
  function send(held: Leased): Promise<Sent> {
    const requestId = held.entry.requestId;
    return requestId ? withRequest(requestId, () => sendNow(held)) : sendNow(held);
  }

  async function sendNow({ entry }: Leased): Promise<Sent> {
    const message = entry.message;
    try {
      if (message.kind === "mail") return await senders.mailer.send({ ...message.mail, messageId: entry.id });
      await senders.push.deliver(message.audience, message.push);
      return { ok: true };
    } catch (error) {
      log.warn("outbox delivery failed", { outboxId: entry.id, kind: message.kind, error });
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }

  /**
   * Sends the entries of one inquiry (or one entry), then ends those sent or out of attempts in one
   * commit with the states they record, and sets the next attempt of the others.
   */
  async function deliver(group: Leased[]): Promise<void> {
    const sent = await Promise.all(group.map(send));
    const ended: Ended[] = [];
    const retries: Promise<unknown>[] = [];
    group.forEach((held, i) => {
      const { entry } = held;
      const result = sent[i];
      if (result.ok) ended.push({ held, outcome: "sent" });
      else if (now() - entry.createdAt + backoff(entry.attempts) > timing.giveUpAfterMs) {
        log.error("outbox message given up after its last attempt", { outboxId: entry.id, kind: entry.message.kind, attempts: entry.attempts, ...entry.record });
        ended.push({ held, outcome: "failed", error: result.error });
      } else retries.push(retryLater(kv, held, now() + backoff(entry.attempts)));
    });
    await Promise.all([ended.length ? finish(kv, ended) : undefined, ...retries]);
  }

  /** Takes and delivers what is due until nothing is; answers when the next entry comes due. */
  async function pass(): Promise<number | undefined> {
    for (;;) {
      const at = now();
      const { due, nextAt } = await dueEntries(kv, at, timing.batch);
      if (due.length === 0 || stopped) return nextAt;
      const held = (await Promise.all(due.map((entry) => lease(kv, entry, at + timing.leaseMs)))).filter((h) => h !== null);
      // An inquiry's entries go together: their states are recorded on it in one commit.
      const groups = [...Map.groupBy(held, (h) => h.entry.record?.inquiry ?? h.entry.id).values()];
      let next = 0;
      await Promise.all(Array.from({ length: Math.min(timing.concurrency, groups.length) }, async () => {
        while (next < groups.length) {
          const group = groups[next++];
          await deliver(group).catch((error) =>
            log.error("outbox entries could not be settled; they are tried again after their lease", { outboxId: group[0].entry.id, error })
          );
        }
      }));
    }
  }

  function schedule(nextAt: number | undefined) {
    clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    const at = polling ? Math.min(nextAt ?? Infinity, now() + timing.pollMs) : nextAt;
    if (at === undefined) return;
    const waiting = setTimeout(wake, Math.max(0, at - now()));
    if (polling) Deno.unrefTimer(waiting as unknown as number);
    timer = waiting;
  }

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    // Deliveries belong to no one request: the pass a request wakes sends others' messages too.
    running = outsideRequest(async () => {
      let nextAt: number | undefined;
      do {
        again = false;
        // One turn of the event loop first, so the commits of the same moment are delivered together.
        await new Promise((resolve) => setTimeout(resolve, 0));
        nextAt = await pass().catch((error) => {
          log.error("outbox pass failed; the next one tries again", { error });
          return now() + timing.retryBaseMs;
        });
      } while (again && !stopped);
      schedule(nextAt);
    }).finally(() => running = null);
  }

  return {
    async post(items) {
      await postToOutbox(kv, items);
      wake();
    },
    wake,
    start() {
      polling = true;
      wake();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    async settled() {
      for (;;) {
        if (running) {
          await running;
          continue;
        }
        const { due } = await dueEntries(kv, now(), 1);
        if (due.length === 0 || stopped) return;
        wake();
      }
    },
  };
}

/** An email as an outbox item. */
export const mailItem = (mail: MailMessage): OutboxItem => ({ message: { kind: "mail", mail } });

/** Outbox messages (pushes) as items. */
export const items = (messages: OutboxMessage[]): OutboxItem[] => messages.map((message) => ({ message }));

/** This process among the instances sharing the database: the owner of the jobs it takes. */
const INSTANCE = crypto.randomUUID();

/**
 * Runs scheduled job `name` (publishing, a sweep) unless another instance holds it, or it ran less
 * than `everyMs` ago: of several instances on one database, one runs it at a time, with a lease
 * (kv/outbox.ts `takeJob`) that outlives an instance killed mid-run by `leaseMs` at most. Answers
 * whether this call ran it. `owner` and `now`: for tests standing in for several instances.
 */
export async function runExclusive(
  kv: Deno.Kv,
  name: string,
  job: () => Promise<unknown>,
  options: { leaseMs: number; everyMs?: number; owner?: string; now?: () => number },
): Promise<boolean> {
  const owner = options.owner ?? INSTANCE;
  // Read at each use, like every write's `Date.now()`: entries and the worker keep one clock.
  const now = options.now ?? (() => Date.now());
  if (!(await takeJob(kv, name, owner, now(), options.leaseMs, options.everyMs))) return false;
  try {
    await job();
  } finally {
    await endJob(kv, name, owner, now());
  }
  return true;
}

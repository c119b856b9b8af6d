/**
 * Hashes and verifies passwords in a few workers, each working on one password at a time. argon2id
 * costs about a hundred milliseconds of CPU by design; on the thread that answers requests, a burst
 * of logins made every other request wait behind it. Jobs beyond the workers wait in a bounded
 * queue, in order; when the queue is full the request is refused at once (503 with Retry-After)
 * rather than left waiting longer than a client would. A worker idle for `idleMs` (30 s unless
 * said) is ended: each holds about 40 MB (its own V8 and argon2's 19 MiB of WebAssembly memory,
 * which never shrinks), and between bursts of logins the server should not carry them; a new one
 * starts in a few milliseconds of the next login's hundred.
 */
import { busy } from "../errors.ts";

export type PasswordJob = { op: "hash"; password: string } | { op: "verify"; password: string; hash: string | null };
export type PasswordResult = { value: string | boolean } | { error: string };

export type PasswordPool = {
  hash(password: string): Promise<string>;
  /** Whether the password matches; without a hash (unknown email) it is checked against a decoy, taking as long. */
  verify(password: string, hash: string | null | undefined): Promise<boolean>;
  /** Ends the workers; jobs running or waiting are rejected. */
  close(): void;
  /** How many workers are alive (working or idle). */
  liveWorkers(): number;
};

export type PoolSize = { workers: number; queue: number; idleMs?: number };

/** How long an idle worker is kept for the next password before it is ended. */
export const WORKER_IDLE_MS = 30_000;

export const PASSWORDS_BUSY = "Too many passwords are being checked right now. Please try again in a moment.";

type Pending = { job: PasswordJob; resolve: (value: string | boolean) => void; reject: (error: Error) => void };

export function createPasswordPool(size: PoolSize): PasswordPool {
  const idle: Worker[] = [];
  /** The timer that ends each idle worker. */
  const idleTimers = new Map<Worker, ReturnType<typeof setTimeout>>();
  const idleMs = size.idleMs ?? WORKER_IDLE_MS;
  const running = new Map<Worker, Pending & { startedAt: number }>();
  const waiting: Pending[] = [];
  /** A moving average of how long one job takes, for Retry-After. */
  let jobMs = 150;
  let closed = false;

  function spawn(): Worker {
    const worker = new Worker(new URL("./password-worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<PasswordResult>) => finish(worker, event.data);
    worker.onerror = (event) => {
      // A worker that failed is replaced, not reused; its job fails alone.
      event.preventDefault();
      worker.terminate();
      finish(worker, { error: event.message }, false);
    };
    return worker;
  }

  function finish(worker: Worker, result: PasswordResult, reusable = true) {
    const pending = running.get(worker);
    running.delete(worker);
    if (pending) {
      jobMs = 0.8 * jobMs + 0.2 * (performance.now() - pending.startedAt);
      if ("error" in result) pending.reject(new Error(`Password worker failed: ${result.error}`));
      else pending.resolve(result.value);
    }
    if (reusable) rest(worker);
    else if (idle.includes(worker)) idle.splice(idle.indexOf(worker), 1);
    dispatch();
  }

  /** Keeps `worker` for the next job, ending it when none comes within `idleMs`. */
  function rest(worker: Worker) {
    idle.push(worker);
    const timer = setTimeout(() => {
      idleTimers.delete(worker);
      const at = idle.indexOf(worker);
      if (at < 0) return;
      idle.splice(at, 1);
      worker.terminate();
    }, idleMs);
    Deno.unrefTimer(timer);
    idleTimers.set(worker, timer);
  }

  /** An idle worker to reuse (its ending cancelled), if any. */
  function wake(): Worker | undefined {
    const worker = idle.pop();
    if (worker) {
      clearTimeout(idleTimers.get(worker));
      idleTimers.delete(worker);
    }
    return worker;
  }

  function dispatch() {
    while (!closed && waiting.length > 0) {
      const worker = wake() ?? (running.size < size.workers ? spawn() : undefined);
      if (!worker) return;
      const pending = waiting.shift()!;
      running.set(worker, { ...pending, startedAt: performance.now() });
      worker.postMessage(pending.job);
    }
  }

  function submit(job: PasswordJob): Promise<string | boolean> {
    if (closed) return Promise.reject(new Error("The password pool is closed."));
    if (running.size >= size.workers && waiting.length >= size.queue) {
      const seconds = Math.max(1, Math.ceil(((waiting.length + running.size) / size.workers) * jobMs / 1000));
      return Promise.reject(busy(PASSWORDS_BUSY, seconds));
    }
    return new Promise((resolve, reject) => {
      waiting.push({ job, resolve, reject });
      dispatch();
    });
  }

  return {
    hash: (password) => submit({ op: "hash", password }) as Promise<string>,
    verify: (password, hash) => submit({ op: "verify", password, hash: hash ?? null }) as Promise<boolean>,
    close() {
      closed = true;
      const error = new Error("The password pool is closed.");
      for (const [worker, pending] of running) {
        worker.terminate();
        pending.reject(error);
      }
      for (const worker of idle) worker.terminate();
      for (const timer of idleTimers.values()) clearTimeout(timer);
      idleTimers.clear();
      for (const pending of waiting) pending.reject(error);
      running.clear();
      idle.length = 0;
      waiting.length = 0;
    },
    liveWorkers: () => idle.length + running.size,
  };
}

/**
 * Hashes and verifies passwords in a few workers, each working on one password at a time. argon2id
 * costs about a hundred milliseconds of CPU by design; on the thread that answers requests, a burst
 * of logins made every other request wait behind it. Jobs beyond the workers wait in a bounded
 * queue, in order; when the queue is full the request is refused at once (503 with Retry-After)
 * rather than left waiting longer than a client would.
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
};

export type PoolSize = { workers: number; queue: number };

export const PASSWORDS_BUSY = "Too many passwords are being checked right now. Please try again in a moment.";

type Pending = { job: PasswordJob; resolve: (value: string | boolean) => void; reject: (error: Error) => void };

export function createPasswordPool(size: PoolSize): PasswordPool {
  const idle: Worker[] = [];
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
    if (reusable) idle.push(worker);
    else if (idle.includes(worker)) idle.splice(idle.indexOf(worker), 1);
    dispatch();
  }

  function dispatch() {
    while (!closed && waiting.length > 0) {
      const worker = idle.pop() ?? (running.size < size.workers ? spawn() : undefined);
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
      for (const pending of waiting) pending.reject(error);
      running.clear();
      idle.length = 0;
      waiting.length = 0;
    },
  };
}

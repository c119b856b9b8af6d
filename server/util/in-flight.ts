/**
 * Work a request started and did not wait for (the emails sent after an inquiry is answered), kept
 * per app instance so a test or a graceful shutdown can wait until all of it has ended.
 */
export type InFlight = {
  /** Tracks `work` until it ends; it must not reject (catch and log inside). */
  track(work: Promise<void>): void;
  /** Resolves when every piece of work tracked so far, and any tracked meanwhile, has ended. */
  settled(): Promise<void>;
};

export function inFlight(): InFlight {
  const running = new Set<Promise<void>>();
  return {
    track(work) {
      const tracked = work.finally(() => running.delete(tracked));
      running.add(tracked);
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}

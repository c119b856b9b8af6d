/**
 * A cap on the long-lived responses (server-sent event streams) one client address holds open at
 * once. Each open chat event stream keeps a KV watch, so without a cap one client could hold
 * thousands. Counted per server instance, in memory: an open stream lives on one instance.
 */
import { limitReached } from "../errors.ts";

export type StreamSlots = {
  /** Takes a slot for `address`, or throws 429 when it already holds `max` streams. */
  take(address: string): () => void;
};

export function streamSlots(max: number, message: string): StreamSlots {
  const open = new Map<string, number>();
  return {
    take(address) {
      const held = open.get(address) ?? 0;
      if (held >= max) throw limitReached(message, 30);
      open.set(address, held + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      };
    },
  };
}

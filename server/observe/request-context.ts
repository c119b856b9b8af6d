/**
 * The request a piece of work belongs to, carried through every await and every task the request
 * starts (an AI stream), and kept with each outbox entry it writes (its email sent after the
 * answer), so each log line it causes can name it.
 */
import { AsyncLocalStorage } from "node:async_hooks";

export type RequestContext = { requestId: string };

const current = new AsyncLocalStorage<RequestContext>();

/** Runs `work` as part of the request `requestId`. */
export function withRequest<T>(requestId: string, work: () => T): T {
  return current.run({ requestId }, work);
}

/** The id of the request the running code belongs to; undefined outside a request (start-up, timers). */
export function currentRequestId(): string | undefined {
  return current.getStore()?.requestId;
}

/** Runs `work` as part of no request (work for many requests, such as the outbox worker's). */
export function outsideRequest<T>(work: () => T): T {
  return current.exit(work);
}

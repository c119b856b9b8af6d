/**
 * A read deadline for request bodies. The whole body must arrive within `baseMs` plus the time its
 * size takes at `minBytesPerSecond`; the size is the declared Content-Length or, without one, the
 * route's size limit. At the deadline the body stream fails with a 408 (so whoever reads it stops
 * and drops what it had: a JSON body is never processed, an upload removes its partial file) and
 * the server stops reading it. The socket stays open until the client stops sending: Deno.serve
 * cannot close it (README: In front of the server). Requests without a body pass untouched.
 */
import type { MiddlewareHandler } from "hono";
import { timedOut } from "../errors.ts";
import { readerInto } from "../util/read-into.ts";
import { copiesOf } from "./body-chunks.ts";

export type BodyDeadlineOptions = { baseMs: number; minBytesPerSecond: number; maxBytes: number };

export const BODY_TIMEOUT_MESSAGE = "The request took too long to arrive. Please check your connection and try again.";

/** The time a body of `bytes` may take. */
export function bodyDeadlineMs(bytes: number, options: BodyDeadlineOptions): number {
  return options.baseMs + Math.ceil((bytes / options.minBytesPerSecond) * 1000);
}

/**
 * `body`, failing with `timeout()` unless it has ended within `ms`; `stop()` ends the clock. A reader
 * that reads into its own buffer gets the bytes straight from `body` into that buffer; any other
 * reader gets exact-size copies (`copiesOf`), read through a buffer of at most `expectedBytes`.
 */
export function withDeadline(body: ReadableStream<Uint8Array>, ms: number, timeout: () => Error, expectedBytes?: number) {
  const source = readerInto(body);
  const copies = copiesOf(source, expectedBytes);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => clearTimeout(timer);
  const stream = new ReadableStream({
    type: "bytes",
    start(controller) {
      timer = setTimeout(() => {
        controller.error(timeout());
        source.cancel().catch(() => {});
      }, ms);
    },
    async pull(controller) {
      try {
        const request = controller.byobRequest;
        if (request?.view) {
          // The reader's memory goes to `body` and comes back filled, as a view of a new buffer.
          const { done, bytes } = await source.read(request.view as Uint8Array<ArrayBuffer>);
          if (done) {
            stop();
            controller.close();
          }
          request.respondWithNewView(bytes);
          return;
        }
        const { done, value } = await copies.read();
        if (done) {
          stop();
          controller.close();
        } else controller.enqueue(value);
      } catch (error) {
        stop();
        controller.error(error);
      }
    },
    cancel(reason) {
      stop();
      return source.cancel(reason);
    },
  });
  return { stream: stream as ReadableStream<Uint8Array>, stop };
}

/** Wraps each request body in its deadline, until the handler is done with the request. */
export function bodyDeadline(options: BodyDeadlineOptions): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    const declared = raw.headers.has("content-length") ? Number(raw.headers.get("content-length")) : NaN;
    const bytes = Number.isSafeInteger(declared) && declared >= 0 ? Math.min(declared, options.maxBytes) : options.maxBytes;
    const timeout = () => timedOut(BODY_TIMEOUT_MESSAGE);
    const { stream, stop } = withDeadline(raw.body, bodyDeadlineMs(bytes, options), timeout, bytes);
    c.req.raw = new Request(raw, { body: stream, duplex: "half" } as RequestInit);
    try {
      await next();
    } finally {
      stop();
    }
  };
}

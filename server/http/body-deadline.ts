/**
 * A read deadline for request bodies. The whole body must arrive within `baseMs` plus the time its
 * size takes at `minBytesPerSecond`; the size is the declared Content-Length or, without one, the
 * route's size limit. At the deadline the body stream fails with a 408 (so whoever reads it stops
 * and drops what it had: a JSON body is never processed, an upload removes its partial file) and
 * the server stops reading it. The socket stays open until the client stops sending: Deno.serve
 * cannot close it (docs/operations.md, In front of the server). Requests without a body pass untouched.
 *
 * A JSON body of declared length bound for a JSON route (`whole`) takes a leaner path: it is read
 * whole when the handler first asks for it (Hono reads `c.req.json()` through `bodyCache.text`),
 * into one buffer that grows with what arrives up to its declared size, and must have arrived by the
 * same deadline, counted from when the request reached this middleware. No stream is wrapped around
 * it and no new Request made: that cost a fifth of a small API request's handling. Any other body
 * (an upload, no declared length, not JSON) is wrapped.
 */
import type { MiddlewareHandler } from "hono";
import { timedOut } from "../errors.ts";
import { type IntoReader, readerInto } from "../util/read-into.ts";
import { copiesOf } from "./body-chunks.ts";
import { isJsonMediaType } from "./json-media-type.ts";

export type BodyDeadlineOptions = {
  baseMs: number;
  minBytesPerSecond: number;
  maxBytes: number;
  /** Bodies of declared length are read whole at the first ask (JSON routes), not streamed. */
  whole?: boolean;
};

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

/** The first buffer of a whole read: no more than a read brings at once, so memory follows what arrives. */
const FIRST_BUFFER_BYTES = 64 * 1024;

/**
 * All of `source`, `bytes` long as declared, read into one buffer: at most 64 KB at first, grown as
 * it fills to the declared size (plus one byte, so the read that finds the end has room), and beyond
 * it if more comes.
 */
async function readAll(source: IntoReader, bytes: number): Promise<Uint8Array<ArrayBuffer>> {
  let buffer = new Uint8Array(Math.min(bytes + 1, FIRST_BUFFER_BYTES));
  let filled = 0;
  while (true) {
    if (filled === buffer.length) {
      const grown = new Uint8Array(filled <= bytes ? Math.min(bytes + 1, filled * 2) : filled * 2);
      grown.set(buffer);
      buffer = grown;
    }
    const { done, bytes: read } = await source.read(buffer.subarray(filled));
    buffer = new Uint8Array(read.buffer); // the same memory, handed back by the read
    if (done) return buffer.subarray(0, filled);
    filled += read.length;
  }
}

/**
 * `body` read whole as text, failing with `timeout()` unless it has ended by `deadline` (a
 * `performance.now()` time; then the read is cancelled).
 */
export function textWithin(body: ReadableStream<Uint8Array>, bytes: number, deadline: number, timeout: () => Error): Promise<string> {
  const source = readerInto(body);
  const ms = deadline - performance.now();
  if (ms <= 0) {
    source.cancel().catch(() => {});
    return Promise.reject(timeout());
  }
  const reading = readAll(source, bytes);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(timeout());
      source.cancel().catch(() => {});
    }, ms);
  });
  // A read cancelled at the deadline fails after the answer is decided: nobody waits for it then.
  reading.catch(() => {});
  return Promise.race([reading, late])
    .then((bytes) => new TextDecoder().decode(bytes))
    .finally(() => clearTimeout(timer));
}

/** Wraps each request body in its deadline, until the handler is done with the request. */
export function bodyDeadline(options: BodyDeadlineOptions): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    const declared = raw.headers.has("content-length") ? Number(raw.headers.get("content-length")) : NaN;
    const known = Number.isSafeInteger(declared) && declared >= 0;
    const bytes = known ? Math.min(declared, options.maxBytes) : options.maxBytes;
    const timeout = () => timedOut(BODY_TIMEOUT_MESSAGE);
    // Over the limit: left to the body limit, which refuses it before reading (413).
    if (options.whole && known && declared <= options.maxBytes && isJsonMediaType(raw.headers.get("content-type"))) {
      let text: Promise<string> | undefined;
      const body = raw.body;
      const deadline = performance.now() + bodyDeadlineMs(bytes, options);
      Object.defineProperty(c.req.bodyCache, "text", {
        get: () => (text ??= textWithin(body, bytes, deadline, timeout)),
        enumerable: true,
        configurable: true,
      });
      return next();
    }
    const { stream, stop } = withDeadline(raw.body, bodyDeadlineMs(bytes, options), timeout, bytes);
    c.req.raw = new Request(raw, { body: stream, duplex: "half" } as RequestInit);
    try {
      await next();
    } finally {
      stop();
    }
  };
}

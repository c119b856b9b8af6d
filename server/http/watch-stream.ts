/**
 * A server-sent event stream fed by a KV watch (a chat session's events, the staff desks' changes):
 * each value the watch gives is handed to `each`, which writes its events and answers true to end
 * the stream. A comment every 20 s keeps proxies from closing an idle stream; the watch is cancelled
 * and the stream's slot given back once, however it ends.
 */
import type { Context } from "hono";
import { streamSSE, type SSEStreamingApi } from "hono/streaming";
import { log } from "../observe/log.ts";
import type { AppEnv } from "./context.ts";

/** How often an idle event stream sends a comment, so proxies keep it open. */
const HEARTBEAT_MS = 20_000;

export function watchStream<T>(c: Context<AppEnv>, options: {
  watch: () => ReadableStream<T>;
  /** Gives back the stream's slot (open-streams.ts). */
  release: () => void;
  each: (stream: SSEStreamingApi, value: T) => Promise<boolean | void>;
  /** Named in the log when the stream fails. */
  name: string;
}): Response {
  // Server-sent events must reach the browser as they are written, through proxies too.
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (stream) => {
    const reader = options.watch().getReader();
    stream.onAbort(() => {
      reader.cancel().catch(() => {});
    });
    const heartbeat = setInterval(() => {
      stream.write(": keep-alive\n\n");
    }, HEARTBEAT_MS);
    try {
      while (!stream.aborted) {
        const { value, done } = await reader.read();
        if (done || await options.each(stream, value)) break;
      }
    } finally {
      clearInterval(heartbeat);
      options.release();
      await reader.cancel().catch(() => {});
    }
  }, (err) => {
    options.release(); // the stream failed before its own cleanup ran
    log.error(`${options.name} stream failed`, { error: err });
    return Promise.resolve();
  });
}

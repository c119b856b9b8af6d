/**
 * Server-sent events over fetch, for /api streams that need the bearer token (EventSource cannot
 * send headers). Same base path, token, language and error rules as the api client: the page's
 * language goes as `Accept-Language`, so a chat answers in it whatever the browser prefers.
 *
 * @example
 * await streamEvents("/chat/sessions/x/messages", { method: "POST", body: { text }, signal,
 *   onEvent: (event, data) => { if (event === "delta") append((data as { text: string }).text); } });
 */
import { createParser } from "eventsource-parser";
import { LIMITS } from "@contract/limits.ts";
import { ApiError, errorFor, readBody, readToken, requestLanguage } from "./api-client.ts";

export interface StreamOptions {
  method?: "GET" | "POST";
  body?: unknown;
  signal?: AbortSignal;
  /** Called for every event, in order; `data` is the parsed JSON (or the raw text). */
  onEvent(event: string, data: unknown): void;
}

/**
 * Splits an SSE text stream into events (eventsource-parser: line ends CR, LF or CRLF, also when
 * split across chunks; comments and unknown fields skipped; an event without data is not sent).
 * An event without a name is a "message". Exported for tests.
 */
export function createSseParser(onEvent: (event: string, data: string) => void) {
  const parser = createParser({ onEvent: (message) => onEvent(message.event || "message", message.data) });
  return (chunk: string) => parser.feed(chunk);
}

function parseData(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * Opens the stream and reads it to its end. Rejects with an {@link ApiError} for an error answer
 * (the server's message), a network failure, or a cancel.
 */
export async function streamEvents(path: string, options: StreamOptions): Promise<void> {
  const method = options.method ?? "GET";
  const headers: Record<string, string> = { Accept: "text/event-stream", "Accept-Language": requestLanguage(method, path) };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${LIMITS.apiBasePath}${path}`, {
      method,
      headers,
      credentials: "include",
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw new ApiError("Request was cancelled", 0, "cancelled");
    throw new ApiError(error instanceof Error && error.message ? error.message : "Network error", 0, "network");
  }
  if (!response.ok) throw errorFor(response.status, await readBody(response));
  if (!response.body) return;

  const parse = createSseParser((event, data) => options.onEvent(event, parseData(data)));
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    while (true) {
      const { value, done } = await reader.read();
      if (done) break;
      parse(value);
    }
  } catch (error) {
    if (options.signal?.aborted) throw new ApiError("Request was cancelled", 0, "cancelled");
    throw new ApiError(error instanceof Error && error.message ? error.message : "Network error", 0, "network");
  } finally {
    reader.releaseLock();
  }
}

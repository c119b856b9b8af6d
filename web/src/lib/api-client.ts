/**
 * The /api client.
 *
 * - base path `/api`, JSON in and out, credentials included;
 * - a bearer token from localStorage when one is stored;
 * - 15 s timeout ("Request timed out"); a caller's AbortSignal cancels ("Request was cancelled");
 * - non-OK answers throw an {@link ApiError} whose message is the server's `message`, else the
 *   body when it is a string, else "Request failed with status {code}";
 * - answers are unwrapped: `{data: X}` gives X, and for the catalogue lists
 *   (`/destinations`, `/packages`, `/activities`) the nested list of the same name.
 *
 * @example
 * const packages = await get<TravelPackage[]>("/packages", { signal });
 */
import { catalogueTarget, NOT_SAVED_OFFLINE } from "@contract/catalogue-collections.ts";
import { splitLanguagePath } from "@contract/language-paths.ts";
import { DEFAULT_LANGUAGE } from "@contract/languages.ts";
import { AUTH_TOKEN_KEY, LIMITS } from "@contract/limits.ts";

/**
 * The language the interface is written in. Catalogue answers follow `Accept-Language` when no
 * `?lang=` is given, so every catalogue read names this one: the content then matches what was
 * asked for (another language asks with `?lang=`; staff edit the English) whatever languages the
 * browser prefers, and the service worker keeps one answer per address.
 */
export const INTERFACE_LANGUAGE = DEFAULT_LANGUAGE;

/**
 * The `Accept-Language` of a request: English for a catalogue read (see above); for every other
 * request the language of the page shown, so the server's messages (a refused login, a limit) and
 * what it sends on (a confirmation email) are in the traveller's language.
 */
export function requestLanguage(method: Method, path: string): string {
  const bare = path.split(/[?#]/)[0];
  if (method === "GET" && catalogueTarget(bare.startsWith("/") ? bare : `/${bare}`)) return INTERFACE_LANGUAGE;
  return typeof location === "undefined" ? INTERFACE_LANGUAGE : splitLanguagePath(location.pathname).lang;
}

/** Codes the client itself gives to failures that never reached a server answer. */
export type ClientErrorCode = "timeout" | "cancelled" | "network" | "http_error";

export class ApiError extends Error {
  /** HTTP status; 0 when no answer arrived (timeout, cancel, network). */
  readonly status: number;
  /** The server's error code (contract/api.ts ERROR_CODES) or a {@link ClientErrorCode}. */
  readonly code: string;
  /** True when `message` is the server's own `message` (or its string body). */
  readonly fromServer: boolean;
  /** The server's whole error body, for the fields a refusal adds (a media file's `usedBy`). */
  readonly body?: Record<string, unknown>;

  constructor(message: string, status: number, code: string, fromServer = false, body?: Record<string, unknown>) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fromServer = fromServer;
    this.body = body;
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Override the timeout (tests, uploads). */
  timeoutMs?: number;
  /** Override fetch (tests). */
  fetch?: typeof fetch;
  /** Sees the answer's headers (an ETag to send back). */
  onHeaders?(headers: Headers): void;
  /** What a 304 answer (the request sent If-None-Match) stands for: the data already held. */
  notModified?(): unknown;
}

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Unwraps a parsed body: `{data: X}` gives X, a catalogue list the nested list. Exported for tests. */
export function unwrap(path: string, body: unknown): unknown {
  if (!isRecord(body) || !("data" in body)) return body;
  const data = body.data;
  const bare = path.split(/[?#]/)[0];
  const target = catalogueTarget(bare.startsWith("/") ? bare : `/${bare}`);
  if (target && target.id === undefined && isRecord(data)) {
    const list = data[target.collection];
    if (Array.isArray(list)) return list;
  }
  return data;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function readToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(AUTH_TOKEN_KEY) ?? null;
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("json")) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

export function errorFor(status: number, body: unknown): ApiError {
  // A JSON error sent without a JSON content type (a proxy, a test double) still gives its message.
  if (typeof body === "string") body = parseJsonError(body) ?? body;
  if (isRecord(body) && typeof body.message === "string" && body.message) {
    const code = typeof body.code === "string" ? body.code : "http_error";
    return new ApiError(body.message, status, code, true, body);
  }
  if (typeof body === "string" && body.trim()) {
    return new ApiError(body, status, "http_error", true);
  }
  return new ApiError(`Request failed with status ${status}`, status, "http_error");
}

function parseJsonError(text: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) && typeof parsed.message === "string" && parsed.message ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export async function request<T = unknown>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const { signal, timeoutMs = LIMITS.requestTimeoutMs, fetch: fetchImpl = fetch } = options;
  if (signal?.aborted) throw new ApiError("Request was cancelled", 0, "cancelled");
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort();
  signal?.addEventListener("abort", onCallerAbort, { once: true });

  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": requestLanguage(method, path),
    "Content-Type": "application/json",
    ...options.headers,
  };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  try {
    const response = await fetchImpl(`${LIMITS.apiBasePath}${path.startsWith("/") ? path : `/${path}`}`, {
      method,
      headers,
      credentials: "include",
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    options.onHeaders?.(response.headers);
    if (response.status === 304 && options.notModified) return options.notModified() as T;
    const parsed = await readBody(response);
    if (!response.ok) throw errorFor(response.status, parsed);
    return unwrap(path, parsed) as T;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (controller.signal.aborted) {
      throw timedOut
        ? new ApiError("Request timed out", 0, "timeout")
        : new ApiError("Request was cancelled", 0, "cancelled");
    }
    const message = error instanceof Error && error.message ? error.message : "Network error";
    throw new ApiError(message, 0, "network");
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onCallerAbort);
  }
}

export const get = <T = unknown>(path: string, options?: RequestOptions) => request<T>("GET", path, undefined, options);
export const post = <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
  request<T>("POST", path, body, options);
export const put = <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
  request<T>("PUT", path, body, options);
export const patch = <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
  request<T>("PATCH", path, body, options);
export const del = <T = unknown>(path: string, options?: RequestOptions) =>
  request<T>("DELETE", path, undefined, options);

/**
 * Keeps a meaningful message (the server's own, a timeout, a cancel) and otherwise replaces it with
 * the caller's default for the endpoint (e.g. "Failed to fetch packages"), in English: screens show
 * their own message area's text instead (`useAreaFailure`), the server's own as it came.
 * The status and code survive, so screens can still tell a 404 from other failures.
 */
export function withDefaultMessage(error: unknown, fallback: string): ApiError {
  if (error instanceof ApiError) {
    if (error.fromServer || error.code === "timeout" || error.code === "cancelled") return error;
    return new ApiError(fallback, error.status, error.code);
  }
  return new ApiError(fallback, 0, "network");
}

/** Offline, a catalogue read this device has not saved (its service worker's answer). */
export function isNotSavedOffline(error: unknown): boolean {
  return error instanceof ApiError && error.code === NOT_SAVED_OFFLINE;
}

/** A bad or unknown id: 404, or 400 for an id the server refuses to look up. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** Turns every thrown error into the API's error shape, never leaking internals. */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { routePath } from "hono/route";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody, ErrorCode } from "../../contract/api.ts";
import { AppError, type ErrorKind } from "../errors.ts";
import { log } from "../observe/log.ts";
import { requestIdOf } from "./request-log.ts";

export const TOO_LARGE_TO_STORE = "This is more text than can be saved at once. Please shorten it and try again.";

/** The status and error code that answer each kind of error. */
const ANSWERS: Record<ErrorKind, { status: ContentfulStatusCode; code: ErrorCode }> = {
  invalid: { status: 400, code: "validation" },
  unauthorized: { status: 401, code: "unauthorized" },
  forbidden: { status: 403, code: "forbidden" },
  not_found: { status: 404, code: "not_found" },
  timeout: { status: 408, code: "request_timeout" },
  conflict: { status: 409, code: "conflict" },
  too_large: { status: 413, code: "too_large" },
  unsupported_type: { status: 415, code: "unsupported_type" },
  key_reused: { status: 422, code: "idempotency_key_reused" },
  limited: { status: 429, code: "rate_limited" },
  busy: { status: 503, code: "busy" },
  unavailable: { status: 503, code: "internal" },
};

/** The status and error code that answer an error of `kind` (the API document lists them per route). */
export const answerOfKind = (kind: ErrorKind): { status: ContentfulStatusCode; code: ErrorCode } => ANSWERS[kind];

/** The HTTP status that answers `error`. */
export const statusOf = (error: AppError): ContentfulStatusCode => ANSWERS[error.kind].status;

/** The answer to an AppError: its status and code, Retry-After when it says when, and for a body
 * that did not arrive in time `Connection: close` (the rest of it is not waited for). */
export function appErrorAnswer(error: AppError): { status: ContentfulStatusCode; body: ApiErrorBody; headers: Record<string, string> } {
  const { status, code } = ANSWERS[error.kind];
  const body: ApiErrorBody = { message: error.message, code };
  if (error.issues) body.issues = error.issues;
  if (error.usedBy) body.usedBy = error.usedBy;
  const headers: Record<string, string> = {};
  if (error.retryAfterSeconds !== undefined) headers["retry-after"] = String(error.retryAfterSeconds);
  if (error.kind === "timeout") headers.connection = "close";
  return { status, body, headers };
}

/** Every error answer carries the request's id (the same as its X-Request-Id header and log lines). */
export function errorResponse(err: Error, c: Context): Response {
  const requestId = requestIdOf(c);
  if (err instanceof AppError) {
    const { status, body, headers } = appErrorAnswer(err);
    return c.json({ ...body, requestId }, status, headers);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const code = status === 413 ? "too_large" : status === 401 ? "unauthorized" : status < 500 ? "validation" : "internal";
    const message = status === 413 ? "The request is too large." : err.message || "The request could not be processed.";
    return c.json({ message, code, requestId } satisfies ApiErrorBody, status);
  }
  // Deno KV refuses a value over 64 KiB (or a key over 2 KiB) before anything is written: the
  // request held more than one record can keep, though each field was within its own limit.
  if (err instanceof TypeError && /^(Value|Key) too large/.test(err.message)) {
    return c.json({ message: TOO_LARGE_TO_STORE, code: "too_large", requestId }, 413);
  }
  log.error("unexpected error", { method: c.req.method, route: routePath(c), error: err });
  return c.json({ message: "Something went wrong on our side. Please try again.", code: "internal", requestId }, 500);
}

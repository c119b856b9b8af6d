/** Turns every thrown error into the API's error shape, never leaking internals. */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { routePath } from "hono/route";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody, ErrorCode } from "../../contract/api.ts";
import { translateAnswer } from "../answer-texts/index.ts";
import { AppError, type ErrorKind } from "../errors.ts";
import type { SiteLanguage } from "../../contract/languages.ts";
import { submittedLanguage } from "./language.ts";
import { log } from "../observe/log.ts";
import { requestIdOf } from "./request-log.ts";

export const TOO_LARGE_TO_STORE = "This is more text than can be saved at once. Please shorten it and try again.";

/** The status and error code that answer each kind of error. */
const ANSWERS: Record<ErrorKind, { status: ContentfulStatusCode; code: ErrorCode }> = {
  invalid: { status: 400, code: "validation" },
  unauthorized: { status: 401, code: "unauthorized" },
  forbidden: { status: 403, code: "forbidden" },
  email_code_required: { status: 403, code: "email_code_required" },
  not_found: { status: 404, code: "not_found" },
  timeout: { status: 408, code: "request_timeout" },
  conflict: { status: 409, code: "conflict" },
  media_missing: { status: 409, code: "media_missing" },
  too_large: { status: 413, code: "too_large" },
  unsupported_type: { status: 415, code: "unsupported_type" },
  key_reused: { status: 422, code: "idempotency_key_reused" },
  limited: { status: 429, code: "rate_limited" },
  full: { status: 409, code: "full" },
  busy: { status: 503, code: "busy" },
  unavailable: { status: 503, code: "internal" },
};

/** The status and error code that answer an error of `kind` (the API document lists them per route). */
export const answerOfKind = (kind: ErrorKind): { status: ContentfulStatusCode; code: ErrorCode } => ANSWERS[kind];

/** The HTTP status that answers `error`. */
export const statusOf = (error: AppError): ContentfulStatusCode => ANSWERS[error.kind].status;

/** The answer to an AppError in `lang`: its status and code, Retry-After when it says when, and for a body
 * that did not arrive in time `Connection: close` (the rest of it is not waited for). */
export function appErrorAnswer(error: AppError, lang: SiteLanguage = "en"): { status: ContentfulStatusCode; body: ApiErrorBody; headers: Record<string, string> } {
  const { status, code } = ANSWERS[error.kind];
  const message = error.text ? translateAnswer(error.text.template, lang, error.text.values) : translateAnswer(error.message, lang);
  const body: ApiErrorBody = { message, code };
  if (error.issues) body.issues = error.issues.map((issue) => ({ ...issue, message: translateAnswer(issue.message, lang) }));
  if (error.usedBy) body.usedBy = error.usedBy;
  const headers: Record<string, string> = {};
  if (error.retryAfterSeconds !== undefined) headers["retry-after"] = String(error.retryAfterSeconds);
  if (error.kind === "timeout") headers.connection = "close";
  return { status, body, headers };
}

/**
 * Every error answer carries the request's id (the same as its X-Request-Id header and log lines)
 * and is written in the request's language (`?lang=`, else `Accept-Language`), said by `Content-Language`.
 */
export function errorResponse(err: Error, c: Context): Response {
  const requestId = requestIdOf(c);
  const lang = submittedLanguage(c.req.query("lang"), c.req.header("accept-language"));
  const language = { "content-language": lang, vary: "Accept-Language" };
  if (err instanceof AppError) {
    const { status, body, headers } = appErrorAnswer(err, lang);
    return c.json({ ...body, requestId }, status, { ...headers, ...language });
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const code = status === 413 ? "too_large" : status === 401 ? "unauthorized" : status < 500 ? "validation" : "internal";
    const message = status === 413 ? "The request is too large." : err.message || "The request could not be processed.";
    return c.json({ message: translateAnswer(message, lang), code, requestId } satisfies ApiErrorBody, status, language);
  }
  // Deno KV refuses a value over 64 KiB (or a key over 2 KiB) before anything is written: the
  // request held more than one record can keep, though each field was within its own limit.
  if (err instanceof TypeError && /^(Value|Key) too large/.test(err.message)) {
    return c.json({ message: translateAnswer(TOO_LARGE_TO_STORE, lang), code: "too_large", requestId }, 413, language);
  }
  log.error("unexpected error", { method: c.req.method, route: routePath(c), error: err });
  return c.json({ message: translateAnswer("Something went wrong on our side. Please try again.", lang), code: "internal", requestId }, 500, language);
}

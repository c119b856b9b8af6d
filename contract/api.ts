/**
 * The error codes of every /api answer (`{message, code, issues?, requestId}`). A successful answer is wrapped as
 * `{data: X}`, lists by name: `{data: {packages: [...]}}`.
 */
import type { MediaUse } from "./media.ts";

/** Error codes the server uses, so clients can branch without parsing messages. */
export const ERROR_CODES = [
  "validation", "unauthorized", "forbidden", "not_found", "conflict", "too_large", "unsupported_type",
  "rate_limited", "internal",
  /** 409: what the request would write shows a media file deleted since (a version's image); the message names it. */
  "media_missing",
  /** 422: an Idempotency-Key already used for a request with a different body. */
  "idempotency_key_reused",
  /** 408: the request body did not arrive within its read deadline. */
  "request_timeout",
  /** 503: the server is at capacity for this work right now; try again after Retry-After. */
  "busy",
  /** 409: what the request adds to holds its most (an inquiry's thread, LIMITS.threadMessages); trying again will not help. */
  "full",
  /**
   * 403 from POST /api/auth/login: the password is right, but the account has had failed sign-ins
   * from many addresses and this device has not signed in to it lately. A 6-digit code was emailed
   * to the account; send it again with the password as `emailCode`.
   */
  "email_code_required",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** One problem with a field of the request body. */
export type ApiIssue = { path: string; message: string };

/**
 * Every refusal of an /api request: what to tell the person, a code to branch on, the problems per
 * field for a body that failed validation, and the id of the request (the same as the answer's
 * `X-Request-Id` header and the server's log lines about it), to quote when reporting a problem.
 */
export type ApiErrorBody = {
  message: string;
  code: ErrorCode;
  issues?: ApiIssue[];
  /** A refused delete of a media file: the catalogue items that show it. */
  usedBy?: MediaUse[];
  requestId?: string;
};

/** The header that carries a request's id in every answer. */
export const REQUEST_ID_HEADER = "X-Request-Id";

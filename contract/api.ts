/**
 * The error codes of every /api answer (`{message, code, issues?}`). A successful answer is wrapped as
 * `{data: X}`, lists by name: `{data: {packages: [...]}}`.
 */
/** Error codes the server uses, so clients can branch without parsing messages. */
export const ERROR_CODES = [
  "validation", "unauthorized", "forbidden", "not_found", "conflict", "too_large", "unsupported_type",
  "rate_limited", "internal",
  /** 422: an Idempotency-Key already used for a request with a different body. */
  "idempotency_key_reused",
  /** 408: the request body did not arrive within its read deadline. */
  "request_timeout",
  /** 503: the server is at capacity for this work right now; try again after Retry-After. */
  "busy",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

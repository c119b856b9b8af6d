/**
 * Errors every layer may throw, by meaning: what went wrong, never which HTTP status says so.
 * Only the HTTP layer (`errorResponse` in server/http/errors.ts) turns a kind into a status, an
 * error code and headers.
 */
import type { AnswerText } from "./locales.ts";
import { formatMessage, type MessageValues } from "./util/message-format.ts";

/** What went wrong. */
export type ErrorKind =
  /** The input breaks a rule (with the fields at fault in `issues`). */
  | "invalid"
  /** Nobody is signed in, or the credentials are wrong. */
  | "unauthorized"
  /** The caller may not do this. */
  | "forbidden"
  /** The right password, from a device that must also give the code just emailed to the account. */
  | "email_code_required"
  | "not_found"
  /** The request did not arrive in time. */
  | "timeout"
  /** The state of the data refuses the change (a taken address, a stale edit, the last admin). */
  | "conflict"
  /** What the change would write shows a media file deleted since (a restored version's image). */
  | "media_missing"
  | "too_large"
  | "unsupported_type"
  /** An idempotency key already used for a different request. */
  | "key_reused"
  /** A limit on how often this may be done; it may be done again after `retryAfterSeconds`. */
  | "limited"
  /** What this adds to holds its most (an inquiry's thread its messages); no waiting changes that. */
  | "full"
  /** At capacity right now; try again after `retryAfterSeconds`. */
  | "busy"
  /** Something this work needs (mail, the AI, a contended record) is not available now. */
  | "unavailable";

export type ErrorIssue = { path: string; message: string };
/** A text the API answers with (locales/en/answers.json) with the values it names, such as a count for its plural. */
export type TextWithValues = { template: AnswerText; values: MessageValues };
/** A message: a finished English text, or a catalogue template with its values. */
export type ErrorMessage = string | TextWithValues;

export const withValues = (template: AnswerText, values: MessageValues): TextWithValues => ({ template, values });
/** A catalogue item that shows a media file (a refused delete names them). */
export type ErrorUse = { collection: "destinations" | "packages" | "activities"; id: string; name: string };

export class AppError extends Error {
  /** The message's template and values when it was given so (the English `message` is made from them). */
  readonly text?: TextWithValues;
  readonly issues?: ErrorIssue[];
  readonly retryAfterSeconds?: number;
  readonly usedBy?: ErrorUse[];

  constructor(
    readonly kind: ErrorKind,
    message: ErrorMessage,
    details: { issues?: ErrorIssue[]; retryAfterSeconds?: number; usedBy?: ErrorUse[] } = {},
  ) {
    super(typeof message === "string" ? message : formatMessage(message.template, message.values, "en"));
    if (typeof message !== "string") this.text = message;
    this.issues = details.issues;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.usedBy = details.usedBy;
  }
}

/** Is `error` an AppError of `kind`? */
export const isErrorOf = (error: unknown, kind: ErrorKind): error is AppError => error instanceof AppError && error.kind === kind;

export const notFound = (message: ErrorMessage) => new AppError("not_found", message);
export const conflict = (message: ErrorMessage) => new AppError("conflict", message);
export const badRequest = (message: ErrorMessage, issues?: ErrorIssue[]) => new AppError("invalid", message, { issues });
export const unauthorized = (message = "Please log in to continue.") => new AppError("unauthorized", message);
export const forbidden = (message = "You do not have permission to do this.") => new AppError("forbidden", message);
export const emailCodeRequired = (message: ErrorMessage) => new AppError("email_code_required", message);
export const tooLarge = (message: ErrorMessage) => new AppError("too_large", message);
export const unsupportedType = (message: ErrorMessage) => new AppError("unsupported_type", message);
export const timedOut = (message: ErrorMessage) => new AppError("timeout", message);
export const keyReused = (message: ErrorMessage) => new AppError("key_reused", message);
export const full = (message: ErrorMessage) => new AppError("full", message);
export const limitReached = (message: string, retryAfterSeconds: number) => new AppError("limited", message, { retryAfterSeconds });
export const busy = (message: string, retryAfterSeconds: number) => new AppError("busy", message, { retryAfterSeconds });
export const unavailable = (message: ErrorMessage) => new AppError("unavailable", message);

export const STALE_EDIT_MESSAGE =
  "Someone else changed this item after you opened it. Reload to see their changes, then save again.";

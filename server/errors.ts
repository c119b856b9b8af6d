/** Errors every layer may throw; the HTTP layer turns them into `{message, code}` with the status. */
import type { ErrorCode } from "../contract/api.ts";

export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 408 | 409 | 413 | 415 | 422 | 429 | 500 | 503,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: { path: string; message: string }[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new AppError(404, "not_found", message);
export const conflict = (message: string) => new AppError(409, "conflict", message);
export const badRequest = (message: string, issues?: { path: string; message: string }[]) =>
  new AppError(400, "validation", message, issues);
export const unauthorized = (message = "Please log in to continue.") => new AppError(401, "unauthorized", message);
export const forbidden = (message = "You do not have permission to do this.") => new AppError(403, "forbidden", message);

export const STALE_EDIT_MESSAGE =
  "Someone else changed this item after you opened it. Reload to see their changes, then save again.";

/** Turns every thrown error into the API's error shape, never leaking internals. */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError } from "../errors.ts";

export const TOO_LARGE_TO_STORE = "This is more text than can be saved at once. Please shorten it and try again.";

export function errorResponse(err: Error, c: Context): Response {
  if (err instanceof AppError) {
    const body: Record<string, unknown> = { message: err.message, code: err.code };
    if (err.issues) body.issues = err.issues;
    return c.json(body, err.status as ContentfulStatusCode, err.headers);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const code = status === 413 ? "too_large" : status === 401 ? "unauthorized" : status < 500 ? "validation" : "internal";
    const message = status === 413 ? "The request is too large." : err.message || "The request could not be processed.";
    return c.json({ message, code }, status);
  }
  // Deno KV refuses a value over 64 KiB (or a key over 2 KiB) before anything is written: the
  // request held more than one record can keep, though each field was within its own limit.
  if (err instanceof TypeError && /^(Value|Key) too large/.test(err.message)) {
    return c.json({ message: TOO_LARGE_TO_STORE, code: "too_large" }, 413);
  }
  console.error(`[error] ${c.req.method} ${c.req.path}:`, err);
  return c.json({ message: "Something went wrong on our side. Please try again.", code: "internal" }, 500);
}

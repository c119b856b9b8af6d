/** Turns every thrown error into the API's error shape, never leaking internals. */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError } from "../errors.ts";

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
  console.error(`[error] ${c.req.method} ${c.req.path}:`, err);
  return c.json({ message: "Something went wrong on our side. Please try again.", code: "internal" }, 500);
}

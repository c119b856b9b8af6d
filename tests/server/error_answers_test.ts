/**
 * Errors are thrown by meaning; only the HTTP layer picks the status, the code and the headers.
 * Each helper of server/errors.ts answers the status and code the API has always given it.
 */
import assert from "node:assert/strict";
import { Hono } from "hono";
import {
  AppError,
  badRequest,
  busy,
  conflict,
  forbidden,
  keyReused,
  limitReached,
  notFound,
  timedOut,
  tooLarge,
  unauthorized,
  unavailable,
  unsupportedType,
} from "../../server/errors.ts";
import { errorResponse, statusOf } from "../../server/http/errors.ts";

/** The answer an app gives when a handler throws `error`. */
async function answerTo(error: Error) {
  const app = new Hono();
  app.onError(errorResponse);
  app.get("/", () => {
    throw error;
  });
  const res = await app.request("/");
  return { status: res.status, body: await res.json(), headers: res.headers };
}

const CASES: [AppError, number, string][] = [
  [badRequest("Bad."), 400, "validation"],
  [unauthorized(), 401, "unauthorized"],
  [forbidden(), 403, "forbidden"],
  [notFound("Gone."), 404, "not_found"],
  [timedOut("Slow."), 408, "request_timeout"],
  [conflict("Taken."), 409, "conflict"],
  [tooLarge("Big."), 413, "too_large"],
  [unsupportedType("Odd."), 415, "unsupported_type"],
  [keyReused("Reused."), 422, "idempotency_key_reused"],
  [limitReached("Wait.", 7), 429, "rate_limited"],
  [busy("Full.", 3), 503, "busy"],
  [unavailable("Later."), 503, "internal"],
];

Deno.test("each kind of error answers its status and code, with the message and nothing else", async () => {
  for (const [error, status, code] of CASES) {
    assert.equal(statusOf(error), status, error.kind);
    const answer = await answerTo(error);
    assert.equal(answer.status, status, error.kind);
    assert.deepEqual(answer.body, { message: error.message, code }, error.kind);
    assert.equal("status" in error, false, "an error carries no HTTP status");
  }
});

Deno.test("issues are listed, a retry time becomes Retry-After, and a late body closes the connection", async () => {
  const invalid = await answerTo(badRequest("Bad.", [{ path: "email", message: "Bad." }]));
  assert.deepEqual(invalid.body, { message: "Bad.", code: "validation", issues: [{ path: "email", message: "Bad." }] });
  assert.equal((await answerTo(limitReached("Wait.", 7))).headers.get("retry-after"), "7");
  assert.equal((await answerTo(busy("Full.", 3))).headers.get("retry-after"), "3");
  assert.equal((await answerTo(conflict("Taken."))).headers.get("retry-after"), null);
  assert.equal((await answerTo(timedOut("Slow."))).headers.get("connection"), "close");
});

Deno.test("anything else is a 500 that tells nothing of the cause", async () => {
  const original = console.error;
  console.error = () => {};
  try {
    const answer = await answerTo(new Error("secret detail"));
    assert.equal(answer.status, 500);
    assert.deepEqual(answer.body, { message: "Something went wrong on our side. Please try again.", code: "internal" });
  } finally {
    console.error = original;
  }
});

/**
 * Every request gets an id: the one a trusted proxy sent in X-Request-Id when
 * TRUST_PROXY is set and it is a sane token (letters, digits, `_`, `-`, `=`, at most 128), else a new
 * UUID. The id is in the answer's X-Request-Id header, in every error body and in every log line the
 * request causes (errors, mail, AI), also after the answer. When the answer is ready, one line is
 * logged: method, the route pattern that answered (never the path with its ids or query), status,
 * duration, client address and the signed-in user's id; and Deno's span of the request is named
 * after the route (server/observe/tracing.ts). The id is set on the answer once it is made (Hono's
 * requestId middleware would also prepare it on a header set that an answer made whole, like the
 * catalogue's and the pages' kept bytes, never uses).
 */
import type { Context, MiddlewareHandler } from "hono";
import type {} from "hono/request-id";
import { routePath } from "hono/route";
import { REQUEST_ID_HEADER } from "../../contract/api.ts";
import type { StoredUser } from "../kv/users.ts";
import { log } from "../observe/log.ts";
import { currentRequestId, withRequest } from "../observe/request-context.ts";
import { markRequestSpan } from "../observe/tracing.ts";
import { clientAddressBehind } from "./client-address.ts";
import { setAnswerHeader } from "./answer-headers.ts";

/** An incoming id is taken when it is a sane token: letters, digits, `_`, `-`, `=`, at most 128. */
const SANE_ID = /^[\w\-=]{1,128}$/;

/** The id of the request being answered (undefined in an app built without `requestLog`). */
export function requestIdOf(c: Context): string | undefined {
  return c.get("requestId");
}

/** Answers made with the request's id among their headers (`withRequestId`). */
const carryingId = new WeakSet<Response>();

/**
 * An answer made whole by `make` with the request's X-Request-Id among `headers` (none outside a
 * request): the log below then leaves its headers alone. Touching a made Response's headers, even
 * to read them, makes Deno build its header list again when it sends it.
 */
export function withRequestId(headers: [string, string][], make: (headers: [string, string][]) => Response): Response {
  const id = currentRequestId();
  if (!id) return make(headers);
  const response = make([...headers, [REQUEST_ID_HEADER, id]]);
  carryingId.add(response);
  return response;
}

export function requestLog(trustedHops: number): MiddlewareHandler {
  return (c, next) => {
    // The incoming header is read only behind our own proxies.
    const sent = trustedHops > 0 ? c.req.header(REQUEST_ID_HEADER) : undefined;
    const id = sent && SANE_ID.test(sent) ? sent : crypto.randomUUID();
    c.set("requestId", id);
    return withRequest(id, async () => {
      const started = performance.now();
      await next();
      const durationMs = Math.round((performance.now() - started) * 10) / 10;
      const route = routePath(c);
      const status = c.res.status;
      // Answers made whole ahead of the middleware carry it already (`withRequestId`).
      if (!carryingId.has(c.res)) setAnswerHeader(c, REQUEST_ID_HEADER, id);
      markRequestSpan(c.req.method, route);
      const user = (c.var as { user?: StoredUser }).user;
      log.info("request", {
        method: c.req.method,
        route,
        status,
        durationMs,
        client: clientAddressBehind(c, trustedHops),
        userId: user?.id,
      });
    });
  };
}

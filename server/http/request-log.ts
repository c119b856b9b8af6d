/**
 * Every request gets an id (Hono's requestId): the one a trusted proxy sent in X-Request-Id when
 * TRUST_PROXY is set and it is a sane token (letters, digits, `_`, `-`, `=`, at most 128), else a new
 * UUID. The id is in the answer's X-Request-Id header, in every error body and in every log line the
 * request causes (errors, mail, AI), also after the answer. When the answer is ready, one line is
 * logged: method, the route pattern that answered (never the path with its ids or query), status,
 * duration, client address and the signed-in user's id; and Deno's span of the request is named
 * after the route (server/observe/tracing.ts).
 */
import type { Context, MiddlewareHandler } from "hono";
import { requestId } from "hono/request-id";
import { routePath } from "hono/route";
import { REQUEST_ID_HEADER } from "../../contract/api.ts";
import type { StoredUser } from "../kv/users.ts";
import { log } from "../observe/log.ts";
import { withRequest } from "../observe/request-context.ts";
import { markRequestSpan } from "../observe/tracing.ts";
import { clientAddressBehind } from "./client-address.ts";
import { setAnswerHeader } from "./answer-headers.ts";

const MAX_ID_LENGTH = 128;

/** The id of the request being answered (undefined in an app built without `requestLog`). */
export function requestIdOf(c: Context): string | undefined {
  return c.get("requestId");
}

export function requestLog(trustedHops: number): MiddlewareHandler {
  // Hono's middleware reads the incoming header only when it is named: only behind our own proxies.
  const assignId = requestId({ headerName: trustedHops > 0 ? REQUEST_ID_HEADER : "", limitLength: MAX_ID_LENGTH });
  return (c, next) =>
    assignId(c, () => {
      const id: string = c.get("requestId");
      return withRequest(id, async () => {
        const started = performance.now();
        await next();
        const durationMs = Math.round((performance.now() - started) * 10) / 10;
        const route = routePath(c);
        const status = c.res.status;
        setAnswerHeader(c, REQUEST_ID_HEADER, id);
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
    });
}

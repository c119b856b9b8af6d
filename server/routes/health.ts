/**
 * Health for orchestrators and load balancers, unauthenticated and never cached, mounted ahead of
 * every other middleware (so no rate limit, no request log line): `/healthz` answers 200 while the
 * process runs; `/readyz` answers 200 when the database, the media folder and the web build work,
 * else 503 naming the checks that failed (server/observe/readiness.ts).
 */
import { Hono } from "hono";
import type { AppDeps } from "../deps.ts";
import { readiness } from "../observe/readiness.ts";

const NO_STORE = { "cache-control": "no-store" };

export function healthRoutes(deps: Pick<AppDeps, "kv" | "config">): Hono {
  const app = new Hono();
  app.get("/healthz", (c) => c.json({ status: "ok" }, 200, NO_STORE));
  app.get("/readyz", async (c) => {
    const { ready, checks } = await readiness(deps.kv, deps.config);
    if (ready) return c.json({ status: "ready", checks }, 200, NO_STORE);
    const failed = Object.entries(checks).filter(([, outcome]) => outcome === "failed").map(([name]) => name);
    return c.json({ status: "unavailable", failed, checks }, 503, NO_STORE);
  });
  return app;
}

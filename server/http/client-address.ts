/** The client's address: the connection's remote address, or X-Forwarded-For behind a trusted proxy. */
import type { Context } from "hono";
import type { AppEnv } from "./context.ts";

export function clientAddress(c: Context<AppEnv>): string {
  if (c.var.deps.config.TRUST_PROXY) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  // Deno.serve passes the connection info as the second argument, which Hono exposes as c.env.
  const info = c.env as { remoteAddr?: { hostname?: string } } | undefined;
  return info?.remoteAddr?.hostname ?? "unknown";
}

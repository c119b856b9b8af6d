/**
 * The client's address. With no trusted proxy it is the connection's remote address. Behind
 * TRUST_PROXY = N proxies of our own, each proxy appended the address it saw to X-Forwarded-For,
 * so only the N rightmost entries were written by us: the client address is the N-th entry from the
 * right (the one the outermost trusted proxy saw). Entries further left are the client's own words
 * and never count. With fewer entries than N, it is the leftmost entry there is (as Express's
 * proxy-addr does with a hop count).
 */
import type { Context } from "hono";
import type { AppEnv } from "./context.ts";

/** The addresses of a request, nearest first: the socket's, then X-Forwarded-For from right to left. */
export function addressChain(socketAddress: string, forwardedFor: string | undefined): string[] {
  const forwarded = (forwardedFor ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  return [socketAddress, ...forwarded.reverse()];
}

/** The client address when the `trustedHops` nearest addresses are our own proxies. */
export function addressBehindProxies(
  socketAddress: string,
  forwardedFor: string | undefined,
  trustedHops: number,
): string {
  const chain = trustedHops > 0 ? addressChain(socketAddress, forwardedFor) : [socketAddress];
  return chain[Math.min(trustedHops, chain.length - 1)];
}

export function clientAddress(c: Context<AppEnv>): string {
  return clientAddressBehind(c, c.var.deps.config.TRUST_PROXY);
}

/** The client address of `c` behind `trustedHops` proxies (for code that runs before the deps are set). */
export function clientAddressBehind(c: Context, trustedHops: number): string {
  // Deno.serve passes the connection info as the second argument, which Hono exposes as c.env.
  const info = c.env as { remoteAddr?: { hostname?: string } } | undefined;
  const socketAddress = info?.remoteAddr?.hostname ?? "unknown";
  return addressBehindProxies(socketAddress, c.req.header("x-forwarded-for"), trustedHops);
}

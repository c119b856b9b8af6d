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

/**
 * The subject a client is counted as in every per-address rate window. One IPv6 subscriber gets a
 * whole /64 (RFC 6177), and may pick any address in it for each request, so an IPv6 client is its
 * /64 (written `2001:db8:1:2::/64`); an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) is the IPv4
 * address it carries. IPv4 addresses and anything that is not an IP address stay as they are.
 */
export function rateSubjectOf(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(":")}::/64`;
}

/** The client of `c` as the rate limits count it (see `rateSubjectOf`). */
export function clientRateKey(c: Context<AppEnv>): string {
  return rateSubjectOf(clientAddress(c));
}

/**
 * The eight 16-bit groups of an IPv6 address, or null when `text` is not one. Accepts `::`, a
 * dotted IPv4 tail, a zone (`%eth0`) and the bracketed form a proxy may write (`[2001:db8::1]:443`).
 */
function ipv6Groups(text: string): number[] | null {
  let address = text.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1];
  address = address.replace(/%.*$/, "");
  if (!address.includes(":")) return null;
  const tail = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (tail) {
    const octets = tail.slice(1).map(Number);
    if (octets.some((octet) => octet > 255)) return null;
    const hex = (high: number, low: number) => ((high << 8) | low).toString(16);
    address = `${address.slice(0, tail.index)}${hex(octets[0], octets[1])}:${hex(octets[2], octets[3])}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const head = parse(halves[0]);
  const rest = halves.length === 2 ? parse(halves[1]) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const parts = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...rest];
  if (!parts.every((part) => /^[0-9a-f]{1,4}$/i.test(part))) return null;
  return parts.map((part) => parseInt(part, 16));
}

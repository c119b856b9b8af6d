/**
 * Which push endpoints the server will send to: only those of the push services browsers use, so a
 * subscription cannot make the server call anywhere else (its own network, a cloud's metadata
 * service, a port of this machine). An endpoint is `https://` on port 443 of one of
 * PUSH_SERVICE_HOSTS or of PUSH_EXTRA_HOSTS, with no user name or password. `*.domain` stands for
 * any host under that domain (not the domain itself). PUSH_ALLOW_HTTP also lets in plain-http
 * endpoints on this machine (a local test push service, tests/helpers/push-service.ts).
 *
 * Checked when a subscription is stored or renewed, again before each message, and at start for
 * the stored ones (server/bootstrap.ts drops those the rule refuses).
 */
import { PUSH_TEXTS } from "../../contract/push.ts";
import type { Config } from "../config.ts";
import { isLoopbackHost } from "../config.ts";
import { badRequest } from "../errors.ts";

/** The push services of Chrome and Edge (FCM), Firefox, Windows (WNS) and Safari. */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "*.notify.windows.com",
  "web.push.apple.com",
  "*.push.apple.com",
];

export type EndpointRule = Pick<Config, "PUSH_ALLOW_HTTP" | "PUSH_EXTRA_HOSTS">;

/** Whether `host` is `pattern`, or lies under its domain when it is `*.domain`. */
function hostMatches(host: string, pattern: string): boolean {
  return pattern.startsWith("*.") ? host.endsWith(pattern.slice(1)) : host === pattern;
}

/** Whether the server may send to `endpoint` under `rule`. */
export function endpointAllowed(endpoint: string, rule: EndpointRule): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  // URL lowercases the host and drops the scheme's default port (":443" reads as "").
  if (url.protocol === "http:") return rule.PUSH_ALLOW_HTTP && isLoopbackHost(url.hostname);
  if (url.protocol !== "https:" || url.port !== "") return false;
  return [...PUSH_SERVICE_HOSTS, ...rule.PUSH_EXTRA_HOSTS].some((pattern) => hostMatches(url.hostname, pattern));
}

/** Refuses (400, on `subscription.endpoint`) an endpoint the server may not send to. */
export function checkEndpoint(endpoint: string, rule: EndpointRule): void {
  if (!endpointAllowed(endpoint, rule)) {
    throw badRequest(PUSH_TEXTS.notAllowed, [{ path: "subscription.endpoint", message: PUSH_TEXTS.notAllowed }]);
  }
}

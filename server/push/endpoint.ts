/**
 * Which push endpoints the server will send to. A browser's endpoint is an https address of its
 * push service; anything else (plain http, a loopback or IP address, a port of this machine) is
 * refused, so a subscription cannot make the server call into its own network. `allowHttp`
 * (PUSH_ALLOW_HTTP) lets a local test push service in.
 */
import { PUSH_TEXTS } from "../../contract/push.ts";
import { badRequest } from "../errors.ts";

const IP_HOST = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

export function checkEndpoint(endpoint: string, allowHttp: boolean): void {
  if (allowHttp) {
    if (!/^https?:$/.test(new URL(endpoint).protocol)) throw refused();
    return;
  }
  const url = new URL(endpoint);
  const host = url.hostname.toLowerCase();
  if (url.protocol !== "https:" || url.username || url.password) throw refused();
  if (IP_HOST.test(host) || host === "localhost" || host.endsWith(".localhost") || !host.includes(".")) throw refused();
}

const refused = () => badRequest(PUSH_TEXTS.notAllowed, [{ path: "subscription.endpoint", message: PUSH_TEXTS.notAllowed }]);

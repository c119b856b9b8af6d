/**
 * Package inquiries as travellers send them: to a running server (tests/helpers/server.ts), or to
 * an in-process test app (tests/helpers/app.ts).
 */
import assert from "node:assert/strict";
import type { TestApp } from "./app.ts";
import { packageInquiryBody } from "./fixtures.ts";
import type { RunningServer } from "./server.ts";

export type Item = { id: string; name: string };

export async function firstPackage(server: RunningServer): Promise<Item> {
  return (await (await fetch(`${server.url}/api/packages`)).json()).data.packages[0];
}

/**
 * Sends inquiry `n` with idempotency key `key`, from its own client address (the server trusts
 * X-Forwarded-For only with TRUST_PROXY set), as real travellers' do: one address is limited to 20
 * an hour.
 */
export function submitInquiry(server: RunningServer, pkg: Item, n: number, key: string) {
  return fetch(`${server.url}/api/inquiries`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "idempotency-key": key,
      "x-forwarded-for": `10.9.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({
      type: "package",
      itemId: pkg.id,
      itemName: pkg.name,
      userName: `Traveller ${key}`,
      userEmail: "burst@example.com",
      userPhone: "+971 50 123 4567",
      numPeople: "2",
    }),
  });
}

/**
 * Layla Haddad's inquiry about the first package from `email` (`over` changes fields of the body),
 * logged out or, with `token`, as that member; answers the stored inquiry.
 */
export async function sendPackageInquiry(
  t: TestApp,
  email: string,
  options: { token?: string; over?: Record<string, unknown> } = {},
): Promise<{ id: string; submissionDate: string }> {
  const pkg = (await t.call("GET", "/api/packages")).json.data.packages[0];
  const res = await t.call("POST", "/api/inquiries", { token: options.token, body: packageInquiryBody(pkg, email, options.over) });
  assert.equal(res.status, 201, res.text);
  return res.json.data;
}

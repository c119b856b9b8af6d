/** Every JSON route reads a body only when it is labelled as JSON; anything else is a 415. */
import assert from "node:assert/strict";
import { JSON_CONTENT_TYPE_REQUIRED } from "../../server/http/validate.ts";
import { ADMIN, makeTestApp, type TestApp, withoutRequestId } from "../helpers/app.ts";
import { activityInquiryBody, destinationBody, storeFixtureActivity } from "../helpers/fixtures.ts";

/** One route with a valid body, the caller it needs and the status that body is accepted with. */
type Route = {
  name: string;
  method: string;
  path: (t: TestApp, admin: string) => Promise<string> | string;
  asAdmin: boolean;
  body: unknown;
  ok: number;
};

const ROUTES: Route[] = [
  {
    name: "login",
    method: "POST",
    path: () => "/api/auth/login",
    asAdmin: false,
    body: { email: ADMIN.email, password: ADMIN.password },
    ok: 200,
  },
  {
    name: "new destination",
    method: "POST",
    path: () => "/api/destinations",
    asAdmin: true,
    body: destinationBody(),
    ok: 201,
  },
  {
    name: "own profile",
    method: "PATCH",
    path: async (t, admin) =>
      `/api/auth/users/${(await t.call("GET", "/api/auth/profile", { token: admin })).json.data.id}`,
    asAdmin: true,
    body: { name: "Renamed Admin" },
    ok: 200,
  },
  {
    name: "inquiry",
    method: "POST",
    path: () => "/api/inquiries",
    asAdmin: false,
    body: activityInquiryBody(),
    ok: 201,
  },
  {
    name: "chat message",
    method: "POST",
    path: () => `/api/chat/sessions/anon_${Date.now()}_${crypto.randomUUID().replaceAll("-", "")}/messages`,
    asAdmin: false,
    body: { text: "Hello" },
    ok: 201,
  },
];

/** [label, content type (null: none at all)] of bodies that are not labelled as JSON (UTF-8). */
const REFUSED: [string, string | null][] = [
  ["text/plain", "text/plain;charset=UTF-8"],
  ["no content type", null],
  ["a form", "application/x-www-form-urlencoded"],
  ["JSON in another charset", "application/json; charset=iso-8859-1"],
  ["a JSON look-alike", "application/jsonp"],
];

const ACCEPTED = [
  "application/json",
  "Application/JSON; charset=UTF-8",
  'application/merge-patch+json; charset="utf-8"',
];

async function send(t: TestApp, admin: string, route: Route, contentType: string | null) {
  const headers: Record<string, string> = {};
  if (route.asAdmin) headers.authorization = `Bearer ${admin}`;
  if (contentType !== null) headers["content-type"] = contentType;
  // Bytes, not a string: a string body would be labelled text/plain by the Fetch API itself.
  const body = new TextEncoder().encode(JSON.stringify(route.body));
  const res = await t.app.request(await route.path(t, admin), { method: route.method, headers, body });
  return { status: res.status, json: await res.json() };
}

Deno.test("a JSON body not labelled application/json (or +json, UTF-8) is refused with 415 and not processed", async () => {
  const t = await makeTestApp();
  try {
    await storeFixtureActivity(t.kv);
    const admin = await t.adminToken();
    for (const route of ROUTES) {
      for (const [label, contentType] of REFUSED) {
        const res = await send(t, admin, route, contentType);
        assert.equal(res.status, 415, `${route.name}, ${label}`);
        assert.deepEqual(
          withoutRequestId(res.json),
          { message: JSON_CONTENT_TYPE_REQUIRED, code: "unsupported_type" },
          `${route.name}, ${label}`,
        );
      }
    }
    assert.equal(
      (await t.call("GET", "/api/destinations", { token: admin })).json.data.destinations.length,
      0,
      "nothing was created",
    );
    assert.equal(
      (await t.call("GET", "/api/auth/profile", { token: admin })).json.data.name === "Renamed Admin",
      false,
      "nothing was changed",
    );
    assert.deepEqual(
      (await t.call("GET", "/api/inquiries", { token: admin })).json.data,
      [],
      "nothing was stored",
    );
    for (const route of ROUTES) {
      for (const contentType of ACCEPTED) {
        const res = await send(t, admin, route, contentType);
        assert.equal(res.status, route.ok, `${route.name}, ${contentType}: ${JSON.stringify(res.json)}`);
      }
    }
  } finally {
    await t.deps.outbox.settled();
    await t.close();
  }
});

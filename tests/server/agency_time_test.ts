/**
 * The agency's clock (AGENCY_TIMEZONE, Dubai's by default): the web app reads it from
 * GET /api/agency; staff emails write their times on it with the zone named ("28 Nov 2026, 09:37
 * GST"), over real SMTP; a bad zone stops the start; a member may choose Gulf time in their
 * settings, the default staying the spec's UTC.
 */
import assert from "node:assert/strict";
import { newChatSessionId } from "../../contract/chat/session.ts";
import { loadConfig } from "../../server/config.ts";
import { type TestApp, withSmtpApp } from "../helpers/app.ts";
import { sendPackageInquiry } from "../helpers/inquiries.ts";

const STAFF = "desk@aurum.example";

/** `iso` as a staff member in Dubai reads it, written independently of the code under test. */
function dubai(iso: string): string {
  const clock = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Dubai" }).format(new Date(iso));
  return `${clock} GST`;
}

const sendInquiry = (t: TestApp) => sendPackageInquiry(t, "layla@example.com");

Deno.test("the agency's time zone: Asia/Dubai unless configured, served to the web app; a bad name stops the start", async () => {
  assert.equal(loadConfig({}).AGENCY_TIMEZONE, "Asia/Dubai");
  assert.equal(loadConfig({ AGENCY_TIMEZONE: " Europe/Paris " }).AGENCY_TIMEZONE, "Europe/Paris");
  assert.throws(() => loadConfig({ AGENCY_TIMEZONE: "Gulf/Nowhere" }), /AGENCY_TIMEZONE must be an IANA time zone name/);
  await withSmtpApp(async (t) => {
    const res = await t.call("GET", "/api/agency");
    assert.equal(res.status, 200);
    assert.deepEqual(res.json.data, { timeZone: "Asia/Dubai" });
    const documented = (await t.call("GET", "/api/openapi.json")).json.paths["/api/agency"];
    assert.ok(documented?.get, "the route is in the API document");
  });
  await withSmtpApp(async (t) => {
    assert.deepEqual((await t.call("GET", "/api/agency")).json.data, { timeZone: "Europe/Paris" });
  }, { env: { AGENCY_TIMEZONE: "Europe/Paris" } });
});

Deno.test("a new inquiry's staff email says when it was submitted on the agency's clock, in GST (real SMTP)", async () => {
  await withSmtpApp(async (t, smtp) => {
    const inquiry = await sendInquiry(t);
    const staff = await smtp.waitFor((m) => m.to.includes(STAFF));
    assert.ok(staff.text.includes(`Submitted: ${dubai(inquiry.submissionDate)}\n`), staff.text);
  }, { seed: true, env: { STAFF_EMAIL: STAFF } });
});

Deno.test("a chat to continue by email: staff's copy times each message on the agency's clock, the visitor's stays UTC", async () => {
  await withSmtpApp(async (t, smtp) => {
    const id = newChatSessionId();
    const said = await t.call("POST", `/api/chat/sessions/${id}/messages`, { body: { text: "Is the desert camp open in December?" } });
    assert.equal(said.status, 201, said.text);
    const res = await t.call("POST", `/api/chat/sessions/${id}/transcript`, { body: { email: "claire@example.com", continueByEmail: true } });
    assert.equal(res.status, 200, res.text);
    const staff = await smtp.waitFor((m) => m.to.includes(STAFF));
    const session = (await t.call("GET", `/api/chat/sessions/${id}`)).json.data as { startTimestamp: string; messages: { timestamp: string }[] };
    assert.ok(staff.text.includes(`Started: ${dubai(session.startTimestamp)}\n`), staff.text);
    for (const message of session.messages) assert.ok(staff.text.includes(`(${dubai(message.timestamp)}):`), staff.text);
    const visitor = await smtp.waitFor((m) => m.to.includes("claire@example.com"));
    assert.match(visitor.text, /UTC\):/, "the visitor's own copy keeps naming UTC");
  }, { env: { STAFF_EMAIL: STAFF } });
});

Deno.test("a member may choose Gulf Standard Time; a new member's default stays UTC", async () => {
  await withSmtpApp(async (t) => {
    const member = await t.member();
    const before = (await t.call("GET", "/api/auth/profile", { token: member.token })).json.data;
    assert.equal(before.preferences.general.timezone, "UTC");
    const res = await t.call("PATCH", `/api/auth/users/${member.user.id}`, { token: member.token, body: { preferences: { general: { timezone: "GST" } } } });
    assert.equal(res.status, 200, res.text);
    assert.equal((await t.call("GET", "/api/auth/profile", { token: member.token })).json.data.preferences.general.timezone, "GST");
  });
});

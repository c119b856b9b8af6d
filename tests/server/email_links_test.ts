/**
 * Links in emails never come from the request: a forged Host header still gets the staff links to
 * the configured address (PUBLIC_URL), or on loopback to the address the server really listens on.
 * The real server process, requests written by hand (fetch will not forge Host), a real SMTP listener.
 */
import assert from "node:assert/strict";
import { APPLICATION_SUBJECT, OTP_SUBJECT } from "../../server/mail/account-mail.ts";
import { makeTestApp } from "../helpers/app.ts";
import { activityInquiryBody, registrationBody, storeFixtureActivity } from "../helpers/fixtures.ts";
import { rawConnection, requestHead } from "../helpers/raw-http.ts";
import { startServer } from "../helpers/server.ts";
import { startSmtp } from "../helpers/smtp.ts";

const FORGED = "evil.example";

/** A JSON request whose Host header names someone else's site. */
async function postWithForgedHost(serverUrl: string, path: string, body: unknown) {
  const bytes = new TextEncoder().encode(JSON.stringify(body));
  const conn = await rawConnection(serverUrl);
  try {
    const head = requestHead("POST", path, {
      host: FORGED,
      "content-type": "application/json",
      "content-length": String(bytes.length),
      connection: "close",
    });
    await conn.write(head);
    await conn.write(bytes);
    const res = await conn.response();
    return { status: res.status, json: JSON.parse(res.body) };
  } finally {
    await conn.close();
  }
}

Deno.test("a forged Host header never reaches the staff emails: they link to the server's own loopback address", async () => {
  const smtp = await startSmtp();
  const server = await startServer({ env: { SMTP_URL: smtp.url } });
  try {
    const activity = (await (await fetch(`${server.url}/api/activities`)).json()).data.activities[0];
    const inquiry = await postWithForgedHost(server.url, "/api/inquiries", activityInquiryBody({ itemId: activity.id, itemName: activity.name }));
    assert.equal(inquiry.status, 201, JSON.stringify(inquiry.json));
    const id = inquiry.json.data.id;
    const staffMail = await smtp.waitFor((m) => m.text.includes(`Reference: ${id}`) && m.subject.startsWith("New "));
    assert.ok(staffMail.text.includes(`${server.url}/admin/inquiries?id=${id}`), staffMail.text);

    const email = "applicant@test.example";
    assert.equal((await postWithForgedHost(server.url, "/api/auth/send-email-otp", { email })).status, 200);
    const otp = (await smtp.waitFor((m) => m.subject === OTP_SUBJECT)).text.match(/\b(\d{6})\b/)![1];
    assert.equal((await postWithForgedHost(server.url, "/api/auth/verify-email-otp", { email, otp })).status, 200);
    const registered = await postWithForgedHost(server.url, "/api/auth/register", registrationBody(email));
    assert.equal(registered.status, 201, JSON.stringify(registered.json));
    const applicationMail = await smtp.waitFor((m) => m.subject.startsWith(APPLICATION_SUBJECT));
    assert.ok(applicationMail.text.includes(`${server.url}/admin/users`), applicationMail.text);

    for (const mail of smtp.received) assert.ok(!mail.text.includes(FORGED), `${mail.subject}: ${mail.text}`);
  } finally {
    await server.stop();
    await smtp.close();
  }
});

Deno.test("with PUBLIC_URL set, the staff email links there whatever the request's address", async () => {
  const smtp = await startSmtp();
  const t = await makeTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: "https://www.aurumvoyages.example/" } });
  try {
    await storeFixtureActivity(t.kv);
    const res = await t.app.request(`http://${FORGED}/api/inquiries`, {
      method: "POST",
      headers: { host: FORGED, "content-type": "application/json" },
      body: JSON.stringify(activityInquiryBody()),
    });
    assert.equal(res.status, 201);
    const { id } = (await res.json()).data;
    const staffMail = await smtp.waitFor((m) => m.text.includes(`Reference: ${id}`) && m.subject.startsWith("New "));
    assert.ok(staffMail.text.includes(`https://www.aurumvoyages.example/admin/inquiries?id=${id}`), staffMail.text);
    assert.ok(!staffMail.text.includes(FORGED));
  } finally {
    await t.deps.outbox.settled();
    await t.close();
    await smtp.close();
  }
});

import { BASE_CURRENCY, RATE_CURRENCIES } from "../../contract/money.ts";
import assert from "node:assert/strict";
import { OTP_REQUESTS_PER_ACCOUNT } from "../../server/auth/limits.ts";
import { KEYS } from "../../server/kv/keys.ts";
import type { StoredOtp } from "../../server/kv/email-otps.ts";
import { ADMIN, makeTestApp, type Smtp, type TestApp, withSmtpApp } from "../helpers/app.ts";
import { registrationBody } from "../helpers/fixtures.ts";
import { fillWindow } from "../helpers/rate-limits.ts";

/** A complete membership application that also claims the flags a client must not set itself. */
const application = (email: string, over: Record<string, unknown> = {}) =>
  registrationBody(email, { isApproved: true, isAdmin: true, ...over }); // both flags are ignored

/** Asks for a code and reads it from the email the SMTP listener received. */
async function requestOtp(t: TestApp, smtp: Smtp, email: string): Promise<string> {
  const before = smtp.received.length;
  const res = await t.call("POST", "/api/auth/send-email-otp", { body: { email } });
  assert.equal(res.status, 200, res.text);
  const mail = await smtp.waitFor((m) => smtp.received.indexOf(m) >= before && m.to.includes(email.toLowerCase()));
  const code = mail.text.match(/verification code is: (\d{6})/)?.[1];
  assert.ok(code, mail.text);
  return code;
}

const verify = (t: TestApp, email: string, otp: string) => t.call("POST", "/api/auth/verify-email-otp", { body: { email, otp } });

/** Applies, verified, and answers the new member's id. */
async function apply(t: TestApp, smtp: Smtp, email: string): Promise<string> {
  assert.equal((await verify(t, email, await requestOtp(t, smtp, email))).status, 200);
  const res = await t.call("POST", "/api/auth/register", { body: application(email) });
  assert.equal(res.status, 201, res.text);
  return res.json.data.user.id;
}

Deno.test("OTP: a 6-digit code arrives by email, only its hash is stored, it works once", async () => {
  await withSmtpApp(async (t, smtp) => {
    const email = "layla@test.example";
    const otp = await requestOtp(t, smtp, email.toUpperCase());
    const stored = (await t.kv.get<StoredOtp>(KEYS.emailOtp(email))).value!;
    assert.ok(stored, "stored under the lower-cased address");
    assert.ok(!JSON.stringify(stored).includes(otp), "the code itself is not stored");
    assert.ok(stored.expiresAt - stored.sentAt === 10 * 60_000, "expires after 10 minutes");

    const wrong = await verify(t, email, otp === "000000" ? "111111" : "000000");
    assert.equal(wrong.status, 400);
    assert.equal(wrong.json.message, "The code is not correct. 4 tries left.");
    const right = await verify(t, email, otp);
    assert.equal(right.status, 200, right.text);
    assert.equal(right.json.data.verified, true);
    const again = await verify(t, email, otp);
    assert.equal(again.status, 400, "single use");
    assert.equal(again.json.message, "This code has expired or was already used. Please request a new one.");
    const empty = await verify(t, email, "");
    assert.equal(empty.json.message, "Please enter the OTP from your email.");
  });
});

Deno.test("OTP: an expired code is refused", async () => {
  await withSmtpApp(async (t, smtp) => {
    const email = "late@test.example";
    const otp = await requestOtp(t, smtp, email);
    const entry = await t.kv.get<StoredOtp>(KEYS.emailOtp(email));
    await t.kv.set(entry.key, { ...entry.value!, expiresAt: Date.now() - 1 });
    const res = await verify(t, email, otp);
    assert.equal(res.status, 400);
    assert.match(res.json.message, /expired/);
    assert.equal((await t.call("POST", "/api/auth/register", { body: application(email) })).status, 400);
  });
});

Deno.test("OTP: after 5 wrong tries even the right code is refused", async () => {
  await withSmtpApp(async (t, smtp) => {
    const email = "guess@test.example";
    const otp = await requestOtp(t, smtp, email);
    const wrongCode = otp === "123456" ? "654321" : "123456";
    const messages = [];
    for (let i = 0; i < 5; i++) messages.push((await verify(t, email, wrongCode)).json.message);
    assert.deepEqual(messages, [
      "The code is not correct. 4 tries left.",
      "The code is not correct. 3 tries left.",
      "The code is not correct. 2 tries left.",
      "The code is not correct. 1 try left.",
      "Too many wrong codes. Please request a new one.",
    ]);
    const right = await verify(t, email, otp);
    assert.equal(right.status, 400);
  });
});

Deno.test("OTP: a new code waits a minute (429 + Retry-After), then replaces the old one", async () => {
  await withSmtpApp(async (t, smtp) => {
    const email = "again@test.example";
    const first = await requestOtp(t, smtp, email);
    const tooSoon = await t.call("POST", "/api/auth/send-email-otp", { body: { email } });
    assert.equal(tooSoon.status, 429);
    const wait = Number(tooSoon.headers.get("retry-after"));
    assert.ok(wait > 0 && wait <= 60, `Retry-After ${wait}`);

    const entry = await t.kv.get<StoredOtp>(KEYS.emailOtp(email));
    await t.kv.set(entry.key, { ...entry.value!, sentAt: Date.now() - 61_000 });
    const second = await requestOtp(t, smtp, email);
    if (first !== second) assert.equal((await verify(t, email, first)).status, 400, "the old code no longer works");
    assert.equal((await verify(t, email, second)).status, 200);
    assert.equal((await t.call("POST", "/api/auth/send-email-otp", { body: { email: "not-an-email" } })).status, 400);
  });
});

Deno.test("register: refused without server-side verification; then pending, no login token; duplicates 409", async () => {
  await withSmtpApp(async (t, smtp) => {
    const email = "applicant@test.example";
    const unverified = await t.call("POST", "/api/auth/register", { body: application(email) });
    assert.equal(unverified.status, 400);
    assert.equal(unverified.json.message, "Please verify your email address using OTP.");

    const missing = await t.call("POST", "/api/auth/register", { body: application(email, { accommodationStyles: [] }) });
    assert.equal(missing.status, 400);
    assert.equal(missing.json.message, "Please select at least one accommodation style.");
    const other = await t.call("POST", "/api/auth/register", { body: application(email, { nationalityOther: " " }) });
    assert.equal(other.json.message, "Please specify your nationality");

    const id = await apply(t, smtp, email);
    const staffMail = await smtp.waitFor((m) => m.subject.startsWith("New membership application"));
    assert.ok(staffMail.text.includes(email));
    const login = await t.call("POST", "/api/auth/login", { body: { email, password: "secret-pass-1" } });
    assert.equal(login.status, 200);
    const user = login.json.data.user;
    assert.equal(user.id, id);
    assert.equal(user.isApproved, false, "new members wait for approval");
    assert.equal(user.isAdmin, false, "the body's isAdmin is ignored");
    assert.equal(user.isMobileVerified, false);
    assert.equal(user.nationalityOther, "Emirati");

    const duplicate = await t.call("POST", "/api/auth/register", { body: application(email.toUpperCase()) });
    assert.equal(duplicate.status, 409);
    const otpForMember = await t.call("POST", "/api/auth/send-email-otp", { body: { email } });
    assert.equal(otpForMember.status, 409);
  });
});

Deno.test("OTP: at most 10 codes an hour per address, whatever the one-minute rule allows", async () => {
  await withSmtpApp(async (t, smtp) => {
    const email = "hourly@test.example";
    await fillWindow(t.kv, OTP_REQUESTS_PER_ACCOUNT, email);
    const res = await t.call("POST", "/api/auth/send-email-otp", { body: { email } });
    assert.equal(res.status, 429);
    assert.equal(res.json.message, "Too many verification codes were requested. Please wait before trying again.");
    assert.equal(smtp.received.length, 0, "no code was sent");
    await requestOtp(t, smtp, "someone-else@test.example");
  });
});

Deno.test("tokens are revoked at once: on delete, on an admin-flag change, on a password change", async () => {
  const t = await makeTestApp();
  try {
    const admin = await t.adminToken();
    const deleted = await t.member();
    assert.equal((await t.call("DELETE", `/api/auth/users/${deleted.user.id}`, { token: admin })).status, 200);
    assert.equal((await t.call("GET", "/api/auth/profile", { token: deleted.token })).status, 401);

    const promoted = await t.member();
    const res = await t.call("PATCH", `/api/auth/users/${promoted.user.id}/admin`, { token: admin, body: { isAdmin: true } });
    assert.equal(res.status, 200);
    assert.equal(res.json.data.isAdmin, true);
    assert.equal((await t.call("GET", "/api/auth/profile", { token: promoted.token })).status, 401);
    const demoted = await t.login(promoted.user.email, promoted.password);
    assert.equal((await t.call("PATCH", `/api/auth/users/${promoted.user.id}`, { token: admin, body: { isAdmin: false } })).status, 200);
    assert.equal((await t.call("GET", "/api/auth/profile", { token: demoted })).status, 401);

    const changer = await t.member();
    const other = await t.login(changer.user.email, changer.password);
    const wrong = await t.call("POST", "/api/auth/change-password", {
      token: changer.token,
      body: { currentPassword: "nope", newPassword: "new-password-2" },
    });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.json.message, "The current password is not correct.");
    const short = await t.call("POST", "/api/auth/change-password", { token: changer.token, body: { currentPassword: changer.password, newPassword: "12345" } });
    assert.equal(short.json.message, "Password must be at least 6 characters");
    const changed = await t.call("POST", "/api/auth/change-password", {
      token: changer.token,
      body: { currentPassword: changer.password, newPassword: "new-password-2" },
    });
    assert.equal(changed.status, 200, changed.text);
    assert.equal((await t.call("GET", "/api/auth/profile", { token: other })).status, 401, "other sessions end");
    assert.equal((await t.call("GET", "/api/auth/profile", { token: changer.token })).status, 200, "this one stays");
    assert.equal((await t.call("POST", "/api/auth/login", { body: { email: changer.user.email, password: changer.password } })).status, 401);
    await t.login(changer.user.email, "new-password-2");
  } finally {
    await t.close();
  }
});

Deno.test("admin endpoints refuse members (403) and visitors (401)", async () => {
  const t = await makeTestApp();
  try {
    const member = await t.member();
    const target = await t.member();
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/auth/users"],
      ["PATCH", `/api/auth/users/${target.user.id}/approve`, { isApproved: true }],
      ["PATCH", `/api/auth/users/${target.user.id}/admin`, { isAdmin: true }],
      ["PATCH", `/api/auth/users/${target.user.id}`, { name: "Hijacked" }],
      ["POST", "/api/auth/create-user", { name: "X", email: "x@test.example", password: "secret-1" }],
      ["DELETE", `/api/auth/users/${target.user.id}`],
    ];
    for (const [method, path, body] of calls) {
      assert.equal((await t.call(method, path, { token: member.token, body })).status, 403, `${method} ${path} as a member`);
      assert.equal((await t.call(method, path, { body })).status, 401, `${method} ${path} anonymously`);
    }
    const admin = await t.adminToken();
    const list = await t.call("GET", "/api/auth/users", { token: admin });
    assert.equal(list.json.data.find((u: { id: string }) => u.id === target.user.id).name, "Test Member", "nothing changed");
    assert.ok(!list.text.includes("passwordHash"));
  } finally {
    await t.close();
  }
});

Deno.test("a member edits their own profile but can never make themselves admin, approved or mobile-verified", async () => {
  const t = await makeTestApp();
  try {
    const pending = await t.member(undefined, { isApproved: false });
    const path = `/api/auth/users/${pending.user.id}`;
    for (const body of [{ isAdmin: true }, { isApproved: true }, { isMobileVerified: true }, { name: "Me", isAdmin: true }]) {
      const res = await t.call("PATCH", path, { token: pending.token, body });
      assert.equal(res.status, 403, JSON.stringify(body));
      assert.equal(res.json.message, "Only an administrator can change approval, administrator or mobile verification status.");
    }
    const res = await t.call("PATCH", path, {
      token: pending.token,
      body: {
        name: "Layla H.",
        isAdmin: false, // echoed unchanged: fine
        isMobileVerified: false,
        id: "someone-else",
        createdAt: "2000-01-01T00:00:00.000Z",
        preferences: { interests: ["Fine Dining"], general: { theme: "light" }, notifications: { sms: true } },
      },
    });
    assert.equal(res.status, 200, res.text);
    const user = res.json.data;
    assert.equal(user.id, pending.user.id);
    assert.equal(user.createdAt, pending.user.createdAt);
    assert.equal(user.name, "Layla H.");
    assert.equal(user.isAdmin, false);
    assert.equal(user.isApproved, false);
    assert.equal(user.isMobileVerified, false);
    assert.deepEqual(user.preferences.general, { language: "en", currency: "USD", timezone: "UTC", theme: "light" });
    assert.equal(user.preferences.notifications.sms, true);
    assert.equal(user.preferences.notifications.email, true, "other settings keep their values");

    const bad = await t.call("PATCH", path, { token: pending.token, body: { mobileNumber: "call me" } });
    assert.equal(bad.json.message, "Please enter a valid phone number");
    const taken = await t.call("PATCH", path, { token: pending.token, body: { email: ADMIN.email } });
    assert.equal(taken.status, 409);
    const verifiedByStaff = await t.call("PATCH", path, { token: await t.adminToken(), body: { isMobileVerified: true } });
    assert.equal(verifiedByStaff.json.data.isMobileVerified, true, "staff may set it");
  } finally {
    await t.close();
  }
});

Deno.test("a member's new email address must be verified with an OTP before it replaces the old one", async () => {
  await withSmtpApp(async (t, smtp) => {
    const { user, token, password } = await t.member();
    const path = `/api/auth/users/${user.id}`;
    const fresh = "new-address@test.example";
    const unverified = await t.call("PATCH", path, { token, body: { email: fresh } });
    assert.equal(unverified.status, 400);
    assert.equal(unverified.json.message, "Please verify your new email address using OTP.");
    assert.equal((await t.call("PATCH", path, { token, body: { email: user.email, name: "Same Address" } })).status, 200, "an unchanged email needs nothing");

    assert.equal((await verify(t, fresh, await requestOtp(t, smtp, fresh))).status, 200);
    const changed = await t.call("PATCH", path, { token, body: { email: fresh } });
    assert.equal(changed.status, 200, changed.text);
    assert.equal(changed.json.data.email, fresh);
    await t.login(fresh, password);
    assert.equal((await t.call("POST", "/api/auth/login", { body: { email: user.email, password } })).status, 401);

    const admin = await t.adminToken();
    const byAdmin = await t.call("PATCH", path, { token: admin, body: { email: "set-by-staff@test.example" } });
    assert.equal(byAdmin.status, 200, "administrators correct addresses without a code");
  });
});

Deno.test("the last administrator keeps the flag and cannot be deleted; nobody deletes themselves", async () => {
  const t = await makeTestApp();
  try {
    const admin = await t.adminToken();
    const me = (await t.call("GET", "/api/auth/profile", { token: admin })).json.data;
    const toggle = await t.call("PATCH", `/api/auth/users/${me.id}/admin`, { token: admin, body: { isAdmin: false } });
    assert.equal(toggle.status, 409);
    assert.equal(toggle.json.message, "The last administrator must stay an administrator. Make another member an administrator first.");
    const edit = await t.call("PATCH", `/api/auth/users/${me.id}`, { token: admin, body: { isAdmin: false } });
    assert.equal(edit.status, 409);
    const selfDelete = await t.call("DELETE", `/api/auth/users/${me.id}`, { token: admin });
    assert.equal(selfDelete.status, 403);
    assert.equal(selfDelete.json.message, "You cannot delete your own account here.");
    assert.equal((await t.call("GET", "/api/auth/profile", { token: admin })).json.data.isAdmin, true);

    // With a second administrator, the first may step down; the second then is the last one.
    const second = await t.member();
    await t.call("PATCH", `/api/auth/users/${second.user.id}/admin`, { token: admin, body: { isAdmin: true } });
    const secondToken = await t.login(second.user.email, second.password);
    const stepDown = await t.call("PATCH", `/api/auth/users/${me.id}/admin`, { token: admin, body: { isAdmin: false } });
    assert.equal(stepDown.status, 200, stepDown.text);
    assert.equal((await t.call("GET", "/api/auth/users", { token: admin })).status, 403, "no longer an admin");
    assert.equal((await t.call("PATCH", `/api/auth/users/${second.user.id}/admin`, { token: secondToken, body: { isAdmin: false } })).status, 409);
    assert.equal((await t.call("DELETE", `/api/auth/users/${me.id}`, { token: secondToken })).status, 200, "a former admin can be deleted");
    assert.equal((await t.call("DELETE", `/api/auth/users/${me.id}`, { token: secondToken })).status, 404);
  } finally {
    await t.close();
  }
});

Deno.test("approving a member emails them once; the wizard's create-user makes a working account", async () => {
  await withSmtpApp(async (t, smtp) => {
    const admin = await t.adminToken();
    const email = "pending@test.example";
    const id = await apply(t, smtp, email);
    const bad = await t.call("PATCH", `/api/auth/users/${id}/approve`, { token: admin, body: { isApproved: false } });
    assert.equal(bad.status, 400);
    const approved = await t.call("PATCH", `/api/auth/users/${id}/approve`, { token: admin, body: { isApproved: true } });
    assert.equal(approved.status, 200);
    assert.equal(approved.json.data.isApproved, true);
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject === "Your membership is approved");
    assert.match(mail.text, /Dear Layla Haddad/);
    await t.call("PATCH", `/api/auth/users/${id}/approve`, { token: admin, body: { isApproved: true } });
    assert.equal(smtp.received.filter((m) => m.subject === "Your membership is approved").length, 1, "no second email");

    const noPassword = await t.call("POST", "/api/auth/create-user", { token: admin, body: { name: "Omar", email: "omar@test.example" } });
    assert.equal(noPassword.status, 400);
    assert.equal(noPassword.json.message, "Password is required for new users");
    const created = await t.call("POST", "/api/auth/create-user", {
      token: admin,
      body: { name: "Omar", email: "Omar@Test.example", password: "omar-pass", profession: "Real Estate", preferences: { budget: "luxury" } },
    });
    assert.equal(created.status, 201, created.text);
    assert.equal(created.json.data.email, "omar@test.example");
    assert.equal(created.json.data.isApproved, true);
    assert.equal(created.json.data.preferences.budget, "luxury");
    await t.login("omar@test.example", "omar-pass");
    const again = await t.call("POST", "/api/auth/create-user", { token: admin, body: { name: "Omar", email: "omar@test.example", password: "omar-pass" } });
    assert.equal(again.status, 409);
  });
});

Deno.test("a member's settings currency is any currency of the header's picker, UAE dirhams included; others are refused", async () => {
  const t = await makeTestApp();
  try {
    const { user, token } = await t.member();
    const path = `/api/auth/users/${user.id}`;
    for (const currency of [BASE_CURRENCY, ...RATE_CURRENCIES]) {
      const res = await t.call("PATCH", path, { token, body: { preferences: { general: { currency } } } });
      assert.equal(res.status, 200, `${currency}: ${res.text}`);
      assert.equal(res.json.data.preferences.general.currency, currency);
    }
    const unknown = await t.call("PATCH", path, { token, body: { preferences: { general: { currency: "XYZ" } } } });
    assert.equal(unknown.status, 400);
  } finally {
    await t.close();
  }
});

/**
 * Strangers cannot lock an owner out, and cannot multiply themselves with IPv6 addresses:
 *
 * - an IPv6 client is counted by its /64 in the per-address windows (an IPv4-mapped address as its
 *   IPv4 address), so one /64 is one address;
 * - once failures have come from 10 client addresses, the account is guarded: the owner's right
 *   password from a device that has not signed in lately answers 403 `email_code_required` and
 *   emails a code (to the real SMTP listener, in the member's language); the password with the code
 *   signs in; the code works once and expires; a device that signed in lately is not asked;
 * - a stranger's guess past the threshold answers exactly as the right password does, so it
 *   learns nothing, and is still counted.
 *
 * The clock is set to the start of an hour window, so moving it on by minutes stays in the window.
 */
import assert from "node:assert/strict";
import { OTP_RULES } from "../../contract/user.ts";
import { rateSubjectOf } from "../../server/http/client-address.ts";
import { createUser } from "../../server/kv/users.ts";
import { MAIL_TEXTS } from "../../server/locales.ts";
import { ADMIN, type Smtp, type TestApp, withSmtpApp } from "../helpers/app.ts";
import { fillWindow } from "../helpers/rate-limits.ts";
import { FAILING_ADDRESSES_PER_ACCOUNT } from "../../server/auth/limits.ts";

const HOUR = 3_600_000;
const PASSWORD = "owner-password-1";
const CODE_REQUIRED =
  "To protect your account, signing in on this device needs a 6-digit code. If your password is right, we have emailed it to you: enter it with your password.";
const CODE_FAILED = "The password or the code is not right, or the code has expired. Please check your password, or ask for a new code.";

/** A clock standing at the start of the current hour's window, moved on with `advance`. */
function hourClock() {
  const real = Date.now;
  let now = Math.floor(real() / HOUR) * HOUR + 1000;
  Date.now = () => now;
  return {
    advance: (ms: number) => void (now += ms),
    [Symbol.dispose]: () => void (Date.now = real),
  };
}

type Owner = { email: string; id: string };

async function withGuardApp(fn: (t: TestApp, smtp: Smtp, owner: Owner, clock: ReturnType<typeof hourClock>) => Promise<void>) {
  await withSmtpApp(async (t, smtp) => {
    using clock = hourClock();
    const email = `owner-${crypto.randomUUID()}@test.example`;
    const user = await createUser(t.kv, {
      name: "Owner",
      email,
      passwordHash: await t.deps.passwords.hash(PASSWORD),
      isAdmin: false,
      isApproved: true,
      language: "fr",
    });
    await fn(t, smtp, { email, id: user.id }, clock);
  }, { env: { TRUST_PROXY: "1" } });
}

type Attempt = { email: string; password: string; address: string; emailCode?: string; cookie?: string };

const login = (t: TestApp, { email, password, address, emailCode, cookie }: Attempt) =>
  t.call("POST", "/api/auth/login", {
    body: { email, password, ...(emailCode ? { emailCode } : {}) },
    headers: { "x-forwarded-for": address, ...(cookie ? { cookie } : {}) },
  });

/** Failures from ten stranger addresses: the account is guarded from then on. */
async function tenStrangers(t: TestApp, email: string) {
  for (let a = 1; a <= 10; a++) {
    const res = await login(t, { email, password: `guess-${a}`, address: `198.51.100.${a}` });
    assert.equal(res.status, 401, `stranger ${a}`);
  }
}

/** The device cookie a successful sign-in set, as a Cookie header. */
function deviceCookie(res: { headers: Headers }): string {
  const setCookie = res.headers.get("set-cookie") ?? "";
  assert.match(setCookie, /^av_device=[^;]+;/);
  assert.match(setCookie, /HttpOnly/);
  assert.match(setCookie, /SameSite=Strict/);
  assert.match(setCookie, /Path=\/api\/auth\/login/);
  return setCookie.split(";")[0];
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

Deno.test("an IPv6 client is counted by its /64; an IPv4-mapped address as its IPv4 address", () => {
  const cases: [string, string][] = [
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["[2001:db8:1:2:3:4:5:6]:443", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::ffff:198.51.100.9", "198.51.100.9"],
    ["::ffff:c633:6409", "198.51.100.9"],
    ["198.51.100.9", "198.51.100.9"],
    ["unknown", "unknown"],
    ["1:2:3", "1:2:3"],
  ];
  for (const [address, subject] of cases) assert.equal(rateSubjectOf(address), subject, address);
});

Deno.test("addresses of one IPv6 /64 are one address: 10 failures in all, and they cannot guard the account", async () => {
  await withGuardApp(async (t, _smtp, owner) => {
    const statuses = [];
    for (let i = 1; i <= 12; i++) {
      statuses.push((await login(t, { email: owner.email, password: `guess-${i}`, address: `2001:db8:1:2::${i.toString(16)}` })).status);
    }
    assert.deepEqual(statuses, [...Array(10).fill(401), 429, 429]);
    // Another /64 is another address; an IPv4-mapped address is its IPv4 address.
    assert.equal((await login(t, { email: owner.email, password: "guess", address: "2001:db8:1:3::1" })).status, 401);
    for (let i = 0; i < 10; i++) await login(t, { email: owner.email, password: `guess-${i}`, address: "::ffff:203.0.113.77" });
    assert.equal((await login(t, { email: owner.email, password: "guess", address: "203.0.113.77" })).status, 429);
    // Three failing addresses so far: the owner signs in with the password alone.
    assert.equal((await login(t, { email: owner.email, password: PASSWORD, address: "192.0.2.1" })).status, 200);
  });
});

Deno.test("after ten stranger addresses the owner gets 403 email_code_required and a code by email, and signs in with it", async () => {
  await withGuardApp(async (t, smtp, owner) => {
    await tenStrangers(t, owner.email);
    const asked = await login(t, { email: owner.email, password: PASSWORD, address: "203.0.113.5" });
    assert.equal(asked.status, 403);
    assert.equal(asked.json.code, "email_code_required");
    assert.equal(asked.json.message, CODE_REQUIRED);
    assert.equal(asked.headers.get("set-cookie"), null, "no device cookie without a sign-in");

    const mail = await smtp.waitFor((m) => m.to.includes(owner.email));
    assert.equal(mail.subject, MAIL_TEXTS.fr.signInCode.subject, "in the member's language");
    const code = codeIn(mail.text);
    assert.ok(code, mail.text);

    // A stranger's guess answers just as the right password did, with or without a code.
    const guess = await login(t, { email: owner.email, password: "guess-again", address: "198.51.100.11" });
    assert.equal(guess.status, 403);
    assert.deepEqual({ ...guess.json, requestId: undefined }, { ...asked.json, requestId: undefined });
    const withCode = await login(t, { email: owner.email, password: "guess-again", address: "198.51.100.11", emailCode: code });
    assert.equal(withCode.status, 400);
    assert.equal(withCode.json.message, CODE_FAILED);
    assert.equal(smtp.received.length, 1, "only the right password sends a code");

    const signedIn = await login(t, { email: owner.email, password: PASSWORD, address: "203.0.113.5", emailCode: code });
    assert.equal(signedIn.status, 200, signedIn.text);
    assert.equal(signedIn.json.data.user.email, owner.email);
    assert.ok(signedIn.json.data.access_token);
    deviceCookie(signedIn);

    // The code works once.
    const again = await login(t, { email: owner.email, password: PASSWORD, address: "203.0.113.6", emailCode: code });
    assert.equal(again.status, 400);
    assert.equal(again.json.message, CODE_FAILED);

    // The strangers' guesses were counted: the eleventh address has used up its own window.
    for (let i = 0; i < 9; i++) await login(t, { email: owner.email, password: `guess-${i}`, address: "198.51.100.11" });
    assert.equal((await login(t, { email: owner.email, password: "guess", address: "198.51.100.11" })).status, 429);
  });
});

Deno.test("a sign-in code expires after 10 minutes and dies after 5 wrong tries; asked again within a minute, none is sent", async () => {
  await withGuardApp(async (t, smtp, owner, clock) => {
    await tenStrangers(t, owner.email);
    const owners = { email: owner.email, password: PASSWORD, address: "203.0.113.5" };
    assert.equal((await login(t, owners)).status, 403);
    const first = codeIn((await smtp.waitFor((m) => m.to.includes(owner.email))).text)!;
    const tooSoon = await login(t, owners);
    assert.equal(tooSoon.status, 403, "asked again within a minute: the last code still works");
    await t.deps.outbox.settled();
    assert.equal(smtp.received.length, 1, "and no new one is sent");

    clock.advance(OTP_RULES.ttlMs + 1000);
    const expired = await login(t, { ...owners, emailCode: first });
    assert.equal(expired.status, 400);
    assert.equal(expired.json.message, CODE_FAILED);

    assert.equal((await login(t, owners)).status, 403, "a new code");
    await smtp.waitFor(() => smtp.received.length === 2);
    const second = codeIn(smtp.received[1].text)!;
    const wrong = second === "000000" ? "111111" : "000000";
    for (let left = 4; left >= 1; left--) {
      const res = await login(t, { ...owners, emailCode: wrong });
      assert.equal(res.status, 400);
      assert.match(res.json.message, new RegExp(`${left} tr`));
    }
    assert.equal((await login(t, { ...owners, emailCode: wrong })).json.message, "Too many wrong codes. Please request a new one.");
    const dead = await login(t, { ...owners, emailCode: second });
    assert.equal(dead.json.message, CODE_FAILED, "the right code is dead too");
  });
});

Deno.test("a device that signed in lately is not asked for a code; another account's device cookie is", async () => {
  await withGuardApp(async (t, smtp, owner, clock) => {
    const home = await login(t, { email: owner.email, password: PASSWORD, address: "203.0.113.5" });
    assert.equal(home.status, 200);
    const cookie = deviceCookie(home);
    const admin = deviceCookie(await login(t, { email: ADMIN.email, password: ADMIN.password, address: "203.0.113.9" }));

    await tenStrangers(t, owner.email);
    const known = await login(t, { email: owner.email, password: PASSWORD, address: "192.0.2.44", cookie });
    assert.equal(known.status, 200, "the owner's own device, from a new address");
    deviceCookie(known);

    const other = await login(t, { email: owner.email, password: PASSWORD, address: "192.0.2.45", cookie: admin });
    assert.equal(other.status, 403);
    assert.equal(other.json.code, "email_code_required");
    // (The clock moves on only once the mail is out: a jump would time out its connection.)
    await smtp.waitFor((m) => m.to.includes(owner.email));
    clock.advance(OTP_RULES.resendAfterMs);
    const forged = await login(t, { email: owner.email, password: PASSWORD, address: "192.0.2.46", cookie: `av_device=${owner.id}:${Date.now()}.forged` });
    assert.equal(forged.status, 403);
    // A known device's wrong password is still a failure of a guarded account.
    assert.equal((await login(t, { email: owner.email, password: "typo", address: "192.0.2.44", cookie })).status, 429);
    await smtp.waitFor(() => smtp.received.filter((m) => m.to.includes(owner.email)).length === 2);
  });
});

Deno.test("a guarded account: a code is asked only while failures from 10 addresses stand in the hour", async () => {
  await withGuardApp(async (t, _smtp, owner, clock) => {
    await fillWindow(t.kv, FAILING_ADDRESSES_PER_ACCOUNT, owner.email);
    assert.equal((await login(t, { email: owner.email, password: PASSWORD, address: "203.0.113.5" })).status, 403);
    clock.advance(HOUR);
    assert.equal((await login(t, { email: owner.email, password: PASSWORD, address: "203.0.113.5" })).status, 200);
  });
});

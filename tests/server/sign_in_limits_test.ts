/**
 * The sign-in limits keep guessing at an account capped without letting strangers lock its owner
 * out: 10 failures an hour per (account, client address), and the account guarded (a new device
 * asked for an emailed code, whatever the password) once failures have come from 10 distinct
 * addresses in the hour. The numbers are those of
 * docs/decisions/036-sign-in-limits.md.
 * The clock is frozen, so each test stays in one window.
 */
import assert from "node:assert/strict";
import { ADMIN, type TestApp, withTestApp } from "../helpers/app.ts";
import { freezeClock } from "../helpers/rate-limits.ts";

const TOO_MANY_LOGINS = "Too many failed sign-in attempts. Please wait before trying again.";

/** An app behind a proxy (TRUST_PROXY) with a member, on a frozen clock. */
const withApp = (fn: (t: TestApp, owner: { email: string; password: string }) => Promise<void>) =>
  withTestApp(async (t) => {
    using _clock = freezeClock();
    const { user, password } = await t.member();
    await fn(t, { email: user.email, password });
  }, { env: { TRUST_PROXY: "1" } });

const login = (t: TestApp, email: string, password: string, address: string) =>
  t.call("POST", "/api/auth/login", { body: { email, password }, headers: { "x-forwarded-for": address } });

/** Sends `count` wrong passwords for `email` from `address`, one after another; answers the statuses. */
async function guess(t: TestApp, email: string, address: string, count: number): Promise<number[]> {
  const statuses = [];
  for (let i = 0; i < count; i++) statuses.push((await login(t, email, `wrong-guess-${i}`, address)).status);
  return statuses;
}

const times = (count: number, status: number) => Array.from({ length: count }, () => status);

Deno.test("an attacker at one address is stopped after 10 failures, and the owner still signs in from another address", async () => {
  await withApp(async (t, owner) => {
    assert.deepEqual(await guess(t, owner.email, "198.51.100.66", 100), [...times(10, 401), ...times(90, 429)]);
    const attacker = await login(t, owner.email, owner.password, "198.51.100.66");
    assert.equal(attacker.status, 429, "at the limit even the right password waits");
    assert.equal(attacker.json.message, TOO_MANY_LOGINS);
    const wait = Number(attacker.headers.get("retry-after"));
    assert.ok(wait >= 1 && wait <= 3600, `Retry-After ${wait}`);
    assert.equal((await login(t, owner.email, owner.password, "203.0.113.5")).status, 200, "the owner signs in from home");
  });
});

Deno.test("a handful of addresses (five) are each stopped, and cannot lock the owner out either", async () => {
  await withApp(async (t, owner) => {
    for (let a = 1; a <= 5; a++) {
      assert.deepEqual(await guess(t, owner.email, `198.51.100.${a}`, 12), [...times(10, 401), 429, 429], `address ${a}`);
    }
    assert.equal((await login(t, owner.email, owner.password, "203.0.113.5")).status, 200);
  });
});

Deno.test("failures from 10 distinct addresses guard the account: a new device is asked for an emailed code, whatever the password", async () => {
  await withApp(async (t, owner) => {
    for (let a = 1; a <= 10; a++) assert.deepEqual(await guess(t, owner.email, `198.51.100.${a}`, 1), [401]);
    const guarded = await login(t, owner.email, owner.password, "203.0.113.5");
    assert.equal(guarded.status, 403, "the owner is never locked out (tests/server/sign_in_guard_test.ts)");
    assert.equal(guarded.json.code, "email_code_required");
    // A stranger's guess answers as the right password does: it learns nothing, and is counted.
    assert.deepEqual(await guess(t, owner.email, "198.51.100.1", 10), [...times(9, 403), 429], "an address already counted");
    assert.deepEqual(await guess(t, owner.email, "198.51.100.11", 11), [...times(10, 403), 429], "a new one");
    assert.equal((await login(t, ADMIN.email, ADMIN.password, "203.0.113.5")).status, 200, "another account signs in");
  });
});

Deno.test("a successful sign-in counts as no failure: neither for its address nor as a failing address of the account", async () => {
  await withApp(async (t, owner) => {
    assert.deepEqual(await guess(t, owner.email, "198.51.100.7", 9), times(9, 401));
    assert.equal((await login(t, owner.email, owner.password, "198.51.100.7")).status, 200);
    assert.deepEqual(await guess(t, owner.email, "198.51.100.7", 2), [401, 429], "the tenth failure is the last one");
    // Ten more addresses sign in successfully: the account still counts one failing address.
    for (let a = 1; a <= 10; a++) assert.equal((await login(t, owner.email, owner.password, `203.0.113.${a}`)).status, 200);
    for (let a = 11; a <= 18; a++) assert.deepEqual(await guess(t, owner.email, `203.0.113.${a}`, 1), [401]);
    assert.equal((await login(t, owner.email, owner.password, "192.0.2.1")).status, 200, "nine failing addresses lock nothing");
  });
});

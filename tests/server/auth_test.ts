import assert from "node:assert/strict";
import { sign } from "hono/jwt";
import { ADMIN, makeTestApp, withoutRequestId } from "../helpers/app.ts";

Deno.test("login answers a token and the user without the password hash", async () => {
  const t = await makeTestApp();
  try {
    const res = await t.call("POST", "/api/auth/login", { body: { email: ADMIN.email.toUpperCase(), password: ADMIN.password } });
    assert.equal(res.status, 200, res.text);
    const { access_token, user } = res.json.data;
    assert.equal(typeof access_token, "string");
    assert.equal(user.email, ADMIN.email);
    assert.equal(user.isAdmin, true);
    assert.equal(user.preferences.general.theme, "dark");
    assert.ok(!res.text.includes("argon2"), "no hash in the answer");
    assert.ok(!("passwordHash" in user));

    const profile = await t.call("GET", "/api/auth/profile", { token: access_token });
    assert.equal(profile.status, 200);
    assert.equal(profile.json.data.email, ADMIN.email);
    assert.ok(!profile.text.includes("passwordHash"));
    const verify = await t.call("GET", "/api/auth/verify", { token: access_token });
    assert.deepEqual(verify.json.data, { valid: true, userId: user.id, isAdmin: true });
  } finally {
    await t.close();
  }
});

Deno.test("wrong password and unknown email get the same 401 message", async () => {
  const t = await makeTestApp();
  try {
    const wrong = await t.call("POST", "/api/auth/login", { body: { email: ADMIN.email, password: "not-it" } });
    const unknown = await t.call("POST", "/api/auth/login", { body: { email: "nobody@test.example", password: "not-it" } });
    assert.equal(wrong.status, 401);
    assert.equal(unknown.status, 401);
    assert.deepEqual(withoutRequestId(wrong.json), withoutRequestId(unknown.json));
    assert.equal(wrong.json.message, "Invalid email or password.");
  } finally {
    await t.close();
  }
});

Deno.test("login with missing fields is a 400 naming the field", async () => {
  const t = await makeTestApp();
  try {
    const noPassword = await t.call("POST", "/api/auth/login", { body: { email: ADMIN.email } });
    assert.equal(noPassword.status, 400);
    assert.equal(noPassword.json.message, "Password is required.");
    const noEmail = await t.call("POST", "/api/auth/login", { body: { password: "x" } });
    assert.equal(noEmail.status, 400);
    assert.equal(noEmail.json.message, "Email is required");
  } finally {
    await t.close();
  }
});

Deno.test("profile needs a valid token: missing, forged, other-algorithm, expired and logged-out tokens are 401", async () => {
  const t = await makeTestApp();
  try {
    const token = await t.adminToken();
    const claims = JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/")));
    const none = [btoa(JSON.stringify({ alg: "none", typ: "JWT" })), token.split(".")[1], ""].join(".");
    const expired = await sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }, "wrong-secret-wrong-secret-wrong-secret", "HS256");
    for (const bad of [undefined, "garbage", none, expired, token.slice(0, -2) + "xx"]) {
      const res = await t.call("GET", "/api/auth/profile", { token: bad });
      assert.equal(res.status, 401, `token ${bad}`);
    }
    assert.equal((await t.call("GET", "/api/auth/profile", { token })).status, 200);
    assert.equal((await t.call("POST", "/api/auth/logout", { token })).status, 200);
    assert.equal((await t.call("GET", "/api/auth/profile", { token })).status, 401, "revoked at once on logout");
  } finally {
    await t.close();
  }
});

Deno.test("a token signed with the real secret but without an expiry is refused", async () => {
  const t = await makeTestApp();
  try {
    const token = await t.adminToken();
    const { sub, sid, iat } = JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/")));
    const withExpiry = await sign({ sub, sid, iat, exp: iat + 3600 }, t.deps.jwtSecret, "HS256");
    const forever = await sign({ sub, sid, iat }, t.deps.jwtSecret, "HS256");
    assert.equal((await t.call("GET", "/api/auth/profile", { token: withExpiry })).status, 200, "same claims with exp");
    const res = await t.call("GET", "/api/auth/profile", { token: forever });
    assert.equal(res.status, 401);
    assert.equal(res.json.code, "unauthorized");
  } finally {
    await t.close();
  }
});

Deno.test("the first administrator is created once; the JWT secret is generated once and kept", async () => {
  const t = await makeTestApp();
  try {
    const { ensureFirstAdmin, ensureJwtSecret } = await import("../../server/bootstrap.ts");
    assert.equal(await ensureFirstAdmin(t.kv, t.config, t.deps.passwords), null, "an admin exists already");
    const a = await ensureJwtSecret(t.kv, t.config);
    const b = await ensureJwtSecret(t.kv, t.config);
    assert.equal(a, b);
    assert.ok(a.length >= 32);
  } finally {
    await t.close();
  }
});

Deno.test("without ADMIN_PASSWORD a password is generated, returned once, and works", async () => {
  const t = await makeTestApp({ env: { ADMIN_EMAIL: "owner@test.example", ADMIN_PASSWORD: "" } });
  try {
    // makeTestApp created the admin from ADMIN_EMAIL above with a generated password; make a fresh db to see it.
    const { ensureFirstAdmin } = await import("../../server/bootstrap.ts");
    const dir = await Deno.makeTempDir();
    const kv = await Deno.openKv(`${dir}/app.kv`);
    const created = await ensureFirstAdmin(kv, t.config, t.deps.passwords);
    assert.ok(created?.generatedPassword && created.generatedPassword.length >= 12);
    const { getUserByEmail } = await import("../../server/kv/users.ts");
    const stored = await getUserByEmail(kv, "owner@test.example");
    assert.equal(stored?.isAdmin, true);
    assert.equal(await t.deps.passwords.verify(created.generatedPassword, stored!.passwordHash), true);
    assert.equal(await ensureFirstAdmin(kv, t.config, t.deps.passwords), null, "not created twice");
    kv.close();
    await Deno.remove(dir, { recursive: true });
  } finally {
    await t.close();
  }
});

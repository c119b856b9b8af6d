import assert from "node:assert/strict";
import { loadConfig, siteUrl } from "../../server/config.ts";

Deno.test("defaults make a first run work", () => {
  const config = loadConfig({});
  assert.equal(config.PORT, 8000);
  assert.equal(config.HOST, "127.0.0.1");
  assert.equal(config.DATA_DIR, "./data");
  assert.equal(config.SEED_DEMO, true);
  assert.equal(config.JWT_SECRET, undefined);
});

Deno.test("bad values are refused with a message naming each variable", () => {
  assert.throws(
    () => loadConfig({ PORT: "99999", ADMIN_EMAIL: "not-an-email", JWT_SECRET: "short", SEED_DEMO: "maybe" }),
    (err: Error) => {
      for (const name of ["PORT", "ADMIN_EMAIL", "JWT_SECRET", "SEED_DEMO"]) assert.match(err.message, new RegExp(name));
      return true;
    },
  );
});

Deno.test("flags accept the usual spellings", () => {
  assert.equal(loadConfig({ SEED_DEMO: "false" }).SEED_DEMO, false);
  assert.equal(loadConfig({ SEED_DEMO: "0" }).SEED_DEMO, false);
  assert.equal(loadConfig({ SEED_DEMO: "on" }).SEED_DEMO, true);
});

Deno.test("TRUST_PROXY is a number of proxies; false is none and true is refused, asking for the count", () => {
  assert.equal(loadConfig({}).TRUST_PROXY, 0);
  assert.equal(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY, 0);
  assert.equal(loadConfig({ TRUST_PROXY: "0" }).TRUST_PROXY, 0);
  assert.equal(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY, 2);
  assert.throws(() => loadConfig({ TRUST_PROXY: "true" }), /TRUST_PROXY: .*number of reverse proxies in front of the server \(1 behind one proxy\), not "true"/);
  for (const bad of ["-1", "1.5", "all", "10.0.0.0/8"]) {
    assert.throws(() => loadConfig({ TRUST_PROXY: bad }), /TRUST_PROXY: TRUST_PROXY must be the number of reverse proxies/, bad);
  }
});

Deno.test("PUBLIC_URL is required unless the server listens on loopback; there links name the listening address", () => {
  assert.throws(
    () => loadConfig({ HOST: "0.0.0.0" }),
    /PUBLIC_URL: PUBLIC_URL is required when HOST is not a loopback address \(HOST=0\.0\.0\.0\): links in emails/,
  );
  assert.throws(() => loadConfig({ HOST: "203.0.113.5", PORT: "x" }), /PORT: [^\n]+\n {2}PUBLIC_URL: PUBLIC_URL is required/, "listed with the other problems");
  assert.throws(() => loadConfig({ HOST: "0.0.0.0", PUBLIC_URL: "javascript:alert(1)" }), /PUBLIC_URL must be an http\(s\) address/);
  assert.equal(siteUrl(loadConfig({ HOST: "0.0.0.0", PUBLIC_URL: "https://www.aurumvoyages.ae/" })), "https://www.aurumvoyages.ae");
  assert.equal(siteUrl(loadConfig({})), "http://127.0.0.1:8000");
  assert.equal(siteUrl(loadConfig({ PORT: "0" }), 41234), "http://127.0.0.1:41234", "the port PORT=0 really got");
  assert.equal(siteUrl(loadConfig({ HOST: "::1", PORT: "9000" })), "http://[::1]:9000");
  assert.equal(siteUrl(loadConfig({ HOST: "localhost" })), "http://localhost:8000");
});

Deno.test("body read deadlines: 15 s plus the body's size at 64 KiB/s by default, configurable, never absurd", () => {
  const config = loadConfig({});
  assert.equal(config.BODY_READ_TIMEOUT_MS, 15_000);
  assert.equal(config.BODY_READ_MIN_BYTES_PER_SECOND, 65_536);
  assert.equal(loadConfig({ BODY_READ_TIMEOUT_MS: "2000" }).BODY_READ_TIMEOUT_MS, 2_000);
  assert.throws(
    () => loadConfig({ BODY_READ_TIMEOUT_MS: "0", BODY_READ_MIN_BYTES_PER_SECOND: "10" }),
    (err: Error) =>
      /BODY_READ_TIMEOUT_MS must be at least 100/.test(err.message) &&
      /BODY_READ_MIN_BYTES_PER_SECOND must be at least 1024/.test(err.message),
  );
});

/**
 * Failed sign-ins for no account are counted in one audit entry per client address and hour: they
 * can come by the thousand and would otherwise push staff actions out of the log and its export.
 */
import assert from "node:assert/strict";
import type { AuditEntry } from "../../contract/audit.ts";
import { countUnknownSignIn } from "../../server/kv/audit.ts";
import { ADMIN, makeTestApp } from "../helpers/app.ts";

const sessionEntries = async (t: Awaited<ReturnType<typeof makeTestApp>>, admin: string) => {
  const res = await t.call("GET", "/api/audit?entity=session", { token: admin });
  assert.equal(res.status, 200, res.text);
  return res.json.data.entries as AuditEntry[];
};

Deno.test("failed sign-ins for no account: one entry per client address and hour, counting every one, even at once", async () => {
  const t = await makeTestApp({ env: { TRUST_PROXY: "1" } });
  try {
    const admin = await t.adminToken();
    const fail = (address: string, i: number, email = `nobody-${i}@test.example`) =>
      t.call("POST", "/api/auth/login", { body: { email, password: "whatever-1" }, headers: { "x-forwarded-for": address } });
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => fail("198.51.100.1", i)));
    assert.deepEqual(burst.map((res) => res.status), Array(12).fill(401));
    for (const i of [1, 2]) assert.equal((await fail("198.51.100.2", i)).status, 401);
    // A known account's failure is still an entry of its own, named by the account.
    assert.equal((await fail("198.51.100.1", 0, ADMIN.email)).status, 401);

    const entries = await sessionEntries(t, admin);
    const unknown = entries.filter((e) => e.actorName === "Unknown account");
    assert.deepEqual(
      unknown.map((e) => [e.address, e.action, e.after?.attempts]).sort(),
      [["198.51.100.1", "sign_in_failed", 12], ["198.51.100.2", "sign_in_failed", 2]],
    );
    assert.ok(unknown.every((e) => typeof e.after?.last === "string" || e.after?.attempts === 1));
    assert.equal(entries.filter((e) => e.action === "sign_in_failed" && e.actorName !== "Unknown account").length, 1);
    assert.equal(entries.length, 4, "the staff sign-in, the admin's failure and two counts");
    assert.ok(!JSON.stringify(entries).includes("nobody-"), "never the address typed");

    // The next hour from the same address starts an entry of its own.
    const nextHour = (Math.floor(Date.now() / 3_600_000) + 1) * 3_600_000 + 1_000;
    await countUnknownSignIn(t.kv, { address: "198.51.100.1" }, nextHour);
    assert.equal((await sessionEntries(t, admin)).filter((e) => e.address === "198.51.100.1" && e.actorName === "Unknown account").length, 2);
  } finally {
    await t.close();
  }
});

/**
 * The audit log's CSV defuses every cell a spreadsheet would run as a formula, formula signs behind
 * invisible characters and full-width ones included, with the one guard every CSV export uses
 * (contract/csv.ts), and leaves phone numbers as written.
 */
import assert from "node:assert/strict";
import { createUser } from "../../server/kv/users.ts";
import { makeTestApp } from "../helpers/app.ts";
import { destinationBody } from "../helpers/fixtures.ts";

Deno.test("the audit CSV defuses formulas behind invisible characters and in full-width signs; a phone number stays as written", async () => {
  const t = await makeTestApp();
  try {
    const names = [
      "\u200B=HYPERLINK(\"http://evil\")", // zero-width space first
      "\uFEFF+SUM(1)", // byte-order mark first
      "\u202E@SUM(1)", // right-to-left override first
      "＝HYPERLINK(\"http://evil\")",
      "＋1+1",
      "－1+1",
      "＠SUM(1)",
      " =1+1",
      "+971 50 123 4567",
      "+1 (555) 010-0100",
      "+1.555.010",
    ];
    for (const [i, name] of names.entries()) {
      const email = `staff-${i}@test.example`;
      await createUser(t.kv, { name, email, passwordHash: await t.deps.passwords.hash("staff-pass-1"), isAdmin: true, isApproved: true });
      const token = await t.login(email, "staff-pass-1");
      assert.equal((await t.call("POST", "/api/destinations", { token, body: destinationBody() })).status, 201);
    }
    const admin = await t.adminToken();
    const res = await t.app.request("/api/audit?format=csv&entity=destination", { headers: { authorization: `Bearer ${admin}` } });
    assert.equal(res.status, 200);
    const whoCells = (await res.text()).trimEnd().split("\r\n").slice(1).map((line) => line.split('","')[1]);
    const expected = names.map((name) => (name.startsWith("+") ? name : `'${name}`).replaceAll('"', '""'));
    assert.deepEqual(whoCells.reverse(), expected);
  } finally {
    await t.close();
  }
});

/**
 * The CSV exports stream (issue #33): the audit log's 20,000 entries leave a page at a time as the
 * client reads, so the first bytes arrive before the last rows are read from the database and the
 * server's heap stays flat whatever the size; the leads' export (`GET /api/leads?format=csv`) takes
 * the list's filters and the one formula guard.
 */
import assert from "node:assert/strict";
import { KEYS } from "../../server/kv/keys.ts";
import { createInquiry } from "../../server/kv/inquiries.ts";
import { windowOf } from "../../server/kv/rate-windows.ts";
import { withAdminApp } from "../helpers/app.ts";
import { plantAuditEntries } from "../helpers/csv-export-probe.ts";

const ROWS = 20_000;
const MB = 1024 * 1024;

Deno.test("the audit log's CSV of 20,000 entries streams: its first bytes leave before its last rows are read", async () => {
  await withAdminApp(async (t, admin) => {
    await plantAuditEntries(t.kv, ROWS);
    // The oldest entries are the export's last rows (newest first).
    const oldest: Deno.KvKey[] = [];
    for await (const entry of t.kv.list({ prefix: KEYS.auditOfActor("staff-7") }, { limit: 1_000 })) {
      oldest.push(KEYS.audit(String(entry.key[2])));
    }

    const res = await t.app.request("/api/audit?format=csv&actor=staff-7", {
      headers: { authorization: `Bearer ${admin}` },
    });
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type")!, /^text\/csv/);
    assert.match(
      res.headers.get("content-disposition")!,
      /^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let rows = 0;
    let head = "";
    let tail = "";
    let first = true;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      if (first) {
        first = false;
        // Once the first bytes are here, the last rows go from the database: a streamed export never reads them.
        for (let i = 0; i < oldest.length; i += 250) {
          const op = t.kv.atomic();
          for (const key of oldest.slice(i, i + 250)) op.delete(key);
          await op.commit();
        }
      }
      const part = tail + decoder.decode(chunk.value, { stream: true });
      const lines = part.split("\r\n");
      tail = lines.pop()!;
      if (!head) head = lines[0];
      rows += lines.filter((line) => line.includes(`"'=Staff Seven"`)).length;
    }
    assert.equal(tail, "", "the last line ends");
    assert.equal(
      head,
      '"When","Who","Who (id)","Address","Kind of item","Item","Item (id)","Action","Before","After","Changed","Request"',
    );
    assert.equal(
      rows,
      ROWS - oldest.length,
      "the rows read after the first bytes left are the database's as it is then (each with its formula guarded)",
    );
  });
});

Deno.test("the audit log's CSV of 20,000 entries keeps the server's heap flat (live objects, after each chunk)", async () => {
  const probe = new URL("../helpers/csv-export-probe.ts", import.meta.url).pathname;
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "--v8-flags=--expose-gc", probe, String(ROWS)],
    stderr: "inherit",
  }).output();
  assert.ok(out.success, "the probe ran");
  const figures = JSON.parse(new TextDecoder().decode(out.stdout).trim().split("\n").at(-1)!);
  console.log(
    `audit CSV of ${figures.rows} entries, ${(figures.bytes / MB).toFixed(1)} MB: first bytes after ${
      figures.firstByteMs.toFixed(0)
    } ms, ` +
      `all after ${figures.totalMs.toFixed(0)} ms, the heap's live growth at most ${
        (figures.peakHeapGrowth / MB).toFixed(1)
      } MB`,
  );
  assert.equal(figures.status, 200);
  assert.equal(figures.rows, ROWS);
  assert.ok(figures.peakHeapGrowth < 4 * MB, `the heap grew ${(figures.peakHeapGrowth / MB).toFixed(1)} MB`);
  assert.ok(figures.firstByteMs * 5 < figures.totalMs, "the first bytes long before the last");
});

Deno.test("the leads export takes the list's filters and guards formulas", async () => {
  await withAdminApp(async (t, admin) => {
    const window = windowOf({ bucket: "csv_test", max: 1_000, windowMs: 3_600_000 }, "test");
    for (let i = 0; i < 130; i++) {
      await createInquiry(t.kv, {
        window,
        data: {
          type: "package",
          itemId: undefined,
          itemName: i % 2 ? "Desert Safari" : "=cmd|' /C calc'!A0",
          userName: `Traveller ${i}`,
          userEmail: `t${i}@example.com`,
          userPhone: "+971 50 123 4567",
          numPeople: "2",
          preferredDates: "",
          specialRequests: "",
        },
      });
    }
    const res = await t.app.request("/api/leads?format=csv&q=desert", {
      headers: { authorization: `Bearer ${admin}` },
    });
    assert.equal(res.status, 200);
    assert.match(
      res.headers.get("content-disposition")!,
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text()).trimEnd().split("\r\n");
    assert.match(lines[0], /^"Submitted","Kind","Stage","Status","Type","Item"/);
    assert.equal(lines.length - 1, 65, "only the leads the search finds, across pages of the list");
    const all =
      (await (await t.app.request("/api/leads?format=csv", { headers: { authorization: `Bearer ${admin}` } }))
        .text()).trimEnd().split("\r\n");
    assert.equal(all.length - 1, 130);
    assert.ok(all.some((line) => line.includes(`"'=cmd|' /C calc'!A0"`)), "a formula stays text");
    assert.ok(all.some((line) => line.includes('"+971 50 123 4567"')), "a phone number stays dialable");
    const member = await t.member();
    assert.equal((await t.call("GET", "/api/leads?format=csv", { token: member.token })).status, 403);
  });
});

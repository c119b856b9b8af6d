/**
 * The audit log and the catalogue's history: entries with the fields before and after, written in
 * the commit of their change (a lost round leaves none), the filters, pages and CSV of
 * `GET /api/audit`, staff sign-ins, and restoring an earlier version of an item.
 */
import assert from "node:assert/strict";
import { AUDIT_TEXTS, type AuditEntry, type CatalogueVersion } from "../../contract/audit.ts";
import { STALE_EDIT_MESSAGE } from "../../server/errors.ts";
import { updatePackage } from "../../server/kv/packages.ts";
import { createUser } from "../../server/kv/users.ts";
import { BAD_CURSOR } from "../../server/kv/audit.ts";
import { packageInput, type TravelPackage } from "../../contract/catalogue.ts";
import { ADMIN, type TestApp, withAdminApp, withoutRequestId } from "../helpers/app.ts";
import { destinationBody, packageBody } from "../helpers/fixtures.ts";

/** The first administrator's name (server/bootstrap.ts). */
const ADMIN_NAME = "Aurum Voyages Administrator";

async function newPackage(t: TestApp, admin: string, over: Record<string, unknown> = {}) {
  const destination = await t.call("POST", "/api/destinations", { token: admin, body: destinationBody() });
  const pkg = await t.call("POST", "/api/packages", { token: admin, body: packageBody(destination.json.data.id, over) });
  assert.equal(pkg.status, 201, pkg.text);
  return { destinationId: destination.json.data.id as string, pkg: pkg.json.data as TravelPackage };
}

const entriesOf = async (t: TestApp, admin: string, query: string) => {
  const res = await t.call("GET", `/api/audit?${query}`, { token: admin });
  assert.equal(res.status, 200, res.text);
  return res.json.data as { entries: AuditEntry[]; next?: string };
};

Deno.test("an update's entry holds the changed fields before and after, newest first, filtered by item", async () => {
  await withAdminApp(async (t, admin) => {
    const { pkg } = await newPackage(t, admin);
    const saved = await t.call("PUT", `/api/packages/${pkg.id}`, {
      token: admin,
      body: packageBody(pkg.destinationId, { name: "Palace of Dunes", version: pkg.version }),
    });
    assert.equal(saved.status, 200, saved.text);
    const { entries } = await entriesOf(t, admin, `entity=package&entityId=${pkg.id}`);
    assert.deepEqual(entries.map((e) => e.action), ["update", "create"]);
    assert.deepEqual(entries[0].before, { name: "Desert Palace Escape" });
    assert.deepEqual(entries[0].after, { name: "Palace of Dunes" });
    assert.equal(entries[1].after?.name, "Desert Palace Escape");
    assert.equal(entries[0].actorName, ADMIN_NAME);
  });
});

Deno.test("the audit log's filters: person, kind of item, dates, pages; bad filters are refused; admins only", async () => {
  await withAdminApp(async (t, admin) => {
    const { pkg } = await newPackage(t, admin);
    const all = await entriesOf(t, admin, "");
    assert.deepEqual(all.entries.map((e) => e.entity), ["package", "destination", "session"]);
    assert.deepEqual((await entriesOf(t, admin, "entity=destination")).entries.map((e) => e.action), ["create"]);
    const adminId = all.entries[0].actorId;
    assert.equal((await entriesOf(t, admin, `actor=${adminId}`)).entries.length, 3);
    assert.equal((await entriesOf(t, admin, "actor=someone-else")).entries.length, 0);
    const today = new Date().toISOString().slice(0, 10);
    assert.equal((await entriesOf(t, admin, `from=${today}&to=${today}`)).entries.length, 3);
    assert.equal((await entriesOf(t, admin, "to=2000-01-01")).entries.length, 0);
    assert.equal((await entriesOf(t, admin, `from=${new Date(Date.now() + 60_000).toISOString()}`)).entries.length, 0);
    assert.equal((await entriesOf(t, admin, `entityId=${pkg.id}`)).entries.length, 1);

    const first = await entriesOf(t, admin, "limit=2");
    assert.equal(first.entries.length, 2);
    assert.ok(first.next);
    const second = await entriesOf(t, admin, `limit=2&cursor=${encodeURIComponent(first.next)}`);
    assert.deepEqual(second.entries.map((e) => e.entity), ["session"]);

    const bad = await t.call("GET", "/api/audit?entity=planet", { token: admin });
    assert.equal(bad.status, 400);
    assert.match(bad.json.message, /Kind of item must be one of/);
    assert.equal((await t.call("GET", "/api/audit?from=yesterday", { token: admin })).status, 400);
    const member = await t.member();
    assert.equal((await t.call("GET", "/api/audit", { token: member.token })).status, 403);
    assert.equal((await t.call("GET", "/api/audit")).status, 401);
  });
});

Deno.test("format=csv exports every matching entry, with formulas defused", async () => {
  await withAdminApp(async (t, admin) => {
    await newPackage(t, admin, { name: "=HYPERLINK(\"http://evil\")" });
    const res = await t.app.request("/api/audit?format=csv&entity=package", { headers: { authorization: `Bearer ${admin}` } });
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type")!, /^text\/csv/);
    assert.match(res.headers.get("content-disposition")!, /attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await res.text()).trimEnd().split("\r\n");
    assert.equal(lines.length, 2);
    assert.equal(lines[0], '"When","Who","Who (id)","Address","Kind of item","Item","Item (id)","Action","Before","After","Changed","Request"');
    assert.ok(lines[1].includes(`"${ADMIN_NAME}"`));
    assert.match(lines[1], /"package"/);
    assert.match(lines[1], /"create"/);
    assert.match(lines[1], /=HYPERLINK/);
    // A cell a spreadsheet would run as a formula (here the staff member's name) starts with an apostrophe.
    await createUser(t.kv, {
      name: "=SUM(1+1)",
      email: "formula@test.example",
      passwordHash: await t.deps.passwords.hash("formula-pass-1"),
      isAdmin: true,
      isApproved: true,
    });
    const formula = await t.login("formula@test.example", "formula-pass-1");
    await t.call("POST", "/api/destinations", { token: formula, body: destinationBody() });
    const csv = await (await t.app.request("/api/audit?format=csv&entity=destination", { headers: { authorization: `Bearer ${formula}` } })).text();
    assert.match(csv.split("\r\n")[1], /^"[^"]+","'=SUM\(1\+1\)",/);
  });
});

Deno.test("entries and their CSV name each item by its current name and id; a deleted item keeps its recorded name", async () => {
  await withAdminApp(async (t, admin) => {
    const { pkg, destinationId } = await newPackage(t, admin, { name: "Desert Retreat" });
    const renamed = await t.call("PUT", `/api/packages/${pkg.id}`, {
      token: admin,
      body: packageBody(pkg.destinationId, { name: "Palace of Dunes", version: pkg.version }),
    });
    assert.equal(renamed.status, 200, renamed.text);
    const gone = await t.call("POST", "/api/packages", { token: admin, body: packageBody(destinationId, { name: "Short-lived Escape" }) });
    assert.equal((await t.call("DELETE", `/api/packages/${gone.json.data.id}`, { token: admin })).status, 200);

    const { entries } = await entriesOf(t, admin, "entity=package");
    const of = (id: string) => entries.filter((entry) => entry.entityId === id);
    assert.deepEqual(of(pkg.id).map((entry) => [entry.action, entry.entityName]), [["update", "Palace of Dunes"], ["create", "Palace of Dunes"]]);
    assert.deepEqual(of(gone.json.data.id).map((entry) => [entry.action, entry.entityName]), [["delete", "Short-lived Escape"], ["create", "Short-lived Escape"]]);
    const destination = (await entriesOf(t, admin, `entity=destination&entityId=${destinationId}`)).entries[0];
    assert.equal(destination.entityName, destinationBody().name);
    // A kind without names (a sign-in) gets none.
    assert.ok((await entriesOf(t, admin, "entity=session")).entries.every((entry) => entry.entityName === undefined));

    const res = await t.app.request("/api/audit?format=csv&entity=package", { headers: { authorization: `Bearer ${admin}` } });
    const rows = (await res.text()).trimEnd().split("\r\n");
    assert.ok(rows.some((row) => row.includes(`"package","Palace of Dunes","${pkg.id}","update"`)), rows.join("\n"));
    assert.ok(rows.some((row) => row.includes(`"package","Short-lived Escape","${gone.json.data.id}","delete"`)), rows.join("\n"));
  });
});

Deno.test("the entry is in the change's commit: a lost round leaves no entry, a refused change none", async () => {
  await withAdminApp(async (t, admin) => {
    const { pkg, destinationId } = await newPackage(t, admin);
    const before = (await entriesOf(t, admin, "")).entries.length;
    // Between the store's read and its commit another write changes the package: the first commit
    // fails its check, and only the retry (which sees the other write) commits, with one entry.
    let interfered = false;
    const kv = new Proxy(t.kv, {
      get(target, prop) {
        if (prop === "atomic") {
          return () => {
            if (!interfered) {
              interfered = true;
              return wrapOp(target.atomic(), async () => {
                const current = (await target.get<TravelPackage>(["packages", pkg.id])).value!;
                await target.set(["packages", pkg.id], { ...current, duration: "7 Days" });
              });
            }
            return target.atomic();
          };
        }
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const audit = { actorId: "staff-1", actorName: "Staff One", address: "203.0.113.9" };
    await updatePackage(kv, pkg.id, { ...packageInput.parse(packageBody(destinationId, { name: "Renamed" })) }, audit);
    assert.ok(interfered);
    const after = (await entriesOf(t, admin, "")).entries;
    assert.equal(after.length, before + 1);
    // The entry describes the change as committed: from the other write's duration back to the body's.
    assert.deepEqual(after[0].before, { name: "Desert Palace Escape", duration: "7 Days" });
    assert.deepEqual(after[0].after, { name: "Renamed", duration: "5 Days / 4 Nights" });

    // Refused changes write nothing: a stale version, a destination that still has a package.
    const stale = await t.call("PUT", `/api/packages/${pkg.id}`, { token: admin, body: packageBody(destinationId, { version: pkg.version }) });
    assert.equal(stale.status, 409);
    assert.equal((await t.call("DELETE", `/api/destinations/${destinationId}`, { token: admin })).status, 409);
    assert.equal((await entriesOf(t, admin, "")).entries.length, before + 1);
  });
});

/** An atomic operation whose first commit runs `meanwhile` first (another writer), then commits. */
function wrapOp(op: Deno.AtomicOperation, meanwhile: () => Promise<void>): Deno.AtomicOperation {
  const commit = op.commit.bind(op);
  op.commit = async () => {
    await meanwhile();
    return await commit();
  };
  return op;
}

Deno.test("staff sign-ins and every failed sign-in are recorded; a member's sign-in is not", async () => {
  await withAdminApp(async (t, admin) => {
    const member = await t.member();
    assert.equal((await t.call("POST", "/api/auth/login", { body: { email: ADMIN.email, password: "wrong-password" } })).status, 401);
    assert.equal((await t.call("POST", "/api/auth/login", { body: { email: "nobody@test.example", password: "whatever-1" } })).status, 401);
    const { entries } = await entriesOf(t, admin, "entity=session");
    assert.deepEqual(entries.map((e) => [e.action, e.actorName]), [
      ["sign_in_failed", "Unknown account"],
      ["sign_in_failed", ADMIN_NAME],
      ["sign_in", ADMIN_NAME],
    ]);
    assert.ok(!JSON.stringify(entries).includes("nobody@test.example"));
    assert.ok(!entries.some((e) => e.actorId === member.user.id));
  });
});

const versionsOf = async (t: TestApp, admin: string, id: string) =>
  (await t.call("GET", `/api/packages/${id}/versions`, { token: admin })).json.data as CatalogueVersion[];

Deno.test("restore writes an earlier version as a new one; the stale check holds; a lost destination is refused", async () => {
  await withAdminApp(async (t, admin) => {
    const { pkg, destinationId } = await newPackage(t, admin);
    const edited = await t.call("PUT", `/api/packages/${pkg.id}`, {
      token: admin,
      body: packageBody(destinationId, { name: "Palace of Dunes", version: pkg.version }),
    });
    const versions = await versionsOf(t, admin, pkg.id);
    assert.deepEqual(versions.map((v) => [v.action, v.record.name, v.actorName]), [
      ["update", "Palace of Dunes", ADMIN_NAME],
      ["create", "Desert Palace Escape", ADMIN_NAME],
    ]);
    const original = versions[1];

    // A restore from a stale copy is refused and changes nothing.
    const stale = await t.call("POST", `/api/packages/${pkg.id}/versions/${original.id}/restore`, { token: admin, body: { version: pkg.version } });
    assert.equal(stale.status, 409);
    assert.equal(stale.json.message, STALE_EDIT_MESSAGE);
    assert.equal((await versionsOf(t, admin, pkg.id)).length, 2);

    const restored = await t.call("POST", `/api/packages/${pkg.id}/versions/${original.id}/restore`, {
      token: admin,
      body: { version: edited.json.data.version },
    });
    assert.equal(restored.status, 200, restored.text);
    assert.equal(restored.json.data.name, "Desert Palace Escape");
    assert.notEqual(restored.json.data.version, edited.json.data.version);
    const now = await versionsOf(t, admin, pkg.id);
    assert.deepEqual(now.map((v) => v.action), ["restore", "update", "create"]);
    const [entry] = (await entriesOf(t, admin, `entity=package&entityId=${pkg.id}`)).entries;
    assert.equal(entry.action, "restore");
    assert.deepEqual([entry.before, entry.after], [{ name: "Palace of Dunes" }, { name: "Desert Palace Escape" }]);

    // Moved to another destination and the first one deleted: its versions there cannot come back.
    const other = await t.call("POST", "/api/destinations", { token: admin, body: destinationBody({ name: "Oman" }) });
    const moved = await t.call("PUT", `/api/packages/${pkg.id}`, {
      token: admin,
      body: packageBody(other.json.data.id),
    });
    assert.equal(moved.status, 200);
    assert.equal((await t.call("DELETE", `/api/destinations/${destinationId}`, { token: admin })).status, 200);
    const refused = await t.call("POST", `/api/packages/${pkg.id}/versions/${original.id}/restore`, { token: admin, body: {} });
    assert.equal(refused.status, 409);
    assert.deepEqual(withoutRequestId(refused.json), { message: AUDIT_TEXTS.destinationGone, code: "conflict" });
    assert.equal((await t.call("GET", `/api/packages/${pkg.id}`)).json.data.destinationId, other.json.data.id);

    // Unknown versions and items are not found.
    const unknownVersion = await t.call("POST", `/api/packages/${pkg.id}/versions/${"0".repeat(26)}/restore`, { token: admin, body: {} });
    assert.equal(unknownVersion.status, 404);
    assert.equal(unknownVersion.json.message, AUDIT_TEXTS.versionNotFound);
    assert.equal((await t.call("GET", `/api/packages/${"0".repeat(26)}/versions`, { token: admin })).status, 404);
  });
});

Deno.test("a cursor that is not the list's own and a range that ends before it starts are answered, not failed", async () => {
  await withAdminApp(async (t, admin) => {
    const res = await t.call("GET", "/api/audit?cursor=garbage%21%21", { token: admin });
    assert.equal(res.status, 400);
    assert.equal(res.json.message, BAD_CURSOR);
    assert.deepEqual((await entriesOf(t, admin, "from=2026-02-01&to=2026-01-01")).entries, []);
    assert.deepEqual((await entriesOf(t, admin, "from=9999-01-01")).entries, []);
  });
});

Deno.test("a save's version and its audit entry record the same moment, even across a millisecond", async () => {
  await withAdminApp(async (t, admin) => {
    const { pkg } = await newPackage(t, admin);
    // A clock that moves one millisecond at every reading: two readings for one save would differ.
    const RealDate = Date;
    let tick = RealDate.now();
    class TickingDate extends RealDate {
      constructor(...args: [] | [string | number | Date]) {
        super(args.length === 0 ? tick++ : args[0]);
      }
    }
    globalThis.Date = TickingDate as DateConstructor;
    let saved;
    try {
      saved = await t.call("PUT", `/api/packages/${pkg.id}`, {
        token: admin,
        body: packageBody(pkg.destinationId, { name: "Palace of Dunes", version: pkg.version }),
      });
    } finally {
      globalThis.Date = RealDate;
    }
    assert.equal(saved.status, 200, saved.text);
    const [version] = await versionsOf(t, admin, pkg.id);
    const { entries } = await entriesOf(t, admin, `entity=package&entityId=${pkg.id}`);
    assert.equal(entries[0].action, "update");
    assert.equal(entries[0].at, version.at, "History and Activity show the save at one time");
  });
});

import assert from "node:assert/strict";
import { type TestApp, withAdminApp, withoutRequestId } from "../helpers/app.ts";
import { activityBody, destinationBody, packageBody } from "../helpers/fixtures.ts";

async function createChain(t: TestApp, admin: string) {
  const d = await t.call("POST", "/api/destinations", { token: admin, body: destinationBody() });
  assert.equal(d.status, 201, d.text);
  const p = await t.call("POST", "/api/packages", { token: admin, body: packageBody(d.json.data.id) });
  assert.equal(p.status, 201, p.text);
  const a = await t.call("POST", "/api/activities", { token: admin, body: activityBody({ packageId: p.json.data.id, price: "349.5" }) });
  assert.equal(a.status, 201, a.text);
  return { destination: d.json.data, pkg: p.json.data, activity: a.json.data };
}

Deno.test("lists are wrapped by name and empty at first", () =>
  withAdminApp(async (t) => {
    for (const name of ["destinations", "packages", "activities"]) {
      const res = await t.call("GET", `/api/${name}`);
      assert.equal(res.status, 200);
      assert.deepEqual(res.json, { data: { [name]: [] } });
    }
  }));

Deno.test("admin creates, reads, updates and lists each resource; lists keep creation order", () =>
  withAdminApp(async (t, admin) => {
    const { destination, pkg, activity } = await createChain(t, admin);
    assert.deepEqual(destination.tags, ["Desert", "City"], "tags are trimmed and empties dropped");
    assert.deepEqual(pkg.vipServices, ["Private butler", "Helicopter transfer"]);
    assert.equal(activity.price, 349.5);
    assert.equal(activity.packageId, pkg.id);

    const second = await t.call("POST", "/api/destinations", { token: admin, body: destinationBody({ name: "Kyoto" }) });
    const list = await t.call("GET", "/api/destinations");
    assert.deepEqual(list.json.data.destinations.map((d: { name: string }) => d.name), ["Dubai", "Kyoto"]);

    const got = await t.call("GET", `/api/packages/${pkg.id}`);
    assert.equal(got.json.data.name, "Desert Palace Escape");

    const put = await t.call("PUT", `/api/destinations/${second.json.data.id}`, {
      token: admin,
      body: destinationBody({ name: "Kyoto, Japan", tags: ["Temples"] }),
    });
    assert.equal(put.status, 200, put.text);
    assert.equal(put.json.data.name, "Kyoto, Japan");
    assert.equal((await t.call("GET", `/api/destinations/${second.json.data.id}`)).json.data.name, "Kyoto, Japan");
  }));

Deno.test("writes need a token (401) and an administrator (403); nothing is written", () =>
  withAdminApp(async (t, admin) => {
    const { destination, pkg, activity } = await createChain(t, admin);
    const member = await t.member();
    const cases: [string, string, unknown][] = [
      ["POST", "/api/destinations", destinationBody()],
      ["PUT", `/api/destinations/${destination.id}`, destinationBody({ name: "Hacked" })],
      ["DELETE", `/api/destinations/${destination.id}`, undefined],
      ["POST", "/api/packages", packageBody(destination.id)],
      ["PUT", `/api/packages/${pkg.id}`, packageBody(destination.id, { name: "Hacked" })],
      ["DELETE", `/api/packages/${pkg.id}`, undefined],
      ["POST", "/api/activities", activityBody()],
      ["PUT", `/api/activities/${activity.id}`, activityBody({ name: "Hacked" })],
      ["DELETE", `/api/activities/${activity.id}`, undefined],
    ];
    for (const [method, path, body] of cases) {
      const anonymous = await t.call(method, path, { body });
      assert.equal(anonymous.status, 401, `${method} ${path} anonymous`);
      assert.equal(anonymous.json.code, "unauthorized");
      const asMember = await t.call(method, path, { body, token: member.token });
      assert.equal(asMember.status, 403, `${method} ${path} member`);
      const forged = await t.call(method, path, { body, token: admin.slice(0, -3) + "abc" });
      assert.equal(forged.status, 401, `${method} ${path} forged token`);
    }
    assert.equal((await t.call("GET", "/api/destinations")).json.data.destinations.length, 1);
    assert.equal((await t.call("GET", `/api/packages/${pkg.id}`)).json.data.name, "Desert Palace Escape");
    assert.equal((await t.call("GET", "/api/activities")).json.data.activities.length, 1);
  }));

Deno.test("validation errors name the field with the contract's messages and write nothing", () =>
  withAdminApp(async (t, admin) => {
    const { destination } = await createChain(t, admin);
    const cases: [string, unknown, string][] = [
      ["/api/packages", packageBody(destination.id, { destinationId: "" }), "Please select a destination for this package."],
      ["/api/packages", packageBody("nonexistent-id"), "Please select a destination for this package."],
      ["/api/packages", packageBody(destination.id, { name: "   " }), "Name is required."],
      ["/api/packages", packageBody(destination.id, { priceRange: "Cheap" }), "Price range must be one of: Affordable Luxury, Premium Comfort, Ultimate VIP."],
      ["/api/packages", packageBody(destination.id, { imageUrl: "javascript:alert(1)" }), "Image URL must be a web address (https://...) or a path on this site (/...)."],
      ["/api/activities", activityBody({ price: -1 }), "Price must be at least 0."],
      ["/api/activities", activityBody({ price: "abc" }), "Price must be a number."],
      ["/api/activities", activityBody({ packageId: "missing-package" }), "The selected package does not exist."],
      ["/api/activities", activityBody({ description: "" }), "Description is required."],
      ["/api/destinations", destinationBody({ continent: undefined }), "Continent is required."],
      ["/api/destinations", destinationBody({ tags: "not-a-list" }), "Invalid input: expected array, received string"],
    ];
    for (const [path, body, message] of cases) {
      const res = await t.call("POST", path, { token: admin, body });
      assert.equal(res.status, 400, `${path} ${JSON.stringify(body)}: ${res.text}`);
      assert.equal(res.json.code, "validation");
      assert.equal(res.json.message, message);
      assert.ok(Array.isArray(res.json.issues));
    }
    for (const raw of ["{not json", "[]", "null", '"text"']) {
      const res = await t.call("POST", "/api/destinations", { token: admin, raw, headers: { "content-type": "application/json" } });
      assert.equal(res.status, 400, raw);
      assert.match(res.json.message, /JSON/);
    }
    assert.equal((await t.call("GET", "/api/packages")).json.data.packages.length, 1);
    assert.equal((await t.call("GET", "/api/activities")).json.data.activities.length, 1);
    assert.equal((await t.call("GET", "/api/destinations")).json.data.destinations.length, 1);
  }));

Deno.test("optional activity fields left empty are omitted; unknown fields are dropped", () =>
  withAdminApp(async (t, admin) => {
    const res = await t.call("POST", "/api/activities", {
      token: admin,
      body: activityBody({ price: "", packageId: "", imageUrl: "", isAdmin: true, id: "chosen-by-client" }),
    });
    assert.equal(res.status, 201, res.text);
    const a = res.json.data;
    assert.deepEqual(Object.keys(a).sort(), ["description", "id", "location", "name", "version"]);
    assert.notEqual(a.id, "chosen-by-client");
  }));

Deno.test("unknown ids are 404 with the not-found message", () =>
  withAdminApp(async (t, admin) => {
    const cases: [string, string][] = [
      ["/api/destinations/nope", "Destination not found."],
      ["/api/packages/nope", "Travel package not found."],
      ["/api/activities/nope", "Activity not found."],
      ["/api/packages/..%2F..%2Fetc", "Travel package not found."],
    ];
    for (const [path, message] of cases) {
      const res = await t.call("GET", path);
      assert.equal(res.status, 404, path);
      assert.deepEqual(withoutRequestId(res.json), { message, code: "not_found" });
      const put = await t.call("DELETE", path, { token: admin });
      assert.equal(put.status, 404);
    }
    assert.equal((await t.call("GET", "/api/nothing-here")).status, 404);
  }));

Deno.test("deleting a package clears packageId on its activities in the same commit", () =>
  withAdminApp(async (t, admin) => {
    const { pkg, activity } = await createChain(t, admin);
    const del = await t.call("DELETE", `/api/packages/${pkg.id}`, { token: admin });
    assert.equal(del.status, 200);
    assert.equal((await t.call("GET", `/api/packages/${pkg.id}`)).status, 404);
    const after = await t.call("GET", `/api/activities/${activity.id}`);
    assert.equal(after.status, 200);
    assert.equal(after.json.data.packageId, undefined);
    assert.equal(after.json.data.name, "Dune Dinner");
  }));

Deno.test("a destination with packages cannot be deleted; without them it can", () =>
  withAdminApp(async (t, admin) => {
    const { destination, pkg } = await createChain(t, admin);
    const refused = await t.call("DELETE", `/api/destinations/${destination.id}`, { token: admin });
    assert.equal(refused.status, 409);
    assert.match(refused.json.message, /still has 1 package/);
    assert.equal((await t.call("GET", `/api/destinations/${destination.id}`)).status, 200);
    await t.call("DELETE", `/api/packages/${pkg.id}`, { token: admin });
    assert.equal((await t.call("DELETE", `/api/destinations/${destination.id}`, { token: admin })).status, 200);
    assert.equal((await t.call("GET", `/api/destinations/${destination.id}`)).status, 404);
  }));

Deno.test("moving a package to another destination updates the index used by the delete rule", () =>
  withAdminApp(async (t, admin) => {
    const { destination, pkg } = await createChain(t, admin);
    const other = await t.call("POST", "/api/destinations", { token: admin, body: destinationBody({ name: "Maldives" }) });
    const moved = await t.call("PUT", `/api/packages/${pkg.id}`, { token: admin, body: packageBody(other.json.data.id) });
    assert.equal(moved.status, 200, moved.text);
    assert.equal((await t.call("DELETE", `/api/destinations/${destination.id}`, { token: admin })).status, 200);
    assert.equal((await t.call("DELETE", `/api/destinations/${other.json.data.id}`, { token: admin })).status, 409);
  }));

Deno.test("a save from a stale copy is refused with 409; concurrent saves lose nothing", () =>
  withAdminApp(async (t, admin) => {
    const { destination } = await createChain(t, admin);
    const opened = (await t.call("GET", `/api/destinations/${destination.id}`)).json.data;
    const first = await t.call("PUT", `/api/destinations/${destination.id}`, {
      token: admin,
      body: destinationBody({ name: "First editor", version: opened.version }),
    });
    assert.equal(first.status, 200);
    const second = await t.call("PUT", `/api/destinations/${destination.id}`, {
      token: admin,
      body: destinationBody({ name: "Second editor", version: opened.version }),
    });
    assert.equal(second.status, 409);
    assert.match(second.json.message, /Someone else changed this item/);
    assert.equal((await t.call("GET", `/api/destinations/${destination.id}`)).json.data.name, "First editor");

    // Twenty concurrent creates of activities linked to one package: every one lands, and each is indexed,
    // so deleting the package unlinks all of them.
    const pkgId = (await t.call("GET", "/api/packages")).json.data.packages[0].id;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      t.call("POST", "/api/activities", { token: admin, body: activityBody({ name: `Activity ${i}`, packageId: pkgId }) })));
    assert.ok(results.every((r) => r.status === 201));
    await t.call("DELETE", `/api/packages/${pkgId}`, { token: admin });
    const activities = (await t.call("GET", "/api/activities")).json.data.activities;
    assert.equal(activities.length, 21);
    assert.ok(activities.every((a: { packageId?: string }) => a.packageId === undefined));
  }));

Deno.test("deleting a destination while a package is being linked never leaves an orphan", () =>
  withAdminApp(async (t, admin) => {
    for (let round = 0; round < 5; round++) {
      const d = (await t.call("POST", "/api/destinations", { token: admin, body: destinationBody() })).json.data;
      const [created, deleted] = await Promise.all([
        t.call("POST", "/api/packages", { token: admin, body: packageBody(d.id) }),
        t.call("DELETE", `/api/destinations/${d.id}`, { token: admin }),
      ]);
      const destinationExists = (await t.call("GET", `/api/destinations/${d.id}`)).status === 200;
      if (created.status === 201) assert.ok(destinationExists, "a created package always has its destination");
      assert.ok(created.status === 201 || deleted.status === 200);
    }
  }));

/**
 * Image addresses must stay on this site or be absolute http(s) URLs: an address a browser would
 * resolve to another host ("//host", "/\host", a tab or newline between the slashes) or with a
 * backslash is refused on create and on update of every catalogue item, over HTTP as an admin.
 */
import assert from "node:assert/strict";
import { makeTestApp } from "../helpers/app.ts";
import { activityBody, destinationBody, packageBody } from "../helpers/fixtures.ts";

const MESSAGE = "Image URL must be a web address (https://...) or a path on this site (/...).";

const OFF_SITE = [
  "//evil.example/x.png",
  "/\\evil.example/x.png",
  "\\\\evil.example/x.png",
  "\\/evil.example/x.png",
  "/\t/evil.example/x.png",
  "/\n/evil.example/x.png",
  "/images/..\\..\\x.png",
  "https:\\\\evil.example/x.png",
  "javascript:alert(1)",
];
const ACCEPTED = ["/images/destinations/maldives.svg", "/media/01hxyz.webp?w=480", "https://images.example.com/a.jpg"];

Deno.test("an image address that leaves the site is refused on create and update of destinations, packages and activities", async () => {
  const t = await makeTestApp();
  try {
    const admin = await t.adminToken();
    const destination = await t.call("POST", "/api/destinations", { token: admin, body: destinationBody() });
    assert.equal(destination.status, 201, destination.text);
    const pkg = await t.call("POST", "/api/packages", { token: admin, body: packageBody(destination.json.data.id) });
    assert.equal(pkg.status, 201, pkg.text);
    const activity = await t.call("POST", "/api/activities", { token: admin, body: activityBody() });
    assert.equal(activity.status, 201, activity.text);

    const resources = [
      { path: "/api/destinations", body: () => destinationBody(), item: destination.json.data },
      { path: "/api/packages", body: () => packageBody(destination.json.data.id), item: pkg.json.data },
      { path: "/api/activities", body: () => activityBody(), item: activity.json.data },
    ];
    for (const { path, body, item } of resources) {
      for (const imageUrl of OFF_SITE) {
        const created = await t.call("POST", path, { token: admin, body: { ...body(), imageUrl } });
        assert.equal(created.status, 400, `create ${path} ${JSON.stringify(imageUrl)}: ${created.text}`);
        assert.ok(created.text.includes(MESSAGE), created.text);
        const updated = await t.call("PUT", `${path}/${item.id}`, { token: admin, body: { ...body(), imageUrl } });
        assert.equal(updated.status, 400, `update ${path} ${JSON.stringify(imageUrl)}: ${updated.text}`);
      }
      const stored = await t.call("GET", `${path}/${item.id}`);
      assert.equal(stored.json.data.imageUrl, item.imageUrl, `${path}: nothing was written`);
      for (const imageUrl of ACCEPTED) {
        const updated = await t.call("PUT", `${path}/${item.id}`, { token: admin, body: { ...body(), imageUrl } });
        assert.equal(updated.status, 200, `update ${path} ${imageUrl}: ${updated.text}`);
        assert.equal(updated.json.data.imageUrl, imageUrl);
      }
    }
  } finally {
    await t.close();
  }
});

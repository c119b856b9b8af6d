/**
 * A media file replaced in the items that show it (the library's Replace and Delete) is a new
 * version of each item, attributed to the staff member, with its audit entry, in the replace's own
 * commit; restoring a version whose image was deleted since is refused (409 `media_missing`, naming
 * the file) unless it keeps the current image, also when the delete lands during the restore.
 */
import assert from "node:assert/strict";
import { AUDIT_TEXTS, type AuditEntry, type CatalogueVersion } from "../../contract/audit.ts";
import type { TravelPackage } from "../../contract/catalogue.ts";
import { AppError } from "../../server/errors.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { deleteMedia } from "../../server/kv/media.ts";
import { restoreItemVersion } from "../../server/services/catalogue-history.ts";
import { type TestApp, withAdminApp, withoutRequestId } from "../helpers/app.ts";
import { destinationBody, packageBody } from "../helpers/fixtures.ts";
import { raced, uploadJpeg } from "../helpers/media-library.ts";

/** The first administrator's name (server/bootstrap.ts). */
const ADMIN_NAME = "Aurum Voyages Administrator";

async function packageShowing(t: TestApp, admin: string, imageUrl: string) {
  const destination = (await t.call("POST", "/api/destinations", { token: admin, body: destinationBody() })).json.data;
  const res = await t.call("POST", "/api/packages", { token: admin, body: packageBody(destination.id, { imageUrl }) });
  assert.equal(res.status, 201, res.text);
  return res.json.data as TravelPackage;
}

const versionsOf = async (t: TestApp, admin: string, id: string) =>
  (await t.call("GET", `/api/packages/${id}/versions`, { token: admin })).json.data as CatalogueVersion[];

const entriesOf = async (t: TestApp, admin: string, id: string) =>
  (await t.call("GET", `/api/audit?entity=package&entityId=${id}`, { token: admin })).json.data.entries as AuditEntry[];

/** The versionstamps of the package's record, its newest version and its newest audit entry: one commit writes all three alike. */
async function stampsOf(t: TestApp, id: string) {
  const record = await t.kv.get(KEYS.package(id));
  const [version] = await Array.fromAsync(t.kv.list({ prefix: KEYS.itemVersions("packages", id) }, { reverse: true, limit: 1 }));
  const [entry] = await Array.fromAsync(t.kv.list<AuditEntry>({ prefix: KEYS.auditAll() }, { reverse: true, limit: 1 }));
  return { record: record.versionstamp, version: version.versionstamp, entry: entry.versionstamp };
}

Deno.test("Replace and Delete is a new version of each item, by the staff member, with its audit entry, in the replace's commit", async () => {
  await withAdminApp(async (t, admin) => {
    const photo = await uploadJpeg(t, admin, "marina.jpg");
    const spare = await uploadJpeg(t, admin, "dunes.jpg");
    const pkg = await packageShowing(t, admin, photo.url);

    const res = await t.call("DELETE", `/api/media/${photo.filename}?replaceWith=${spare.filename}`, { token: admin });
    assert.equal(res.status, 200, res.text);

    const versions = await versionsOf(t, admin, pkg.id);
    assert.deepEqual(versions.map((v) => [v.action, v.actorName, v.record.imageUrl]), [
      ["replace_image", ADMIN_NAME, spare.url],
      ["create", ADMIN_NAME, photo.url],
    ]);
    const [entry] = await entriesOf(t, admin, pkg.id);
    assert.equal(entry.action, "replace_image");
    assert.equal(entry.actorName, ADMIN_NAME);
    assert.deepEqual([entry.before, entry.after], [{ imageUrl: photo.url }, { imageUrl: spare.url }]);

    // The package, its version and the entries came in one commit: the media delete's, whose entry is the newest.
    const stamps = await stampsOf(t, pkg.id);
    assert.equal(stamps.version, stamps.record);
    assert.equal(stamps.entry, stamps.record);
    const [mediaEntry] = (await t.call("GET", `/api/audit?entity=media&entityId=${photo.filename}`, { token: admin })).json.data.entries;
    assert.equal(mediaEntry.action, "delete");
  });
});

Deno.test("a replace that loses its commit round leaves no version behind; the round it wins leaves one", async () => {
  await withAdminApp(async (t, admin) => {
    const photo = await uploadJpeg(t, admin, "marina.jpg");
    const spare = await uploadJpeg(t, admin, "dunes.jpg");
    const pkg = await packageShowing(t, admin, photo.url);
    const racing = raced(t.kv, async () => {
      const renamed = await t.call("PUT", `/api/packages/${pkg.id}`, {
        token: admin,
        body: packageBody(pkg.destinationId, { name: "Renamed meanwhile", imageUrl: photo.url }),
      });
      assert.equal(renamed.status, 200, renamed.text);
    });
    await deleteMedia(racing.kv, photo.filename, spare.filename);
    assert.equal(racing.commits(), 1);
    const versions = await versionsOf(t, admin, pkg.id);
    assert.deepEqual(versions.map((v) => [v.action, v.record.name, v.record.imageUrl]), [
      ["replace_image", "Renamed meanwhile", spare.url],
      ["update", "Renamed meanwhile", photo.url],
      ["create", "Desert Palace Escape", photo.url],
    ]);
  });
});

Deno.test("restoring a version whose image was deleted is refused naming the file; keeping the current image restores the rest", async () => {
  await withAdminApp(async (t, admin) => {
    const photo = await uploadJpeg(t, admin, "marina.jpg");
    const spare = await uploadJpeg(t, admin, "dunes.jpg");
    const pkg = await packageShowing(t, admin, photo.url);
    assert.equal((await t.call("DELETE", `/api/media/${photo.filename}?replaceWith=${spare.filename}`, { token: admin })).status, 200);
    const renamed = await t.call("PUT", `/api/packages/${pkg.id}`, {
      token: admin,
      body: packageBody(pkg.destinationId, { name: "Palace of Dunes", imageUrl: spare.url }),
    });
    assert.equal(renamed.status, 200, renamed.text);
    const created = (await versionsOf(t, admin, pkg.id)).at(-1)!;
    assert.equal(created.record.imageUrl, photo.url);

    const path = `/api/packages/${pkg.id}/versions/${created.id}/restore`;
    const refused = await t.call("POST", path, { token: admin, body: { version: renamed.json.data.version } });
    assert.equal(refused.status, 409);
    assert.deepEqual(withoutRequestId(refused.json), {
      message: AUDIT_TEXTS.mediaGone.replace("{file}", "marina.jpg"),
      code: "media_missing",
    });
    const french = await t.call("POST", `${path}?lang=fr`, { token: admin, body: { version: renamed.json.data.version } });
    assert.equal(french.json.message, "L'image de cette version, marina.jpg, a été supprimée de la médiathèque. " +
      "Restaurez-la plutôt avec l'image actuelle, ou choisissez une autre image dans le formulaire.");
    // Nothing changed: the public page still shows the image that exists.
    assert.equal((await versionsOf(t, admin, pkg.id)).length, 3);
    assert.deepEqual(
      [(await t.call("GET", `/api/packages/${pkg.id}`)).json.data.name, (await t.call("GET", `/api/packages/${pkg.id}`)).json.data.imageUrl],
      ["Palace of Dunes", spare.url],
    );

    const kept = await t.call("POST", path, { token: admin, body: { version: renamed.json.data.version, keepImage: true } });
    assert.equal(kept.status, 200, kept.text);
    assert.deepEqual([kept.json.data.name, kept.json.data.imageUrl], ["Desert Palace Escape", spare.url]);
    const publicRead = (await t.call("GET", `/api/packages/${pkg.id}`)).json.data;
    assert.deepEqual([publicRead.name, publicRead.imageUrl], ["Desert Palace Escape", spare.url]);
    const [newest] = await versionsOf(t, admin, pkg.id);
    assert.deepEqual([newest.action, newest.actorName, newest.record.imageUrl], ["restore", ADMIN_NAME, spare.url]);
  });
});

Deno.test("a file deleted while a restore of a version showing it runs makes the restore read again, and refuse", async () => {
  await withAdminApp(async (t, admin) => {
    const photo = await uploadJpeg(t, admin, "marina.jpg");
    const spare = await uploadJpeg(t, admin, "dunes.jpg");
    const pkg = await packageShowing(t, admin, photo.url);
    const moved = await t.call("PUT", `/api/packages/${pkg.id}`, { token: admin, body: packageBody(pkg.destinationId, { imageUrl: spare.url }) });
    assert.equal(moved.status, 200, moved.text);
    const created = (await versionsOf(t, admin, pkg.id)).at(-1)!;

    // The file is in no item when the restore reads it; its delete lands just before the restore's commit.
    const racing = raced(t.kv, async () => {
      assert.equal((await t.call("DELETE", `/api/media/${photo.filename}`, { token: admin })).status, 200);
    });
    const audit = { actorId: "admin", actorName: ADMIN_NAME, address: "127.0.0.1" };
    const change = { collection: "packages" as const, id: pkg.id, versionId: created.id };
    const refusal = await restoreItemVersion({ kv: racing.kv, catalogue: t.deps.catalogue }, change, audit).then(() => null, (e) => e);
    assert.ok(refusal instanceof AppError && refusal.kind === "media_missing", String(refusal));
    assert.equal(racing.commits(), 0);
    assert.equal((await t.call("GET", `/api/packages/${pkg.id}`)).json.data.imageUrl, spare.url);
  });
});

Deno.test("the media list names the items that show each file, a draft's and a published item's once", async () => {
  await withAdminApp(async (t, admin) => {
    const photo = await uploadJpeg(t, admin, "marina.jpg");
    const unused = await uploadJpeg(t, admin, "marina.jpg");
    const pkg = await packageShowing(t, admin, photo.url);
    const draft = await t.call("PUT", `/api/packages/${pkg.id}`, {
      token: admin,
      body: packageBody(pkg.destinationId, { imageUrl: photo.url, status: "draft" }),
    });
    assert.equal(draft.status, 200, draft.text);
    const activity = (await t.call("POST", "/api/activities", { token: admin, body: { name: "Dune Dinner", location: "Dubai", description: "Dinner.", imageUrl: `${photo.url}?w=480` } })).json.data;

    const list = (await t.call("GET", "/api/media/list", { token: admin })).json.data as { filename: string; usedBy: unknown[] }[];
    const usesOf = (filename: string) => list.find((file) => file.filename === filename)?.usedBy;
    assert.deepEqual(usesOf(photo.filename), [
      { collection: "packages", id: pkg.id, name: pkg.name },
      { collection: "activities", id: activity.id, name: "Dune Dinner" },
    ]);
    assert.deepEqual(usesOf(unused.filename), []);
  });
});

Deno.test("a draft's restore of a version whose image was deleted is refused too, and keeping the image saves the draft", async () => {
  await withAdminApp(async (t, admin) => {
    const photo = await uploadJpeg(t, admin, "marina.jpg");
    const spare = await uploadJpeg(t, admin, "dunes.jpg");
    const pkg = await packageShowing(t, admin, photo.url);
    const draft = await t.call("PUT", `/api/packages/${pkg.id}`, {
      token: admin,
      body: packageBody(pkg.destinationId, { name: "Draft Palace", imageUrl: spare.url, status: "draft" }),
    });
    assert.equal(draft.status, 200, draft.text);
    assert.equal((await t.call("DELETE", `/api/media/${photo.filename}?replaceWith=${spare.filename}`, { token: admin })).status, 200);
    const created = (await versionsOf(t, admin, pkg.id)).at(-1)!;

    const path = `/api/packages/${pkg.id}/versions/${created.id}/restore`;
    const refused = await t.call("POST", path, { token: admin, body: {} });
    assert.equal(refused.status, 409, refused.text);
    assert.equal(refused.json.code, "media_missing");
    const kept = await t.call("POST", path, { token: admin, body: { keepImage: true } });
    assert.equal(kept.status, 200, kept.text);
    assert.deepEqual([kept.json.data.status, kept.json.data.name, kept.json.data.imageUrl], ["draft", "Desert Palace Escape", spare.url]);
  });
});

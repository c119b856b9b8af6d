/**
 * Media that cannot break a page: deleting a file that a destination, package or activity shows is
 * refused with the items (409, `usedBy`), `?replaceWith=` puts another image in every one of them and
 * deletes the file in one commit (more items than one commit holds: in several, the last deleting
 * it), and a concurrent edit or a new use makes that commit read again (never half replaced, never
 * a use missed).
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { type TestApp, withAdminApp as withApp, withoutRequestId } from "../helpers/app.ts";
import { activityBody, destinationBody, packageBody } from "../helpers/fixtures.ts";
import { deleteMedia, getMedia } from "../../server/kv/media.ts";
import { raced, uploadJpeg } from "../helpers/media-library.ts";
import { createActivity, getActivity } from "../../server/kv/activities.ts";
import { getDestination } from "../../server/kv/destinations.ts";
import { getPackage, updatePackage } from "../../server/kv/packages.ts";
import { AppError } from "../../server/errors.ts";
import { KEYS } from "../../server/kv/keys.ts";

const upload = uploadJpeg;

/** A destination, a package and an activity (its address a copy width) that all show `url`. */
async function itemsShowing(t: TestApp, admin: string, url: string) {
  const destination = (await t.call("POST", "/api/destinations", { token: admin, body: destinationBody({ imageUrl: url }) })).json.data;
  const pkg = (await t.call("POST", "/api/packages", { token: admin, body: packageBody(destination.id, { imageUrl: url }) })).json.data;
  const activity = (await t.call("POST", "/api/activities", { token: admin, body: activityBody({ imageUrl: `${url}?w=480` }) })).json.data;
  return { destination, pkg, activity };
}

const onDisk = (t: TestApp, filename: string) => Deno.stat(join(t.dataDir, "media", filename)).then(() => true, () => false);

Deno.test("deleting a file that items show is refused with 409 naming them, and nothing is removed", async () => {
  await withApp(async (t, admin) => {
    const photo = await upload(t, admin, "marina.jpg");
    const spare = await upload(t, admin, "spare.jpg");
    const { destination, pkg, activity } = await itemsShowing(t, admin, photo.url);

    const refused = await t.call("DELETE", `/api/media/${photo.filename}`, { token: admin });
    assert.equal(refused.status, 409);
    assert.deepEqual(withoutRequestId(refused.json), {
      message: "This file is the image of 3 items. Choose a file to show instead, and it is replaced and deleted in one step.",
      code: "conflict",
      usedBy: [
        { collection: "destinations", id: destination.id, name: destination.name },
        { collection: "packages", id: pkg.id, name: pkg.name },
        { collection: "activities", id: activity.id, name: activity.name },
      ],
    });
    assert.equal((await t.call("GET", `/api/media/info/${photo.filename}`, { token: admin })).status, 200);
    assert.ok(await onDisk(t, photo.filename));
    assert.equal((await t.call("GET", `/api/packages/${pkg.id}`)).json.data.imageUrl, photo.url);

    // A file nothing shows is deleted as before; so is the first once its items show another image.
    assert.equal((await t.call("DELETE", `/api/media/${spare.filename}`, { token: admin })).status, 200);
    for (const [path, body] of [
      [`/api/destinations/${destination.id}`, destinationBody()],
      [`/api/packages/${pkg.id}`, packageBody(destination.id)],
      [`/api/activities/${activity.id}`, activityBody()],
    ] as const) {
      assert.equal((await t.call("PUT", path, { token: admin, body })).status, 200);
    }
    assert.equal((await t.call("DELETE", `/api/media/${photo.filename}`, { token: admin })).status, 200);
  });
});

Deno.test("?replaceWith= shows the other image in every item and deletes the file in one commit", async () => {
  await withApp(async (t, admin) => {
    const photo = await upload(t, admin, "marina.jpg");
    const other = await upload(t, admin, "dunes.jpg");
    const { destination, pkg, activity } = await itemsShowing(t, admin, photo.url);

    for (const [replaceWith, why] of [[photo.filename, "itself"], ["00000000000000000000000000.jpg", "unknown"], ["../app.kv", "not a name"]]) {
      const bad = await t.call("DELETE", `/api/media/${photo.filename}?replaceWith=${encodeURIComponent(replaceWith)}`, { token: admin });
      assert.equal(bad.status, 400, why);
      assert.equal(bad.json.message, "The file to show instead must be another image in the media library.");
    }

    const res = await t.call("DELETE", `/api/media/${photo.filename}?replaceWith=${other.filename}`, { token: admin });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.json.data, {
      filename: photo.filename,
      deleted: true,
      replacedWith: other.filename,
      replaced: [
        { collection: "destinations", id: destination.id, name: destination.name },
        { collection: "packages", id: pkg.id, name: pkg.name },
        { collection: "activities", id: activity.id, name: activity.name },
      ],
    });
    for (const path of [`/api/destinations/${destination.id}`, `/api/packages/${pkg.id}`, `/api/activities/${activity.id}`]) {
      assert.equal((await t.call("GET", path)).json.data.imageUrl, other.url, path);
    }
    assert.equal((await t.call("GET", `/api/media/info/${photo.filename}`, { token: admin })).status, 404);
    assert.ok(!(await onDisk(t, photo.filename)), "the file is removed");
    // Each replaced item has a new version: a form opened before the replace cannot save over it.
    const stale = await t.call("PUT", `/api/packages/${pkg.id}`, { token: admin, body: packageBody(destination.id, { imageUrl: photo.url, version: pkg.version }) });
    assert.equal(stale.status, 409);

    // One commit: the record's delete and every item's change land together.
    const third = await upload(t, admin, "third.jpg");
    await itemsShowing(t, admin, other.url);
    const counted = raced(t.kv, async () => {});
    const { replaced } = await deleteMedia(counted.kv, other.filename, third.filename);
    assert.equal(replaced.length, 6);
    assert.equal(counted.commits(), 1);
  });
});

Deno.test("an item edited while the replace runs makes it read again: the edit and the replacement both stand", async () => {
  await withApp(async (t, admin) => {
    const photo = await upload(t, admin, "marina.jpg");
    const other = await upload(t, admin, "dunes.jpg");
    const { destination, pkg, activity } = await itemsShowing(t, admin, photo.url);
    const { version: _v, id: _id, imageWidths: _w, ...current } = (await t.call("GET", `/api/packages/${pkg.id}`)).json.data;

    const racing = raced(t.kv, async () => {
      await updatePackage(t.kv, pkg.id, { ...current, name: "Renamed meanwhile" });
    });
    await deleteMedia(racing.kv, photo.filename, other.filename);
    assert.equal(racing.commits(), 1, "the first commit failed its checks; the second went through");

    // Read from the store: the catalogue's cached answers are made again by the service, not here.
    const after = (await getPackage(t.kv, pkg.id))!;
    assert.equal(after.name, "Renamed meanwhile");
    assert.equal(after.imageUrl, other.url);
    assert.equal((await getDestination(t.kv, destination.id))!.imageUrl, other.url);
    assert.equal((await getActivity(t.kv, activity.id))!.imageUrl, other.url);
    assert.equal(await getMedia(t.kv, photo.filename), null);
  });
});

Deno.test("an item that starts showing the file while the delete runs is not missed", async () => {
  await withApp(async (t, admin) => {
    const photo = await upload(t, admin, "marina.jpg");
    let added = "";
    const racing = raced(t.kv, async () => {
      added = (await createActivity(t.kv, { name: "Late Arrival", location: "Dubai", description: "Linked meanwhile.", imageUrl: photo.url })).id;
    });
    const refusal = await deleteMedia(racing.kv, photo.filename).then(() => null, (error) => error);
    assert.ok(refusal instanceof AppError && refusal.kind === "conflict", String(refusal));
    assert.deepEqual(refusal.usedBy, [{ collection: "activities", id: added, name: "Late Arrival" }]);
    assert.ok(await getMedia(t.kv, photo.filename), "the record is kept");
  });
});

Deno.test("a file shown by more items than one commit checks is replaced in every one and deleted", async () => {
  await withApp(async (t, admin) => {
    const photo = await upload(t, admin, "marina.jpg");
    const other = await upload(t, admin, "dunes.jpg");
    const ids: string[] = [];
    for (let i = 0; i < 130; i++) {
      const res = await t.call("POST", "/api/activities", { token: admin, body: activityBody({ name: `Excursion ${i}`, imageUrl: photo.url }) });
      assert.equal(res.status, 201, res.text);
      ids.push(res.json.data.id);
    }

    const res = await t.call("DELETE", `/api/media/${photo.filename}?replaceWith=${other.filename}`, { token: admin });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.json.data.replaced.map((use: { id: string }) => use.id).sort(), [...ids].sort());
    for (const id of ids) assert.equal((await getActivity(t.kv, id))!.imageUrl, other.url, id);
    assert.equal((await t.call("GET", `/api/media/info/${photo.filename}`, { token: admin })).status, 404);
    assert.ok(!(await onDisk(t, photo.filename)), "the file is removed");
  });
});

Deno.test("a file shown by items larger together than one commit writes is replaced in every one and deleted", async () => {
  await withApp(async (t, admin) => {
    const photo = await upload(t, admin, "marina.jpg");
    const other = await upload(t, admin, "dunes.jpg");
    const destination = (await t.call("POST", "/api/destinations", { token: admin, body: destinationBody() })).json.data;
    const ids: string[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await t.call("POST", "/api/packages", { token: admin, body: packageBody(destination.id, { name: `Grand Tour ${i}`, imageUrl: photo.url }) });
      assert.equal(res.status, 201, res.text);
      ids.push(res.json.data.id);
    }
    // Each package made about as large as a record may be (under Deno KV's 64 KiB a value; texts in
    // seven languages come near), written directly: together over the 800 KiB one commit writes.
    for (const id of ids) {
      const stored = (await getPackage(t.kv, id))!;
      const large = { ...stored, description: "Sand, sea and silence. ".repeat(2_700) };
      assert.ok((await t.kv.atomic().set(KEYS.package(id), large).commit()).ok);
    }

    const res = await t.call("DELETE", `/api/media/${photo.filename}?replaceWith=${other.filename}`, { token: admin });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.data.replaced.length, ids.length);
    for (const id of ids) assert.equal((await getPackage(t.kv, id))!.imageUrl, other.url, id);
    assert.equal(await getMedia(t.kv, photo.filename), null);
  });
});

/**
 * A trip's private documents (issue #31): staff upload (types from the first bytes, size, the count
 * limit under concurrency, an item of the trip), files apart from the media library; the privacy
 * rules of the traveller's download (a wrong, malformed or revoked link, a staff-only document,
 * another trip's document, `private, no-store`), download counts for staff, and deletion.
 */
import assert from "node:assert/strict";
import { TRIP_DOCUMENT_TEXTS } from "../../contract/trips/documents.ts";
import { TRIP_LIMITS, TRIP_TEXTS } from "../../contract/trips/model.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { dropTripLinks, mintTripLink, tripLinkHashes } from "../../server/kv/trip-links.ts";
import { type TestApp, withAdminApp } from "../helpers/app.ts";
import * as samples from "../helpers/media-samples.ts";
import { pdfBytes, plantTripWithLinks, uploadDocument } from "../helpers/trip-documents.ts";

const linkUrl = (token: string, id: string) => `/api/trip-links/${token}/documents/${id}`;
const get = (t: TestApp, path: string, init: RequestInit = {}) => t.app.request(path, init);
const downloadsOf = async (t: TestApp, admin: string, tripId: string) =>
  Object.fromEntries(
    (await t.call("GET", `/api/trips/${tripId}/documents`, { token: admin })).json.data.map((d: { id: string; downloads: number }) => [d.id, d.downloads]),
  );

/** A refusal that tells nothing: 404, the link's or the document's text, never stored by a cache. */
async function assertNotServed(res: Response, message: string) {
  assert.equal(res.status, 404);
  assert.equal((await res.json()).message, message);
  assert.match(res.headers.get("cache-control") ?? "", /no-store/);
}

Deno.test("staff upload a PDF voucher for an item; it is kept apart from the media library", async () => {
  await withAdminApp(async (t, admin) => {
    const { trip } = await plantTripWithLinks(t.kv);
    const up = await uploadDocument(t, admin, trip.id, { kind: "voucher", itemId: "t1", name: "Transfer voucher.pdf" });
    assert.equal(up.status, 201, up.text);
    const doc = up.json.data;
    assert.deepEqual(
      { name: doc.name, kind: doc.kind, contentType: doc.contentType, bytes: doc.bytes, itemId: doc.itemId, staffOnly: doc.staffOnly },
      { name: "Transfer voucher.pdf", kind: "voucher", contentType: "application/pdf", bytes: pdfBytes().length, itemId: "t1", staffOnly: false },
    );
    assert.deepEqual(await Deno.readFile(`${t.dataDir}/trip-documents/${doc.id}`), pdfBytes());
    const media = await Array.fromAsync(Deno.readDir(`${t.dataDir}/media`)).catch(() => []);
    assert.deepEqual(media.filter((e) => !e.name.startsWith(".")), [], "nothing in the media library");
    // The public media path never reaches it.
    assert.equal((await get(t, `/media/${doc.id}`)).status, 404);
    assert.equal((await get(t, `/media/${doc.id}.pdf`)).status, 404);

    // Images too; the listing shows every document with its downloads; the audit log has the upload.
    const photo = await uploadDocument(t, admin, trip.id, { kind: "visa", bytes: await samples.png(), name: "visa.png", type: "image/png", staffOnly: true });
    assert.equal(photo.status, 201, photo.text);
    assert.equal(photo.json.data.contentType, "image/png");
    assert.equal(photo.json.data.staffOnly, true);
    const list = await t.call("GET", `/api/trips/${trip.id}/documents`, { token: admin });
    assert.deepEqual(list.json.data.map((d: { id: string; downloads: number }) => [d.id, d.downloads]), [[doc.id, 0], [photo.json.data.id, 0]]);
    const audit = (await t.call("GET", `/api/audit?entity=trip&entityId=${trip.id}`, { token: admin })).json.data.entries;
    assert.deepEqual(audit.map((e: { action: string }) => e.action), ["upload", "upload"]);
    assert.equal((await t.kv.get<number>(KEYS.tripDocumentCount(trip.id))).value, 2);
  });
});

Deno.test("uploads are checked: types from the bytes, size, kind, the trip's items, staff only", async () => {
  await withAdminApp(async (t, admin) => {
    const { trip } = await plantTripWithLinks(t.kv);
    // A GIF, an executable and plain text named and labelled as PDFs: refused by their bytes.
    for (const bytes of [samples.gif(), samples.executable(), new TextEncoder().encode("not a pdf at all")]) {
      const res = await uploadDocument(t, admin, trip.id, { bytes });
      assert.equal(res.status, 415, res.text);
      assert.equal(res.json.message, TRIP_TEXTS.documentType);
    }
    const big = new Uint8Array(TRIP_LIMITS.documentBytes + 1);
    big.set(pdfBytes());
    const tooBig = await uploadDocument(t, admin, trip.id, { bytes: big });
    assert.equal(tooBig.status, 413, tooBig.text);
    assert.equal(tooBig.json.message, TRIP_TEXTS.documentTooLarge);
    const unknownItem = await uploadDocument(t, admin, trip.id, { itemId: "nope" });
    assert.equal(unknownItem.status, 400);
    assert.equal(unknownItem.json.message, TRIP_TEXTS.unknownItem);
    const badKind = await uploadDocument(t, admin, trip.id, { kind: "passport-scan" });
    assert.equal(badKind.status, 400);
    assert.equal(badKind.json.message, TRIP_DOCUMENT_TEXTS.kind);
    // Whether it is staff's only must be said, before the file (a field after it is never read).
    for (const staffOnly of [null, "after"] as const) {
      const unsaid = await uploadDocument(t, admin, trip.id, { staffOnly });
      assert.equal(unsaid.status, 400, unsaid.text);
      assert.equal(unsaid.json.message, TRIP_DOCUMENT_TEXTS.staffOnly);
    }
    const noTrip = await uploadDocument(t, admin, "no-such-trip");
    assert.equal(noTrip.status, 404);
    assert.equal(noTrip.json.message, TRIP_TEXTS.notFound);
    // Nothing of the refused uploads is left, and the count is untouched.
    const left = await Array.fromAsync(Deno.readDir(`${t.dataDir}/trip-documents`));
    assert.deepEqual(left.filter((e) => e.isFile), []);
    assert.deepEqual(await Array.fromAsync(Deno.readDir(`${t.dataDir}/trip-documents/.incoming`)), []);
    assert.equal((await t.kv.get(KEYS.tripDocumentCount(trip.id))).value, null);

    // Staff only: members and visitors are refused.
    assert.equal((await uploadDocument(t, "", trip.id)).status, 401);
    const member = await t.member();
    assert.equal((await uploadDocument(t, member.token, trip.id)).status, 403);
    assert.equal((await t.call("GET", `/api/trips/${trip.id}/documents`, { token: member.token })).status, 403);
  });
});

Deno.test("a trip holds at most its limit of documents, also when uploads race", async () => {
  await withAdminApp(async (t, admin) => {
    const { trip } = await plantTripWithLinks(t.kv);
    await t.kv.set(KEYS.tripDocumentCount(trip.id), TRIP_LIMITS.documents - 2);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => uploadDocument(t, admin, trip.id, { name: `v${i}.pdf` })));
    assert.deepEqual(answers.map((a) => a.status).sort(), [201, 201, 409, 409, 409, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    assert.equal(refused.json.message, TRIP_TEXTS.tooManyDocuments);
    assert.equal((await t.kv.get<number>(KEYS.tripDocumentCount(trip.id))).value, TRIP_LIMITS.documents);
    const files = (await Array.fromAsync(Deno.readDir(`${t.dataDir}/trip-documents`))).filter((e) => e.isFile);
    assert.equal(files.length, 2, "a refused upload leaves no file");
  });
});

Deno.test("the traveller's download: private, counted, and only by a live link of the trip", async () => {
  await withAdminApp(async (t, admin) => {
    const { trip, token, coToken } = await plantTripWithLinks(t.kv);
    const other = await plantTripWithLinks(t.kv, { title: "Another trip" });
    const voucher = (await uploadDocument(t, admin, trip.id, { kind: "voucher" })).json.data;
    const internal = (await uploadDocument(t, admin, trip.id, { kind: "other", staffOnly: true, name: "supplier-invoice.pdf" })).json.data;
    const othersDoc = (await uploadDocument(t, admin, other.trip.id)).json.data;

    const res = await get(t, linkUrl(token, voucher.id));
    assert.equal(res.status, 200);
    assert.deepEqual(new Uint8Array(await res.arrayBuffer()), pdfBytes());
    assert.equal(res.headers.get("content-type"), "application/pdf");
    assert.equal(res.headers.get("cache-control"), "private, no-store");
    assert.equal(res.headers.get("x-robots-tag"), "noindex");
    assert.equal(res.headers.get("x-content-type-options"), "nosniff");
    // Framed by the site's own pages only (the API's policy refuses any frame).
    assert.equal(res.headers.get("content-security-policy"), "frame-ancestors 'self'");
    assert.equal(res.headers.get("x-frame-options"), "SAMEORIGIN");
    assert.match(res.headers.get("content-disposition") ?? "", /^inline; filename="voucher\.pdf"/);
    // The co-traveller's read-only link reads it too.
    assert.equal((await get(t, linkUrl(coToken, voucher.id))).status, 200);

    // A wrong token, a malformed one, another trip's document, a staff-only one: not served.
    await assertNotServed(await get(t, linkUrl(mintTripLink().token, voucher.id)), TRIP_TEXTS.linkNotFound);
    await assertNotServed(await get(t, linkUrl("short", voucher.id)), TRIP_TEXTS.linkNotFound);
    await assertNotServed(await get(t, linkUrl(token, othersDoc.id)), TRIP_TEXTS.documentNotFound);
    await assertNotServed(await get(t, linkUrl(token, internal.id)), TRIP_TEXTS.documentNotFound);
    await assertNotServed(await get(t, linkUrl(coToken, internal.id)), TRIP_TEXTS.documentNotFound);
    await assertNotServed(await get(t, linkUrl(token, "..%2F..%2Fapp.kv")), TRIP_TEXTS.documentNotFound);
    // Staff read any document of the trip, staff-only ones too, not counted as the traveller's.
    const staffRead = await get(t, `/api/trips/${trip.id}/documents/${internal.id}`, { headers: { authorization: `Bearer ${admin}` } });
    assert.equal(staffRead.status, 200);
    assert.equal(staffRead.headers.get("cache-control"), "private, no-store");
    await staffRead.body?.cancel();
    assert.equal((await get(t, `/api/trips/${trip.id}/documents/${othersDoc.id}`, { headers: { authorization: `Bearer ${admin}` } })).status, 404);
    assert.equal((await get(t, `/api/trips/${trip.id}/documents/${voucher.id}`)).status, 401);

    // Two more traveller reads and a HEAD (not a download): three downloads in all, one more by the co-traveller.
    for (let i = 0; i < 2; i++) await (await get(t, linkUrl(token, voucher.id))).body?.cancel();
    assert.equal((await get(t, linkUrl(token, voucher.id), { method: "HEAD" })).status, 200);
    assert.deepEqual(await downloadsOf(t, admin, trip.id), { [voucher.id]: 4, [internal.id]: 0 });

    // Revoking the links removes access at once.
    const hashes = await tripLinkHashes(t.kv, trip.id);
    assert.ok((await dropTripLinks(t.kv.atomic(), trip.id, hashes).commit()).ok);
    await assertNotServed(await get(t, linkUrl(token, voucher.id)), TRIP_TEXTS.linkNotFound);
    await assertNotServed(await get(t, linkUrl(coToken, voucher.id)), TRIP_TEXTS.linkNotFound);
    assert.deepEqual(await downloadsOf(t, admin, trip.id), { [voucher.id]: 4, [internal.id]: 0 });
  });
});

Deno.test("concurrent downloads are each counted", async () => {
  await withAdminApp(async (t, admin) => {
    const { trip, token } = await plantTripWithLinks(t.kv);
    const doc = (await uploadDocument(t, admin, trip.id)).json.data;
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(t, linkUrl(token, doc.id))));
    for (const res of answers) {
      assert.equal(res.status, 200);
      await res.body?.cancel();
    }
    assert.deepEqual(await downloadsOf(t, admin, trip.id), { [doc.id]: 20 });
  });
});

Deno.test("staff delete a document: its file, its count and the traveller's access go", async () => {
  await withAdminApp(async (t, admin) => {
    const { trip, token } = await plantTripWithLinks(t.kv);
    const doc = (await uploadDocument(t, admin, trip.id)).json.data;
    await (await get(t, linkUrl(token, doc.id))).body?.cancel();
    const member = await t.member();
    assert.equal((await t.call("DELETE", `/api/trips/${trip.id}/documents/${doc.id}`, { token: member.token })).status, 403);
    const deleted = await t.call("DELETE", `/api/trips/${trip.id}/documents/${doc.id}`, { token: admin });
    assert.equal(deleted.status, 200, deleted.text);
    assert.deepEqual(deleted.json.data, { id: doc.id, deleted: true });
    await assertNotServed(await get(t, linkUrl(token, doc.id)), TRIP_TEXTS.documentNotFound);
    await assert.rejects(Deno.stat(`${t.dataDir}/trip-documents/${doc.id}`), Deno.errors.NotFound);
    assert.equal((await t.kv.get(KEYS.tripDocumentDownloads(trip.id, doc.id))).value, null);
    assert.equal((await t.kv.get(KEYS.tripDocumentCount(trip.id))).value, 0);
    assert.equal((await t.call("DELETE", `/api/trips/${trip.id}/documents/${doc.id}`, { token: admin })).status, 404);
    const audit = (await t.call("GET", `/api/audit?entity=trip&entityId=${trip.id}`, { token: admin })).json.data.entries;
    assert.deepEqual(audit.map((e: { action: string }) => e.action), ["delete", "upload"]);
  });
});

Deno.test("documents and trip links are never in the sitemap", async () => {
  await withAdminApp(async (t, admin) => {
    const { trip, token } = await plantTripWithLinks(t.kv);
    const doc = (await uploadDocument(t, admin, trip.id)).json.data;
    const sitemap = await (await get(t, "/sitemap.xml")).text();
    for (const secret of [token, doc.id, "/trips/", "trip-links", "trip-documents"]) assert.ok(!sitemap.includes(secret), secret);
  });
});

Deno.test("the trip's link lists the documents it may open, at addresses that open them; staff see the downloads", async () => {
  await withAdminApp(async (t, admin) => {
    const { trip, token } = await plantTripWithLinks(t.kv);
    const voucher = (await uploadDocument(t, admin, trip.id, { kind: "voucher", itemId: "t1" })).json.data;
    await uploadDocument(t, admin, trip.id, { staffOnly: true, name: "supplier-invoice.pdf" });
    const listed = (await t.call("GET", `/api/trip-links/${token}`)).json.data.documents;
    assert.deepEqual(listed.map((d: { id: string }) => d.id), [voucher.id], "never the staff-only one");
    const opened = await get(t, listed[0].url);
    assert.equal(opened.status, 200);
    assert.deepEqual(new Uint8Array(await opened.arrayBuffer()), pdfBytes());
    const staffView = (await t.call("GET", `/api/trips/${trip.id}`, { token: admin })).json.data.documents;
    assert.deepEqual(staffView.map((d: { name: string; downloads: number }) => [d.name, d.downloads]), [["voucher.pdf", 1], ["supplier-invoice.pdf", 0]]);
  });
});

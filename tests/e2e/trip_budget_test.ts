/**
 * Issue #31's budget: a 14-day trip with five documents, kept on a phone ("Keep this trip on this
 * phone"), takes at most 15 MB of the device's storage. The trip is planted in the running server's
 * database with 28 pictures uploaded to the media library (photo-like JPEGs of a few hundred KB,
 * two per day) and five documents uploaded by staff (three vouchers and an insurance as PDFs, a
 * scanned visa as a JPEG); the browser's own storage estimate is read before and after keeping it.
 */
import assert from "node:assert/strict";
import encodeJpeg from "@jsquash/jpeg/encode.js";
import { launchBrowser } from "../../scripts/browser.ts";
import { KV_FILE } from "../../server/kv/database-file.ts";
import type { StoredTrip } from "../../contract/trips/model.ts";
import { adminToken, appHasTakenOver } from "../helpers/e2e.ts";
import { multipart, MULTIPART_TYPE } from "../helpers/media-samples.ts";
import { pdfBytes } from "../helpers/trip-documents.ts";
import { plantTrip } from "../helpers/trips.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

const BUDGET = 15 * 1024 * 1024;
const PHONE = { viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const en = JSON.parse(Deno.readTextFileSync(new URL("../../locales/en/trip.json", import.meta.url)));

/** A photo-like picture: a gradient with grain, so it compresses as a photograph does (not as a flat test card). */
async function photo(seed: number, width = 1200, height = 800): Promise<Uint8Array> {
  const data = new Uint8ClampedArray(width * height * 4);
  let state = seed * 2654435761 >>> 0;
  const grain = () => ((state = (state * 1664525 + 1013904223) >>> 0) >>> 24) / 4;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = (x * 200) / width + grain();
      data[i + 1] = (y * 180) / height + grain();
      data[i + 2] = 90 + ((x + y + seed * 40) % 120) + grain();
      data[i + 3] = 255;
    }
  }
  return new Uint8Array(await encodeJpeg({ data, width, height, colorSpace: "srgb" } as ImageData, { quality: 80 }));
}

/** A PDF of about `bytes` (a real one-page PDF with a scanned page's worth of data in it). */
function pdfOf(bytes: number, name: string): Uint8Array {
  const head = pdfBytes(name);
  const filler = new Uint8Array(Math.max(0, bytes - head.length));
  for (let at = 0; at < filler.length; at += 65_536) crypto.getRandomValues(filler.subarray(at, at + 65_536));
  // The filler goes after the header line, inside a comment-free binary stream object.
  const out = new Uint8Array(head.length + filler.length);
  out.set(head);
  out.set(filler, head.length);
  return out;
}

async function post(server: RunningServer, staff: string, path: string, body: BodyInit, type?: string) {
  const res = await fetch(`${server.url}/api${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${staff}`, ...(type ? { "content-type": type } : {}) },
    body,
  });
  const json = await res.json().catch(() => null);
  assert.equal(res.status, 201, `${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

Deno.test("a 14-day trip with five documents kept on a phone takes at most 15 MB", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const staff = await adminToken(server);
    const pictures: string[] = [];
    let pictureBytes = 0;
    for (let i = 0; i < 28; i++) {
      const bytes = await photo(i + 1);
      pictureBytes += bytes.length;
      const uploaded = await post(server, staff, "/media/upload", new Uint8Array(multipart({ bytes, name: `day-${i}.jpg`, type: "image/jpeg" })), MULTIPART_TYPE);
      pictures.push(uploaded.url);
    }
    const days: StoredTrip["days"] = Array.from({ length: 14 }, (_, d) => ({
      id: `d${d + 1}`,
      date: new Date(Date.parse("2027-05-01T00:00:00Z") + d * 86_400_000).toISOString().slice(0, 10),
      title: `Day ${d + 1}`,
      items: [0, 1, 2].map((n) => ({
        id: `i${d}-${n}`,
        kind: n === 0 ? "transfer" as const : "experience" as const,
        title: `Item ${n + 1} of day ${d + 1}`,
        time: `${String(9 + n * 4).padStart(2, "0")}:00`,
        place: "Somewhere worth the journey",
        address: "1 Example Street, Dubai",
        description: "A long description of what happens, who meets you and what to bring, as consultants write them. ".repeat(3),
        confirmation: `REF-${d}-${n}`,
        bookingStatus: "confirmed" as const,
        contacts: [{ role: "guide" as const, name: "Guide", phone: "+971500000000" }],
        unitPrice: 100, unitCost: 50, quantity: 1,
        ...(n < 2 ? { image: pictures[d * 2 + n] } : {}),
      })),
    }));
    const kv = await Deno.openKv(`${server.dataDir}/${KV_FILE}`);
    let planted;
    try {
      planted = await plantTrip(kv, { days, startDate: days[0].date, endDate: days[13].date, title: "Fourteen days" });
    } finally {
      kv.close();
    }
    const documents = [
      { name: "flight-e-ticket.pdf", kind: "e-ticket", bytes: pdfOf(400_000, "ticket"), type: "application/pdf" },
      { name: "hotel-voucher.pdf", kind: "voucher", bytes: pdfOf(400_000, "hotel"), type: "application/pdf" },
      { name: "transfer-voucher.pdf", kind: "voucher", bytes: pdfOf(300_000, "transfer"), type: "application/pdf" },
      { name: "insurance.pdf", kind: "insurance", bytes: pdfOf(1_000_000, "insurance"), type: "application/pdf" },
      { name: "visa-scan.jpg", kind: "visa", bytes: await photo(99, 2400, 1600), type: "image/jpeg" },
    ];
    for (const doc of documents) {
      const form = new FormData();
      form.append("staffOnly", "false");
      form.append("kind", doc.kind);
      form.append("file", new File([doc.bytes as Uint8Array<ArrayBuffer>], doc.name, { type: doc.type }));
      await post(server, staff, `/trips/${planted.trip.id}/documents`, form);
    }
    const documentBytes = documents.reduce((sum, doc) => sum + doc.bytes.length, 0);

    const page = await (await browser.newContext(PHONE)).newPage();
    await page.goto(`${server.url}/trips/${planted.token}`);
    await page.getByRole("heading", { level: 1, name: "Fourteen days" }).waitFor();
    await appHasTakenOver(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    const usage = () => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
    const before = await usage();
    await page.getByRole("button", { name: en["keep.offer"] }).click();
    await page.getByTestId("trip-kept").waitFor({ timeout: 60_000 });
    const after = await usage();
    const kept = await page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => name.startsWith("kept-trip-"));
      const cache = await caches.open(names[0]);
      // Its files, not the note of its page's address.
      return (await cache.keys()).filter((request) => !request.url.endsWith("/kept-trip-page")).length;
    });
    const mb = (n: number) => (n / 1024 / 1024).toFixed(2);
    console.log(`  pictures ${mb(pictureBytes)} MB, documents ${mb(documentBytes)} MB; kept: ${kept} files, storage +${mb(after - before)} MB (budget ${mb(BUDGET)} MB)`);
    assert.equal(kept, 28 + 5, "every picture and document is kept");
    assert.ok(after - before >= pictureBytes + documentBytes, "the estimate counts what was kept");
    assert.ok(after - before <= BUDGET, `kept trip takes ${mb(after - before)} MB`);
  } finally {
    await browser.close();
    await server.stop();
  }
});

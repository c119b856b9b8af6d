/**
 * The staff's trips in real Chromium against the real server (issue #31): the Trips tile opens the
 * board, where a trip departing in 3 days with pending bookings is flagged, one travelling now and
 * one returned sit in their tabs, and a trip's bookings open in place; in the trip editor staff
 * confirm the transfer, give its confirmation reference and a driver, move it to 10:30 and save
 * with a note (a new revision, in the history); attach a voucher to the transfer and delete it;
 * revoke the traveller's links (the link stops at once). An accepted proposal opens its trip. The
 * board and the editor are axe clean and fit a 360 px phone.
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import type { Page } from "playwright-core";
import { addDays } from "../../contract/agency-time.ts";
import type { StoredTrip } from "../../contract/trips/model.ts";
import { KV_FILE } from "../../server/kv/database-file.ts";
import { describeViolations, seriousViolations } from "../helpers/axe.ts";
import { adminToken, apiCall, logIn, withServerAndBrowser } from "../helpers/e2e.ts";
import { plantProposal } from "../helpers/proposals.ts";
import { adminCredentials, type RunningServer } from "../helpers/server.ts";
import { plantTrip, tripRecord } from "../helpers/trips.ts";

const SHOTS = Deno.env.get("E2E_SCREENSHOTS");
const PHONE = { viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const today = new Date().toISOString().slice(0, 10);
const ar = JSON.parse(Deno.readTextFileSync(new URL("../../locales/ar/trips.json", import.meta.url)));

async function screenshot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The default trip's three days, moved to start on `start`. */
function daysFrom(start: string): StoredTrip["days"] {
  return tripRecord().days.map((day, i) => ({ ...day, date: addDays(start, i) }));
}

/** Trips planted into the running server's database (beside the server, as SQLite allows). */
async function plantTrips(server: RunningServer) {
  const kv = await Deno.openKv(`${server.dataDir}/${KV_FILE}`);
  try {
    const soon = await plantTrip(kv, { title: "Dubai in style", days: daysFrom(addDays(today, 3)) });
    const away = await plantTrip(kv, { title: "Oman by the sea", days: daysFrom(addDays(today, -1)) });
    const back = await plantTrip(kv, { title: "Maldives week", days: daysFrom(addDays(today, -12)) });
    return { soon, away, back };
  } finally {
    kv.close();
  }
}


async function noWiderThanPhone(page: Page, what: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `${what}: nothing wider than the phone (${width} px)`);
}

// A one-page PDF: what a voucher is.
const VOUCHER = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj " +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

Deno.test("staff see trips by phase with the pending warning, update a booking with a note, attach a voucher and revoke the links", async () => {
  await withServerAndBrowser(async (server, browser) => {
    const { soon, away, back } = await plantTrips(server);
    const token = await adminToken(server);
    const page = await (await browser.newContext(DESKTOP)).newPage();
    await logIn(page, server, adminCredentials.email, adminCredentials.password);

    // The dashboard's Trips tile opens the board.
    await page.goto(`${server.url}/admin`);
    await page.getByRole("link", { name: /^Trips/ }).click();
    await page.waitForURL(`${server.url}/admin/trips`);
    await page.getByRole("heading", { level: 1, name: "Trips" }).waitFor();

    // Next 30 days: the trip leaving in 3 days with every booking pending is flagged.
    const soonRow = page.locator(`[data-trip-id="${soon.trip.id}"]`);
    await soonRow.waitFor();
    assert.equal(await soonRow.locator('[data-warning="pending"]').count(), 1, "the pending-booking warning");
    assert.equal(await soonRow.locator("[data-bookings-pending]").getAttribute("data-bookings-pending"), "4");
    assert.equal(await page.locator(`[data-trip-id="${away.trip.id}"]`).isVisible(), false, "a trip under way is not upcoming");
    await soonRow.getByRole("button", { name: /^Show bookings/ }).click();
    await soonRow.getByText("SecretCars LLC", { exact: false }).waitFor();
    assert.equal(describeViolations("trips board", await seriousViolations(page)), "");
    await screenshot(page, "trips-board");

    // The other tabs: travelling now, returned (the arrow keys move between them).
    await page.getByRole("tab", { name: /^Travelling now/ }).click();
    await page.locator(`[data-trip-id="${away.trip.id}"]`).waitFor();
    await page.keyboard.press("ArrowRight");
    assert.equal(await page.getByRole("tab", { name: /^Returned/ }).getAttribute("aria-selected"), "true");
    await page.locator(`[data-trip-id="${back.trip.id}"]`).waitFor();

    // The editor: confirm the transfer, its reference and driver, and move it to 10:30, with a note.
    await page.getByRole("tab", { name: /^Next 30 days/ }).click();
    await soonRow.getByRole("link", { name: "Dubai in style" }).click();
    await page.waitForURL(`${server.url}/admin/trips/${soon.trip.id}`);
    const editor = page.locator(".trip-editor");
    await editor.waitFor();
    assert.equal(await page.locator('.trip-editor [data-warning="pending"]').count(), 1, "the editor warns too");
    const transfer = page.locator('[data-item-id="t1"]');
    assert.equal(await transfer.locator("[data-booking-status]").first().getAttribute("data-booking-status"), "pending");
    await transfer.getByRole("button", { name: /^Edit/ }).click();
    await transfer.getByLabel("Time", { exact: true }).fill("10:30");
    await transfer.getByLabel("Booking status").selectOption("confirmed");
    await transfer.getByLabel("Confirmation reference").fill("SC-4411");
    await transfer.getByLabel("Contact 1: name").fill("Omar Saeed");
    await page.locator('.trip-editor[data-save="dirty"]').waitFor();
    await page.getByLabel("Note to the traveller").fill("Your driver now meets you earlier.");
    await page.getByRole("button", { name: "Save and notify the traveller" }).click();
    await page.locator('.trip-editor[data-save="saved"][data-revision="2"]').waitFor({ timeout: 15_000 });

    const saved = await apiCall(server, "GET", `/trips/${soon.trip.id}`, token);
    assert.equal(saved.status, 200, JSON.stringify(saved.json));
    const item = saved.json.data.days[0].items.find((entry: { id: string }) => entry.id === "t1");
    assert.equal(item.time, "10:30");
    assert.equal(item.bookingStatus, "confirmed");
    assert.equal(item.confirmation, "SC-4411");
    assert.equal(item.contacts[0].name, "Omar Saeed");
    assert.equal(saved.json.data.revision, 2);
    const change = saved.json.data.changes.find((entry: { revision: number }) => entry.revision === 2);
    assert.equal(change.note, "Your driver now meets you earlier.");
    assert.equal(await transfer.locator("[data-booking-status]").first().getAttribute("data-booking-status"), "confirmed");
    const history = page.locator('.trip-history [data-revision="2"]');
    await history.waitFor();
    const said = (await history.textContent()) ?? "";
    assert.match(said, /Your driver now meets you earlier\./);
    assert.match(said, /Airport transfer: now at 10:30/);
    assert.match(said, /Airport transfer, booking status: Confirmed/);
    assert.match(said, /Aurum Voyages Administrator/, "who made the change, by name");
    assert.equal(await page.getByLabel("Note to the traveller").inputValue(), "", "the note was sent with the save");

    // Saved by someone else meanwhile: the save is refused, what was typed stays, and is saved over it.
    await transfer.getByLabel("Confirmation reference").fill("SC-4412");
    const theirs = (await apiCall(server, "GET", `/trips/${soon.trip.id}`, token)).json.data;
    const { title, partySize, timeZone, stay, days, version } = theirs;
    days[1].items[0].time = "16:00";
    assert.equal((await apiCall(server, "PUT", `/trips/${soon.trip.id}`, token, { version, title, partySize, timeZone, stay, days })).status, 200);
    await page.getByRole("button", { name: "Save and notify the traveller" }).click();
    await page.getByRole("alert").filter({ hasText: "Someone else changed this trip." }).waitFor();
    assert.equal(await transfer.getByLabel("Confirmation reference").inputValue(), "SC-4412", "nothing typed is lost");
    await page.getByRole("button", { name: "Keep my changes" }).click();
    await page.getByRole("button", { name: "Save and notify the traveller" }).click();
    await page.locator('.trip-editor[data-save="saved"][data-revision="4"]').waitFor({ timeout: 15_000 });
    const kept = (await apiCall(server, "GET", `/trips/${soon.trip.id}`, token)).json.data;
    assert.equal(kept.days[0].items.find((entry: { id: string }) => entry.id === "t1").confirmation, "SC-4412");

    // A voucher attached to the transfer, for the traveller; then deleted.
    await page.getByLabel("File", { exact: true }).setInputFiles({ name: "transfer-voucher.pdf", mimeType: "application/pdf", buffer: Buffer.from(VOUCHER) });
    await page.getByLabel("Kind", { exact: true }).selectOption("voucher");
    await page.getByLabel("Attached to").selectOption("t1");
    await page.getByRole("button", { name: "Upload" }).click();
    const row = page.locator(".trip-documents__table tbody tr").first();
    await row.waitFor();
    assert.match((await row.textContent()) ?? "", /transfer-voucher\.pdf.*Voucher.*Day 1 · Airport transfer.*Traveller.*Not yet/s);
    const listed = (await apiCall(server, "GET", `/trips/${soon.trip.id}`, token)).json.data.documents;
    assert.equal(listed.length, 1);
    assert.equal(listed[0].itemId, "t1");
    assert.equal(listed[0].staffOnly, false);
    // The traveller downloads it: counted for staff.
    const download = await fetch(`${server.url}/api/trip-links/${soon.token}/documents/${listed[0].id}`);
    assert.equal(download.status, 200);
    assert.deepEqual(new Uint8Array(await download.arrayBuffer()), VOUCHER);
    await page.reload();
    await row.locator('[data-downloads="1"]').filter({ hasText: "Once" }).waitFor();
    assert.equal(describeViolations("trip editor", await seriousViolations(page)), "");
    await screenshot(page, "trip-editor");
    await row.getByRole("button", { name: /^Delete/ }).click();
    await page.getByRole("dialog", { name: "Delete this document?" }).getByRole("button", { name: "Delete" }).click();
    await page.getByText("No documents yet.").waitFor();
    assert.equal((await apiCall(server, "GET", `/trips/${soon.trip.id}`, token)).json.data.documents.length, 0);

    // A note alone is sent too: a revision that changes nothing the traveller sees.
    await page.getByLabel("Note to the traveller").fill("Pack a light jacket for the desert evening.");
    await page.getByRole("button", { name: "Save and notify the traveller" }).click();
    await page.locator('.trip-editor[data-save="saved"][data-revision="5"]').waitFor({ timeout: 15_000 });
    const noted = page.locator('.trip-history [data-revision="5"]');
    assert.match((await noted.textContent()) ?? "", /Nothing the traveller sees changed\..*Pack a light jacket/s);

    // Revoking the links: the traveller's link stops at once.
    assert.equal((await apiCall(server, "GET", `/trip-links/${soon.token}`)).status, 200);
    await page.getByRole("button", { name: "Revoke all links" }).click();
    await page.getByRole("dialog", { name: "Revoke every link to this trip?" }).getByRole("button", { name: "Revoke all links" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    assert.equal((await apiCall(server, "GET", `/trip-links/${soon.token}`)).status, 404);

    // On a phone: the board and the editor fit.
    const phone = await (await browser.newContext(PHONE)).newPage();
    await logIn(phone, server, adminCredentials.email, adminCredentials.password);
    await phone.goto(`${server.url}/admin/trips`);
    await phone.locator(`[data-trip-id="${soon.trip.id}"]`).waitFor();
    await noWiderThanPhone(phone, "the board");
    // In Arabic, right to left.
    await phone.goto(`${server.url}/ar/admin/trips`);
    await phone.getByRole("heading", { level: 1, name: ar["trips.board.title"] }).waitFor();
    assert.equal(await phone.getAttribute("html", "dir"), "rtl");
    await phone.getByRole("tab", { name: new RegExp(`^${ar["trips.board.upcoming"]}`) }).waitFor();
    await noWiderThanPhone(phone, "the board in Arabic");
    await phone.goto(`${server.url}/admin/trips/${soon.trip.id}`);
    await phone.locator(".trip-editor").waitFor();
    await phone.locator('[data-item-id="t1"]').getByRole("button", { name: /^Edit/ }).click();
    await noWiderThanPhone(phone, "the editor");
    await screenshot(phone, "trip-editor-360");
  });
});

Deno.test("an accepted proposal opens its trip in the editor", async () => {
  await withServerAndBrowser(async (server, browser) => {
    const kv = await Deno.openKv(`${server.dataDir}/${KV_FILE}`);
    const proposal = await plantProposal(kv).finally(() => kv.close());
    const accepted = await apiCall(server, "POST", `/proposal-links/${proposal.token}/accept`, undefined, {
      optionId: "o1", addOnIds: ["spa"], fullName: "Layla Haddad", acceptTerms: true, version: 1,
    });
    assert.equal(accepted.status, 200, JSON.stringify(accepted.json));
    const page = await (await browser.newContext(DESKTOP)).newPage();
    await logIn(page, server, adminCredentials.email, adminCredentials.password);
    await page.goto(`${server.url}/admin/proposals/${proposal.id}`);
    await page.getByRole("link", { name: "Open trip" }).click();
    await page.waitForURL(/\/admin\/trips\/[A-Za-z0-9_-]+$/);
    await page.locator(".trip-editor").waitFor();
    assert.equal(await page.getByRole("heading", { level: 2 }).first().textContent(), "Dubai in style");
    assert.equal(await page.locator('[data-item-id="h1"]').count(), 1, "the chosen option's hotel is the stay");
  });
});

/**
 * Issue #31's "Done when", walked in real Chromium against the real server, an SMTP listener and a
 * local push service: a proposal is accepted, and its "your trip is ready" email's link is opened
 * on a 390 px phone; staff attach a PDF voucher to the transfer; the traveller keeps the trip on
 * the phone, goes offline and opens the app from its home-screen start address ("/"), which opens
 * the kept trip: the trip, today's view and the voucher open from the kept copy. Online again, staff move the transfer: the server's
 * push reaches the push service, is delivered to the phone's service worker (as push_test.ts does)
 * and shown, and the open page marks the transfer as changed. Then "Remove from this phone" leaves
 * nothing of the trip on the device.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { KV_FILE } from "../../server/kv/database-file.ts";
import { pushAndRead } from "../helpers/browser-push.ts";
import { adminToken, apiCall, appHasTakenOver, hydrationComplaints } from "../helpers/e2e.ts";
import { plantProposal, proposalContent } from "../helpers/proposals.ts";
import { LOCAL_PUSH, startPushService } from "../helpers/push-service.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";
import { startSmtp } from "../helpers/smtp.ts";
import { pdfBytes } from "../helpers/trip-documents.ts";

const SHOTS = Deno.env.get("E2E_SCREENSHOTS");
const ZONE = "Asia/Dubai";
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const en = JSON.parse(Deno.readTextFileSync(new URL("../../locales/en/trip.json", import.meta.url)));

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** The date `offset` days from today on the trip's clock. */
function dayOn(offset: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

/** A proposal travelling from yesterday to tomorrow, today's transfer late in the evening. */
async function plantedProposal(server: RunningServer) {
  const kv = await Deno.openKv(`${server.dataDir}/${KV_FILE}`);
  try {
    const content = proposalContent({
      startDate: dayOn(-1),
      days: [
        { id: "d1", date: dayOn(-1), title: "Arrival", items: [{ id: "a0", kind: "experience", title: "Dinner cruise", time: "20:00", unitPrice: 200, unitCost: 120, quantity: 1 }] },
        {
          id: "d2", date: dayOn(0), title: "City and sea", items: [
            { id: "t1", kind: "transfer", title: "Marina transfer", time: "23:00", place: "Palace lobby", unitPrice: 150, unitCost: 90, quantity: 1 },
            { id: "a1", kind: "experience", title: "Old Dubai walk", time: "00:05", unitPrice: 80, unitCost: 40, quantity: 2 },
          ],
        },
        { id: "d3", date: dayOn(1), title: "Departure", items: [{ id: "n1", kind: "note", title: "Free morning", quantity: 0, unitPrice: 0, unitCost: 0 }] },
      ],
    });
    return await plantProposal(kv, { content });
  } finally {
    kv.close();
  }
}

/** A staff upload to the running server, as the trip editor sends it. */
async function upload(server: RunningServer, staff: string, tripId: string, fields: Record<string, string>, file: File) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", file);
  const res = await fetch(`${server.url}/api/trips/${tripId}/documents`, { method: "POST", headers: { authorization: `Bearer ${staff}` }, body: form });
  return { status: res.status, json: await res.json().catch(() => null) };
}

Deno.test("accepted, kept on a 390 px phone, opened offline from the start address with today and the voucher; a moved transfer is pushed and marked", async () => {
  const smtp = await startSmtp();
  const push = startPushService();
  const server = await startServer({ env: { SMTP_URL: smtp.url, AGENCY_TIMEZONE: ZONE, ...LOCAL_PUSH } });
  const browser = await launchBrowser();
  try {
    // Accepted (as the proposal page's form does); the trip's link arrives by email.
    const proposal = await plantedProposal(server);
    const accepted = await apiCall(server, "POST", `/proposal-links/${proposal.token}/accept`, undefined, {
      optionId: "o1", addOnIds: [], fullName: "Layla Haddad", acceptTerms: true, version: 1,
    });
    assert.equal(accepted.status, 200, JSON.stringify(accepted.json));
    const mail = await smtp.waitFor((m) => m.to.includes("layla@example.com") && /\/trips\/[A-Za-z0-9_-]{43}/.test(m.text), 15_000);
    const token = mail.text.match(/\/trips\/([A-Za-z0-9_-]{43})/)![1];

    // Staff attach the transfer's voucher.
    const staff = await adminToken(server);
    const trips = (await apiCall(server, "GET", "/trips", staff)).json.data;
    const tripId: string = (trips.trips ?? trips.items ?? trips)[0].id;
    const voucherFile = new File([pdfBytes("transfer") as Uint8Array<ArrayBuffer>], "transfer-voucher.pdf", { type: "application/pdf" });
    const uploaded = await upload(server, staff, tripId, { staffOnly: "false", kind: "voucher", itemId: "t1" }, voucherFile);
    assert.equal(uploaded.status, 201, JSON.stringify(uploaded.json));

    const context = await browser.newContext(PHONE);
    await context.grantPermissions(["notifications"], { origin: server.url });
    const page = await context.newPage();
    const complaints = hydrationComplaints(page);
    await page.goto(`${server.url}/trips/${token}`);
    await page.getByRole("heading", { level: 1, name: "Dubai in style" }).waitFor();
    await page.getByRole("heading", { level: 2, name: new RegExp(en["today.title"]) }).waitFor();
    await appHasTakenOver(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    assert.deepEqual(complaints, [], "the server's page hydrates unchanged");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `nothing wider than the phone (${width} px)`);
    // Without the choice nothing of the trip is on the device: no cache holds its page, its API or its documents.
    const cachedWithToken = () =>
      page.evaluate(async (secret) => {
        const found: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) if (request.url.includes(secret)) found.push(`${name}: ${request.url}`);
        }
        return found;
      }, token);
    assert.deepEqual(await cachedWithToken(), [], "nothing kept before the choice");
    await shot(page, "trip-390-today");

    // Notifications for this trip: the phone's subscription is the push service's (headless Chromium has none of its own).
    const subscription = await push.subscribe();
    const subscribed = await apiCall(server, "POST", "/push/subscriptions", undefined, { subscription: subscription.json, tripToken: token });
    assert.ok(subscribed.status === 201 || subscribed.status === 200, JSON.stringify(subscribed.json));

    await page.getByRole("button", { name: en["keep.offer"] }).click();
    const kept = page.getByTestId("trip-kept");
    await kept.waitFor();
    assert.match((await kept.textContent()) ?? "", /Kept on this phone \(\u2066\d+(\.\d)? kB\u2069\)/);
    await shot(page, "trip-390-kept");

    // Offline, from the installed app's start address.
    await context.setOffline(true);
    await page.goto(`${server.url}/`);
    await page.waitForURL(`${server.url}/trips/${token}`);
    await page.getByRole("heading", { level: 1, name: "Dubai in style" }).waitFor();
    await page.getByText(/You are offline\. This is the copy kept on this phone/).waitFor();
    const today = page.locator(".trip__today");
    await today.getByText("Marina transfer").waitFor();
    assert.equal(await today.locator("[aria-current=time]").count() <= 1, true);
    const voucher = await page.evaluate(async () => {
      const link = document.querySelector<HTMLAnchorElement>('a.trip__doc[type="application/pdf"]');
      if (!link) return null;
      const response = await fetch(link.href);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { status: response.status, type: response.headers.get("content-type"), head: String.fromCharCode(...bytes.slice(0, 5)) };
    });
    assert.deepEqual(voucher, { status: 200, type: "application/pdf", head: "%PDF-" });
    await shot(page, "trip-390-offline");

    // Online again: staff move the transfer; the push arrives and the page marks it.
    await context.setOffline(false);
    const current = (await apiCall(server, "GET", `/trips/${tripId}`, staff)).json.data;
    const days = current.days.map((day: { items: { id: string; time?: string }[] }) => ({
      ...day,
      items: day.items.map((item) => item.id === "t1" ? { ...item, time: "23:30" } : item),
    }));
    const { id: _id, phase: _p, documents: _d, pendingWarning: _w, changes: _c, consultantName: _n, ...editable } = current;
    const moved = await apiCall(server, "PUT", `/trips/${tripId}`, staff, { ...editable, days, noteToTraveller: "Your driver will wait in the lobby." });
    assert.equal(moved.status, 200, JSON.stringify(moved.json));
    await push.waitFor(1, 15_000);
    const payload = push.received.find((r) => r.subscriptionId === subscription.id)?.payload as { title: string; url: string };
    assert.ok(payload?.title, "the server pushed the change");
    const shown = await pushAndRead(context, page, server.url, payload);
    assert.equal(shown[0]?.title, payload.title);
    const transfer = page.locator('[data-item-id="t1"]').first();
    await transfer.getByText(en["item.changed"]).waitFor();
    await transfer.getByText("23:30").waitFor();
    await page.getByRole("heading", { level: 2, name: en["changes.title"] }).waitFor();
    await page.getByText("Your driver will wait in the lobby.", { exact: false }).waitFor();
    await shot(page, "trip-390-changed");

    // Removed from the phone: nothing of the trip stays.
    await page.getByRole("button", { name: en["keep.remove"] }).click();
    await page.getByText(en["keep.removed"]).waitFor();
    const left = await page.evaluate(async () => ({
      caches: (await caches.keys()).filter((k) => k.startsWith("kept-trip-")).length,
      trips: await new Promise<number>((resolve) => {
        const open = indexedDB.open("aurum-trips");
        open.onsuccess = () => {
          const count = open.result.transaction("trips").objectStore("trips").count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
    }));
    assert.deepEqual(left, { caches: 0, trips: 0 });
    assert.deepEqual(await cachedWithToken(), [], "nothing of the trip left in any cache");
  } finally {
    await browser.close();
    await server.stop();
    await push.close();
    await smtp.close();
  }
});

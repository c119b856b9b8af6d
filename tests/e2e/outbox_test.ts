/**
 * The inquiry outbox in real Chromium: an inquiry written offline is kept on the device, can be
 * opened, edited, and is delivered exactly once when the network returns (by the page, or by
 * Background Sync with the app closed); an attempt whose answer was lost is replayed with the same
 * Idempotency-Key and never stored twice; unfinished forms come back as drafts.
 */
import assert from "node:assert/strict";
import type { BrowserContext, Page } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { adminCredentials, type RunningServer, startServer } from "../helpers/server.ts";

const QUEUED = "Your inquiry is saved on this device and will be sent automatically when you are back online.";
type Item = { id: string; name: string };
type Inquiry = { id: string; itemName: string; userName: string; userPhone: string };

async function storedInquiries(server: RunningServer): Promise<Inquiry[]> {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(adminCredentials),
  });
  const token = (await login.json()).data.access_token;
  return (await (await fetch(`${server.url}/api/inquiries`, { headers: { authorization: `Bearer ${token}` } })).json()).data;
}

async function fillInquiry(page: Page, who: { name: string; people?: string }) {
  await page.getByLabel("Full Name").fill(who.name);
  await page.getByLabel("Email Address").fill("traveller@example.com");
  await page.getByLabel("Phone Number").fill("+971 50 123 4567");
  if (who.people) await page.getByLabel("Number of People").fill(who.people);
}

async function outboxSize(page: Page): Promise<number> {
  return await page.evaluate(() =>
    new Promise<number>((resolve, reject) => {
      const open = indexedDB.open("aurum-voyages");
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains("outbox")) return resolve(0);
        const count = db.transaction("outbox").objectStore("outbox").count();
        count.onsuccess = () => resolve(count.result);
      };
    })
  );
}

async function waitFor(check: () => Promise<boolean>, what: string, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    assert.ok(Date.now() < deadline, `timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

Deno.test("inquiries written offline are delivered exactly once", async (t) => {
  const server = await startServer();
  const browser = await launchBrowser();
  let context: BrowserContext | undefined;
  try {
    // A browser in American English: the site still writes its own date format.
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
    const page = await context.newPage();
    const packages = (await (await fetch(`${server.url}/api/packages`)).json()).data.packages as Item[];
    const activities = (await (await fetch(`${server.url}/api/activities`)).json()).data.activities as Item[];
    const pkg = packages[2];

    await page.goto(server.url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await t.step("an unfinished form comes back as a draft", async () => {
      await page.goto(`${server.url}/packages/${pkg.id}`);
      await page.getByRole("heading", { level: 1, name: pkg.name }).waitFor();
      await page.getByLabel("Full Name").fill("Layla Haddad");
      await page.getByLabel("Preferred Dates").fill("Late March");
      await page.waitForTimeout(600); // the draft is saved shortly after typing stops
      await page.reload();
      await page.getByRole("heading", { level: 1, name: pkg.name }).waitFor();
      await page.waitForFunction(() => (document.querySelector("input[name=userName]") as HTMLInputElement | null)?.value === "Layla Haddad");
      assert.equal(await page.getByLabel("Preferred Dates").inputValue(), "Late March");
    });

    await t.step("offline, the inquiry is kept on the device and the traveller is told", async () => {
      await context!.setOffline(true);
      await fillInquiry(page, { name: "Layla Haddad", people: "2" });
      await page.getByRole("button", { name: "Submit Inquiry" }).click();
      await page.getByText(QUEUED).waitFor();
      assert.equal(await outboxSize(page), 1);

      // The list says plainly why it waits, and when it was saved in the site's date format.
      await page.getByRole("link", { name: "See my pending inquiries" }).click();
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: pkg.name }) });
      await card.getByText("Waiting to be sent. You were offline. It will be sent when you are back online.").waitFor();
      const saved = await card.getByText(/^Saved /).textContent();
      assert.match(saved ?? "", /^Saved \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} for Layla Haddad \(traveller@example\.com\)$/);
      await page.goBack();

      await page.reload(); // still offline: it survives
      await page.getByRole("heading", { level: 1, name: pkg.name }).waitFor();
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /Pending inquiries/ }).click();
      await page.getByRole("heading", { level: 1, name: "My pending inquiries" }).waitFor();
      await page.getByRole("heading", { name: pkg.name }).waitFor();
    });

    await t.step("\"Send now\" without a network keeps it queued and says why", async () => {
      await page.getByRole("button", { name: "Send now" }).click();
      await page.getByText("No connection. It will be sent when you are back online.").first().waitFor();
      assert.equal(await outboxSize(page), 1);
    });

    await t.step("a queued inquiry can be opened and edited", async () => {
      await page.getByRole("button", { name: "Open" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Phone").fill("+971 4 555 0199");
      await dialog.getByRole("button", { name: "Save changes" }).click();
      await dialog.waitFor({ state: "detached" });
    });

    await t.step("back online it is delivered once, with the edit, and leaves the device", async () => {
      // Two replays at once: the browser's "online" event and the traveller pressing "Send now".
      await context!.setOffline(false);
      await page.getByRole("button", { name: "Send now" }).click({ timeout: 2_000 }).catch(() => {}); // may already be sent
      await waitFor(async () => (await outboxSize(page)) === 0, "the outbox to empty");
      await page.getByText("No inquiries are waiting on this device.").waitFor();
      const stored = (await storedInquiries(server)).filter((i) => i.itemName === pkg.name);
      assert.equal(stored.length, 1);
      assert.equal(stored[0].userPhone, "+971 4 555 0199");
    });

    await t.step("an attempt whose answer was lost is replayed with the same key, not stored twice", async () => {
      const activity = activities[0];
      await page.goto(`${server.url}/activities/${activity.id}`);
      await page.getByRole("heading", { level: 1, name: activity.name }).waitFor();
      // The request reaches the server, but the answer never comes back.
      await page.route("**/api/inquiries", async (route) => {
        await route.fetch();
        await route.abort("connectionreset");
      });
      await fillInquiry(page, { name: "Lost Answer" });
      await page.getByRole("button", { name: "Submit Inquiry" }).click();
      await page.getByText(QUEUED).waitFor();
      assert.equal((await storedInquiries(server)).filter((i) => i.userName === "Lost Answer").length, 1, "stored on the first attempt");

      await page.unroute("**/api/inquiries");
      // Replayed by Background Sync or by the app, with the same key: answered from the first attempt.
      await page.goto(`${server.url}/pending-inquiries`);
      await waitFor(async () => (await outboxSize(page)) === 0, "the replay to be acknowledged");
      assert.equal((await storedInquiries(server)).filter((i) => i.userName === "Lost Answer").length, 1, "the replay stored nothing new");
    });

    await t.step("a queued inquiry can be discarded, and then never arrives", async () => {
      const activity = activities[2];
      await page.goto(`${server.url}/activities/${activity.id}`);
      await page.getByRole("heading", { level: 1, name: activity.name }).waitFor();
      await context!.setOffline(true);
      await fillInquiry(page, { name: "Changed My Mind" });
      await page.getByRole("button", { name: "Submit Inquiry" }).click();
      await page.getByText(QUEUED).waitFor();
      await page.getByRole("link", { name: "See my pending inquiries" }).click();
      await page.getByRole("button", { name: "Discard" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Discard" }).click();
      await page.getByText("No inquiries are waiting on this device.").waitFor();
      await context!.setOffline(false);
      await page.waitForTimeout(1000);
      assert.equal((await storedInquiries(server)).filter((i) => i.userName === "Changed My Mind").length, 0);
    });

    await t.step("with the app closed, Background Sync delivers what was queued", async () => {
      const activity = activities[1];
      await page.goto(`${server.url}/activities/${activity.id}`);
      await page.getByRole("heading", { level: 1, name: activity.name }).waitFor();
      await context!.setOffline(true);
      await fillInquiry(page, { name: "Synced Later" });
      await page.getByRole("button", { name: "Submit Inquiry" }).click();
      await page.getByText(QUEUED).waitFor();

      // Close every page of the site, come back online, and let the browser fire the sync event.
      const cdpPage = await context!.newPage();
      await cdpPage.goto("about:blank");
      const cdp = await context!.newCDPSession(cdpPage);
      const registration = new Promise<string>((resolve) => {
        cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
          const mine = registrations.find((r: { scopeURL: string }) => r.scopeURL.startsWith(server.url));
          if (mine) resolve(mine.registrationId);
        });
      });
      await cdp.send("ServiceWorker.enable");
      const registrationId = await registration;
      await page.close();
      await context!.setOffline(false);
      await cdp.send("ServiceWorker.dispatchSyncEvent", {
        origin: server.url,
        registrationId,
        tag: "inquiry-outbox",
        lastChance: false,
      });
      await waitFor(async () => (await storedInquiries(server)).some((i) => i.userName === "Synced Later"), "the synced inquiry");
      const check = await context!.newPage();
      await check.goto(`${server.url}/contact`);
      await waitFor(async () => (await outboxSize(check)) === 0, "the outbox to empty after the sync");
      assert.equal((await storedInquiries(server)).filter((i) => i.userName === "Synced Later").length, 1);
    });
  } finally {
    await context?.close();
    await browser.close();
    await server.stop();
  }
});

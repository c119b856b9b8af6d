/**
 * Drafts and scheduled publishing in real Chromium against the real server: an editor saves a new
 * destination as a draft (private: the public page and list do not show it), previews its public
 * page (staff only), schedules it a few seconds ahead on the agency's clock, and a visitor sees it
 * appear on time with nobody touching anything.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

/** The wall-clock time ("YYYY-MM-DDTHH:mm") of `ms` on the clock the form names in its hint. */
async function wallTimeOf(page: Page, ms: number) {
  const hint = await page.getByText(/^Date and time in the agency's time zone/).textContent();
  const zone = /\(([^)]+)\)/.exec(hint ?? "")![1];
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" })
      .formatToParts(new Date(ms)).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

Deno.test("an editor saves a draft, previews it, schedules it, and it appears publicly on time", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel("Email").fill(adminCredentials.email);
    await page.getByLabel("Password").fill(adminCredentials.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(`${server.url}/profile`);

    // A draft: saved, listed for staff with its badge, absent from the public site.
    const name = "Svalbard Northern Lights";
    await page.goto(`${server.url}/admin/destinations/new`);
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Country").fill("Norway");
    await page.getByLabel("Continent").fill("Europe");
    await page.getByLabel("Description").fill("Ice caves by day, the aurora by night.");
    await page.getByLabel("Image URL").fill("/images/catalogue/dubai.svg");
    await page.getByLabel("Publication").selectOption("draft");
    await page.getByRole("button", { name: "Create Destination" }).click();
    await page.waitForURL(`${server.url}/admin/destinations`);
    const row = page.getByRole("row").filter({ hasText: name });
    await row.getByText("Draft", { exact: true }).waitFor();
    const staff = await page.evaluate(async () => {
      const res = await fetch("/api/admin/catalogue/destinations", { headers: { authorization: `Bearer ${localStorage.getItem("authToken")}` } });
      return (await res.json()).data.items as { id: string; name: string }[];
    });
    const id = staff.find((item) => item.name === name)!.id;
    assert.equal((await fetch(`${server.url}/api/destinations/${id}`).then(async (r) => (await r.body?.cancel(), r.status))), 404);
    const visitor = await (await browser.newContext()).newPage();
    const publicPage = await visitor.goto(`${server.url}/destinations/${id}`);
    assert.equal(publicPage?.status(), 404);

    // The preview: the public page's own layout with the draft, for staff, in a new tab.
    await row.getByRole("link", { name: `Edit ${name}` }).click();
    await page.getByLabel("Publication").waitFor();
    assert.equal(await page.getByLabel("Publication").inputValue(), "draft");
    const [preview] = await Promise.all([context.waitForEvent("page"), page.getByRole("link", { name: "Preview" }).click()]);
    await preview.getByRole("heading", { level: 1, name }).waitFor();
    await preview.getByRole("status").getByText(/Only staff can see it/).waitFor();
    await preview.close();

    // Scheduled a few seconds ahead on the agency's clock (a whole minute, as the input takes).
    const at = Math.ceil((Date.now() + 5_000) / 60_000) * 60_000;
    await page.getByLabel("Publication").selectOption("scheduled");
    await page.getByLabel("Publish on").fill(await wallTimeOf(page, at));
    await page.getByRole("button", { name: "Update Destination" }).click();
    await page.waitForURL(`${server.url}/admin/destinations`);
    await page.getByRole("row").filter({ hasText: name }).getByText(/^Scheduled for /).waitFor();
    assert.equal((await fetch(`${server.url}/api/destinations/${id}`).then(async (r) => (await r.body?.cancel(), r.status))), 404);

    // Nobody acts: the visitor's list shows it once its time has come, and not before.
    await visitor.goto(`${server.url}/destinations`);
    assert.equal(await visitor.getByRole("heading", { name }).count(), 0);
    let shownAt = 0;
    while (Date.now() < at + 60_000) {
      const status = await fetch(`${server.url}/api/destinations/${id}`).then(async (r) => (await r.body?.cancel(), r.status));
      if (status === 200) {
        shownAt = Date.now();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    assert.ok(shownAt >= at, "not before its time");
    assert.ok(shownAt - at < 5_000, `published ${shownAt - at} ms after its time`);
    await visitor.goto(`${server.url}/destinations/${id}`);
    await visitor.getByRole("heading", { level: 1, name }).waitFor();
    await page.reload();
    await page.getByRole("row").filter({ hasText: name }).getByText("Published", { exact: true }).waitFor();
  } finally {
    await browser.close();
    await server.stop();
  }
});

/**
 * The bespoke page on a phone (390 px) in real Chromium against the real server (no AI key, so
 * ideas come from the curated set): a pending member reads the approval notice before the form,
 * on the first screen; an approved member's generated idea says once that it is saved and when a
 * consultant follows up; saved ideas that cannot be loaded say so.
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { BESPOKE_TEXTS } from "../../contract/bespoke.ts";
import { launchBrowser } from "../../scripts/browser.ts";
import { apiCall, logIn } from "../helpers/e2e.ts";
import { adminCredentials, type RunningServer, startServer } from "../helpers/server.ts";

const PHONE = { width: 390, height: 844 };

/** Saves what the phone shows when SCREENSHOT_DIR is set (for a person to look at). */
async function screenshot(page: Page, name: string) {
  const dir = Deno.env.get("SCREENSHOT_DIR");
  if (dir) await page.screenshot({ path: `${dir}/${name}`, fullPage: true });
}

async function memberOnPhone(browser: Browser, server: RunningServer, adminToken: string, isApproved: boolean): Promise<Page> {
  const member = { name: isApproved ? "Omar Saleh" : "Nadia Karim", email: `bespoke-${isApproved}@test.example`, password: "member-pass-1" };
  const created = await apiCall(server, "POST", "/auth/create-user", adminToken, { ...member, isApproved });
  assert.equal(created.status, 201, JSON.stringify(created.json));
  // A browser set to American English: the site's English still writes days day first.
  const page = await (await browser.newContext({ viewport: PHONE, locale: "en-US" })).newPage();
  page.setDefaultTimeout(20_000);
  await logIn(page, server, member.email, member.password);
  await page.goto(`${server.url}/bespoke-experiences`);
  await page.getByRole("heading", { level: 1, name: BESPOKE_TEXTS.heading }).waitFor();
  return page;
}

Deno.test("bespoke on a phone: the approval notice comes first, the saved confirmation once", async (t) => {
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    const admin = await apiCall(server, "POST", "/auth/login", undefined, adminCredentials);
    const adminToken = admin.json.data.access_token;
    browser = await launchBrowser();

    await t.step("a pending member sees that the membership awaits approval before the form, on the first screen", async () => {
      const page = await memberOnPhone(browser!, server, adminToken, false);
      const notice = page.getByText("Your membership is awaiting approval.", { exact: false });
      const box = await notice.boundingBox();
      const firstField = await page.getByLabel("Destination type").boundingBox();
      assert.ok(box && firstField);
      assert.ok(box.y + box.height <= firstField.y, "the notice is above the form");
      assert.ok(box.y >= 0 && box.y + box.height <= PHONE.height, "the notice is on the first screen");
      const button = page.getByRole("button", { name: "Generate My Bespoke Idea" });
      assert.equal(await button.isDisabled(), true);
      const noteId = await notice.getAttribute("id");
      assert.equal(await button.getAttribute("aria-describedby"), noteId, "the button is described by the notice");
      await screenshot(page, "bespoke-pending-390.png");
    });

    await t.step("an approved member's idea says once that it is saved and a consultant calls within 24 hours", async () => {
      const page = await memberOnPhone(browser!, server, adminToken, true);
      await page.getByLabel("Destination type").fill("Desert");
      await page.getByLabel("Travel style").fill("Romantic");
      await page.getByLabel("Interests").fill("Stargazing and private dinners");
      await page.getByRole("button", { name: "Generate My Bespoke Idea" }).click();
      const idea = page.locator("article.bespoke-idea");
      await idea.getByRole("heading", { level: 2 }).waitFor();
      const said = await idea.getByRole("status").allTextContents();
      assert.deepEqual(said, [BESPOKE_TEXTS.curatedNotice], "one message: the curated notice already says it is saved");
      assert.equal(((await idea.textContent()) ?? "").match(/within 24 hours/g)?.length, 1);
      // Listed among the saved ideas, with its day written the site's English way ("27 Nov 2026").
      const saved = page.getByRole("region", { name: "Your saved ideas" }).getByRole("listitem").first();
      await saved.waitFor();
      assert.match(await saved.locator(".concierge-row__meta bdi").first().innerText(), /^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
      await screenshot(page, "bespoke-idea-390.png");
    });

    await t.step("a member whose saved ideas cannot be loaded is told so, under their heading", async () => {
      const member = { name: "Rania Aziz", email: "bespoke-offline@test.example", password: "member-pass-1", isApproved: true };
      assert.equal((await apiCall(server, "POST", "/auth/create-user", adminToken, member)).status, 201);
      const page = await (await browser!.newContext({ viewport: PHONE })).newPage();
      await logIn(page, server, member.email, member.password);
      await page.route("**/api/bespoke", (route) => route.request().method() === "GET" ? route.abort() : route.continue());
      await page.goto(`${server.url}/bespoke-experiences`);
      const saved = page.getByRole("region", { name: "Your saved ideas" });
      await saved.getByRole("alert").filter({ hasText: "Your saved ideas could not be loaded. Please reload the page to try again." }).waitFor({ timeout: 30_000 });
      await screenshot(page, "bespoke-saved-failed-390.png");
    });
  } finally {
    await browser?.close();
    await server.stop();
  }
});

/**
 * Staff work on the bespoke desk in real Chromium against the real server: open a member's request,
 * read their phone, assign a consultant and add a staff note; after a reload both are still there.
 * Screenshots at 1280 and 360 px when SCREENSHOT_DIR is set.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { apiCall, logIn } from "../helpers/e2e.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

const PHONE = "+971 50 765 4321";

async function screenshot(page: Page, name: string) {
  const dir = Deno.env.get("SCREENSHOT_DIR");
  if (dir) await page.screenshot({ path: `${dir}/${name}`, fullPage: true });
}

Deno.test("the bespoke desk: staff see the member's phone, assign a consultant and keep a note across a reload", async () => {
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    const admin = (await apiCall(server, "POST", "/auth/login", undefined, adminCredentials)).json.data.access_token;
    const member = { name: "Salma Idris", email: "bespoke-desk@test.example", password: "member-pass-1", mobileNumber: PHONE, isApproved: true };
    assert.equal((await apiCall(server, "POST", "/auth/create-user", admin, member)).status, 201);
    const memberToken = (await apiCall(server, "POST", "/auth/login", undefined, { email: member.email, password: member.password })).json.data.access_token;
    const saved = await apiCall(server, "POST", "/bespoke", memberToken, {
      requestDetails: { destinationType: "Desert", travelStyle: "Romantic", interests: "Stargazing", duration: "10 days", budget: "Ultimate VIP" },
      generatedIdea: { title: "Stars Over Liwa", description: "Two nights in the dunes. A falconer at dawn." },
    });
    assert.equal(saved.status, 201, JSON.stringify(saved.json));
    const id: string = saved.json.data.submission.id;
    const staff = (await apiCall(server, "GET", "/auth/users", admin)).json.data.find((u: { email: string }) => u.email === adminCredentials.email);

    browser = await launchBrowser();
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(20_000);
    await logIn(page, server, adminCredentials.email, adminCredentials.password);
    await page.goto(`${server.url}/admin/bespoke-requests`);
    const row = page.locator(`[data-bespoke-id="${id}"]`);
    const open = async () => {
      await row.getByRole("button", { name: /Stars Over Liwa/ }).click();
      await row.getByText("No notes yet.").or(row.locator(".thread")).first().waitFor();
    };
    await open();
    assert.equal(await row.locator("[data-bespoke-phone]").innerText(), PHONE);
    assert.equal(await row.locator("[data-bespoke-phone]").getAttribute("href"), `tel:${PHONE}`);

    const assignee = row.getByLabel("Assigned to");
    await assignee.locator(`option[value="${staff.id}"]`).waitFor({ state: "attached" });
    await assignee.selectOption(staff.id);
    await page.waitForResponse((res) => res.url().endsWith(`/api/bespoke/${id}/assignee`) && res.ok());
    await row.getByLabel("Note (staff only, never shown to the member)").fill("Prefers a call after 6 pm.");
    await row.getByRole("button", { name: "Add note" }).click();
    await row.locator(".thread").getByText("Prefers a call after 6 pm.").waitFor();
    await screenshot(page, "bespoke-desk-1280.png");

    await page.reload();
    await open();
    await row.locator(".thread").getByText("Prefers a call after 6 pm.").waitFor();
    assert.equal(await row.getByLabel("Assigned to").inputValue(), staff.id, "the assignee is kept");

    await page.setViewportSize({ width: 360, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `no sideways scrolling at 360 px (${overflow} px)`);
    await screenshot(page, "bespoke-desk-360.png");

    // The member reads none of it.
    const own = JSON.stringify((await apiCall(server, "GET", `/bespoke/${id}`, memberToken)).json);
    assert.ok(!own.includes(PHONE) && !own.includes("assignee") && !own.includes("6 pm"));
  } finally {
    await browser?.close();
    await server.stop();
  }
});

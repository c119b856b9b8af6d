/**
 * The head of operations starts the day on the dashboard: the "New inquiries" tile opens the
 * inquiry desk filtered to New, the "Members awaiting approval" tile opens Users showing only
 * those; each filter is in the address, so the list can be bookmarked or shared.
 */
import assert from "node:assert/strict";
import { launchBrowser } from "../../scripts/browser.ts";
import { apiCall, logIn, sendInquiry } from "../helpers/e2e.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

Deno.test("the dashboard's Quick Stats tiles open their lists filtered the way the tiles count", async (t) => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const admin = (await apiCall(server, "POST", "/auth/login", undefined, adminCredentials)).json.data.access_token as string;
    const fresh = await sendInquiry(server, "fresh@example.com");
    const seen = await sendInquiry(server, "seen@example.com");
    assert.equal((await apiCall(server, "PATCH", `/inquiries/${seen.id}/status`, admin, { status: "Viewed" })).status, 200);
    for (const [name, email, isApproved] of [["Sara Pending", "sara@example.com", false], ["Omar Approved", "omar@example.com", true]] as const) {
      const res = await apiCall(server, "POST", "/auth/create-user", admin, { name, email, mobileNumber: "+971 4 000 0000", isApproved, password: "member-password-1" });
      assert.equal(res.status, 201, JSON.stringify(res.json));
    }

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    await logIn(page, server, adminCredentials.email, adminCredentials.password);

    await t.step("New inquiries opens the desk filtered to New", async () => {
      await page.goto(`${server.url}/admin`);
      const tile = page.getByRole("link", { name: /New inquiries/ });
      await tile.getByText("1", { exact: true }).waitFor();
      await tile.click();
      await page.waitForURL(`${server.url}/admin/inquiries?status=New`);
      await page.getByText("Showing 1 of 2 inquiries").waitFor();
      assert.equal(await page.getByLabel("Status", { exact: true }).inputValue(), "New");
      assert.equal(await page.locator(`#inquiry-toggle-${fresh.id}`).count(), 1);
      assert.equal(await page.locator(`#inquiry-toggle-${seen.id}`).count(), 0);
    });

    await t.step("Members awaiting approval opens Users showing only those; the choice stays in the address", async () => {
      await page.goto(`${server.url}/admin`);
      const tile = page.getByRole("link", { name: /Members awaiting approval/ });
      await tile.getByText("1", { exact: true }).waitFor();
      await tile.click();
      await page.waitForURL(`${server.url}/admin/users?status=pending`);
      const rows = page.locator("tbody tr");
      await rows.first().waitFor();
      assert.deepEqual(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-user-email"))), ["sara@example.com"]);
      assert.equal(await page.getByLabel("Show", { exact: true }).inputValue(), "pending");
      await page.getByLabel("Show", { exact: true }).selectOption("all");
      await page.waitForURL(`${server.url}/admin/users`);
      await page.locator('tr[data-user-email="omar@example.com"]').waitFor();
      assert.ok((await rows.count()) >= 3, "every account again, the administrator's too");
    });
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
});

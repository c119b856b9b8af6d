/**
 * An administrator edits a package, finds the change on the Activity screen (filtered by the
 * package), exports it as CSV, compares the earlier version with the current one in the package's
 * history and restores it; the Activity screen fits a 360 px phone.
 */
import assert from "node:assert/strict";
import type { TravelPackage } from "../../contract/catalogue.ts";
import { launchBrowser } from "../../scripts/browser.ts";
import { apiCall, logIn } from "../helpers/e2e.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

Deno.test("an admin edits a package, filters Activity by it, exports CSV and restores the earlier version", async (t) => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    // Generous waits: the test shares two cores with other work.
    page.setDefaultTimeout(120_000);
    await logIn(page, server, adminCredentials.email, adminCredentials.password);
    const [pkg] = (await apiCall(server, "GET", "/packages")).json.data.packages as TravelPackage[];
    const renamed = `${pkg.name} Reimagined`;

    await t.step("the admin renames a package", async () => {
      await page.goto(`${server.url}/admin/packages/edit/${pkg.id}`);
      const name = page.getByLabel("Package Name");
      await page.waitForFunction(() => (document.querySelector("input") as HTMLInputElement | null)?.value !== "");
      await name.fill(renamed);
      await page.getByRole("button", { name: "Update Package" }).click();
      await page.waitForURL(`${server.url}/admin/packages`);
    });

    await t.step("Activity, filtered by the package, shows the change before and after", async () => {
      await page.goto(`${server.url}/admin/activity`);
      await page.getByRole("heading", { level: 1, name: "Activity" }).waitFor();
      await page.getByRole("list", { name: "Activity, newest first" }).waitFor();
      await page.getByLabel("Kind of item").selectOption("package");
      await page.getByLabel("Item", { exact: true }).locator(`option[value="${pkg.id}"]`).waitFor({ state: "attached" });
      await page.getByLabel("Item", { exact: true }).selectOption(pkg.id);
      const entries = page.getByRole("list", { name: "Activity, newest first" }).locator(":scope > li");
      await entries.first().getByText(`name: ${pkg.name} → ${renamed}`).waitFor();
      // The seeded package has no staff entry before the edit: only the one update is listed.
      assert.equal(await entries.count(), 1);
      // The item by its name (as it is now) and its id, not by its id alone.
      assert.ok((await entries.first().innerText()).includes(`update · Package ${renamed} ${pkg.id}`), await entries.first().innerText());
    });

    await t.step("the CSV export holds the filtered entries", async () => {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Export CSV" }).click(),
      ]);
      assert.match(download.suggestedFilename(), /^activity-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = (await Deno.readTextFile((await download.path())!)).trimEnd().split("\r\n");
      assert.equal(lines.length, 2, "a header and the one update");
      assert.match(lines[0], /^"When","Who","Who \(id\)","Address","Kind of item","Item","Item \(id\)","Action"/);
      assert.ok(lines[1].includes(`"package","${renamed}","${pkg.id}","update"`));
      assert.ok(lines[1].includes(renamed));
    });

    await t.step("the package's history compares the earlier version and restores it as a new one", async () => {
      // Until the current record has been read, no version is offered for restore: which one is
      // current is not known yet.
      let release = () => {};
      const held = new Promise<void>((resolve) => release = resolve);
      await context.route("**/api/admin/catalogue/packages*", async (route) => {
        await held;
        await route.fallback();
      });
      const versionsRead = page.waitForResponse((response) => response.url().includes(`/api/packages/${pkg.id}/versions`));
      await page.goto(`${server.url}/admin/packages/edit/${pkg.id}`);
      await versionsRead;
      await page.getByText("Loading history...").waitFor();
      assert.equal(await page.getByRole("button", { name: "Restore this version" }).count(), 0);
      release();
      await context.unrouteAll();

      const versions = page.getByRole("list", { name: "Versions, newest first" }).locator(":scope > li");
      await versions.nth(1).waitFor();
      assert.match(await versions.first().innerText(), /update \(current\)/);
      const earlier = versions.nth(1);
      await earlier.getByRole("button", { name: "Compare with current" }).click();
      const row = earlier.getByRole("row", { name: /^Name/ });
      await row.waitFor();
      assert.deepEqual(await row.locator("td").allInnerTexts(), [pkg.name, renamed]);
      await earlier.getByRole("button", { name: "Restore this version" }).click();
      await page.waitForURL(`${server.url}/admin/packages`);
      await page.getByText(`Restored an earlier version of "${pkg.name}".`).waitFor();
      assert.equal((await apiCall(server, "GET", `/packages/${pkg.id}`)).json.data.name, pkg.name);
      await page.goto(`${server.url}/admin/packages/edit/${pkg.id}`);
      await versions.nth(2).waitFor();
      assert.match(await versions.first().innerText(), /restore \(current\)/);
    });

    await t.step("the Activity screen fits a 360 px phone", async () => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`${server.url}/admin/activity`);
      await page.getByRole("list", { name: "Activity, newest first" }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0);
    });
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
});

/**
 * Two staff edit one package: the second save is refused as stale (409, docs/decisions/014). The
 * editor's text survives a reload (kept on the device per item), a comparison shows their fields
 * next to the other person's with "Keep mine" / "Take theirs" per field, and the save then goes
 * through against the new version, with nobody's change lost that was chosen.
 */
import assert from "node:assert/strict";
import type { TravelPackage } from "../../contract/catalogue.ts";
import { launchBrowser } from "../../scripts/browser.ts";
import { apiCall, logIn } from "../helpers/e2e.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

Deno.test("a stale save keeps the editor's text across a reload and merges field by field", async (t) => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    await logIn(page, server, adminCredentials.email, adminCredentials.password);
    const other = (await apiCall(server, "POST", "/auth/login", undefined, adminCredentials)).json.data.access_token as string;
    const [pkg] = (await apiCall(server, "GET", "/packages")).json.data.packages as TravelPackage[];
    const compare = page.getByRole("region", { name: "Someone else saved this item while you were editing" });
    const rowOf = (field: string) => compare.getByRole("row").filter({ has: page.getByRole("rowheader", { name: field, exact: true }) });

    await t.step("while one editor works, another saves; the first save is refused and compared", async () => {
      await page.goto(`${server.url}/admin/packages/edit/${pkg.id}`);
      await page.waitForFunction(() => (document.querySelector("input") as HTMLInputElement | null)?.value !== "");
      await page.getByLabel("Package Name").fill("Mine: Desert Palace");
      await page.getByLabel("Duration").fill("9 Days");

      const { id: _id, version: _version, ...body } = (await apiCall(server, "GET", `/packages/${pkg.id}`)).json.data;
      const theirs = await apiCall(server, "PUT", `/packages/${pkg.id}`, other, { ...body, name: "Theirs: Dune Palace", description: "Their new description." });
      assert.equal(theirs.status, 200, JSON.stringify(theirs.json));

      await page.getByRole("button", { name: "Update Package" }).click();
      await compare.waitFor();
      assert.equal(page.url(), `${server.url}/admin/packages/edit/${pkg.id}`, "the form stays open");
    });

    await t.step("a reload brings the editor's text back, with the comparison", async () => {
      await page.reload();
      await page.getByText("Your unsaved changes to this item were brought back from this device.").waitFor();
      await compare.waitFor();
      assert.equal(await page.getByLabel("Package Name").inputValue(), "Mine: Desert Palace");
      assert.equal(await page.getByLabel("Duration").inputValue(), "9 Days");
      assert.deepEqual(await rowOf("Name").locator("td").allInnerTexts().then((cells) => cells.slice(0, 2)), ["Mine: Desert Palace", "Theirs: Dune Palace"]);
      assert.ok(await rowOf("Name").getByLabel("Keep mine").isChecked(), "a field the editor changed keeps theirs by default");
      assert.ok(await rowOf("Description").getByLabel("Take theirs").isChecked(), "a field only the other person changed takes theirs");
      assert.ok(await rowOf("Duration").getByLabel("Keep mine").isChecked());
      // It fits a 360 px phone.
      await page.setViewportSize({ width: 360, height: 800 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      await page.setViewportSize({ width: 1280, height: 900 });
      assert.equal(overflow, 0);
    });

    await t.step("the editor takes their name, keeps their own duration and saves against the new version", async () => {
      await rowOf("Name").getByLabel("Take theirs").check();
      await compare.getByRole("button", { name: "Use these choices" }).click();
      await compare.waitFor({ state: "detached" });
      assert.equal(await page.getByLabel("Package Name").inputValue(), "Theirs: Dune Palace");
      assert.equal(await page.getByLabel("Description").inputValue(), "Their new description.");
      await page.getByRole("button", { name: "Update Package" }).click();
      await page.waitForURL(`${server.url}/admin/packages`);
      const saved = (await apiCall(server, "GET", `/packages/${pkg.id}`)).json.data as TravelPackage;
      assert.deepEqual([saved.name, saved.description, saved.duration], ["Theirs: Dune Palace", "Their new description.", "9 Days"]);

      await page.goto(`${server.url}/admin/packages/edit/${pkg.id}`);
      await page.waitForFunction(() => (document.querySelector("input") as HTMLInputElement | null)?.value !== "");
      assert.equal(await page.getByLabel("Package Name").inputValue(), "Theirs: Dune Palace");
      assert.equal(await page.getByText("Your unsaved changes to this item were brought back from this device.").count(), 0, "the draft is gone once saved");
    });
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
});

/**
 * The document title and description follow in-app navigation as they are in the HTML the server
 * sends for each page (server/seo): open a package page, move to another package inside the app.
 */
import assert from "node:assert/strict";
import { launchBrowser } from "../../scripts/browser.ts";
import { metaDescription } from "../../contract/page-meta.ts";
import { appHasTakenOver } from "../helpers/e2e.ts";
import { startServer } from "../helpers/server.ts";

type Item = { id: string; name: string; description: string };

Deno.test("the document title and description follow the visitor from one package to another inside the app", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const packages = (await (await fetch(`${server.url}/api/packages`)).json()).data.packages as Item[];
    const [first, second] = packages;
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const description = () => page.locator('meta[name="description"]').getAttribute("content");

    await page.goto(`${server.url}/packages/${first.id}`);
    await page.getByRole("heading", { level: 1, name: first.name }).waitFor();
    assert.equal(await page.title(), `${first.name} | Aurum Voyages`);
    assert.equal(await description(), metaDescription(first.description));
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // The moves below are the app's own, once it has taken the server's page over.
    await appHasTakenOver(page);

    await page.locator('footer a[href="/packages"]').click();
    await page.getByRole("heading", { level: 1, name: "Curated Travel Packages" }).waitFor();
    await page.waitForFunction(() => document.title === "Travel Packages | Aurum Voyages");
    await page.locator(`a[href="/packages/${second.id}"]`).first().click();
    await page.getByRole("heading", { level: 1, name: second.name }).waitFor();
    await page.waitForFunction((title) => document.title === title, `${second.name} | Aurum Voyages`);
    assert.equal(await description(), metaDescription(second.description));
    assert.equal(await page.evaluate(() => "sameDocument" in window), true, "the app moved without loading a new document");
  } finally {
    await browser.close();
    await server.stop();
  }
});

/**
 * A staff member's day with the media library, in real Chromium against the real server: upload an
 * image (a second upload under the same name is asked about first), set it on a package, see on the
 * file's card which item uses it, replace it through Replace and Delete, find the replacement as a
 * new version in the package's history with who did it, then restore the version before it: refused
 * with the file's name, and "Restore with the current image" restores the rest. The public package
 * page never shows a broken image.
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { apiCall, logIn } from "../helpers/e2e.ts";
import * as samples from "../helpers/media-samples.ts";
import { adminCredentials, type RunningServer, startServer } from "../helpers/server.ts";

const ADMIN_NAME = "Aurum Voyages Administrator";
const SHOTS = Deno.env.get("E2E_SCREENSHOTS");

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The public package page as a fresh visitor sees it: its main image loads, and no image answers 404. */
async function publicImage(browser: Browser, server: RunningServer, id: string): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const visitor = await context.newPage();
    const missing: string[] = [];
    visitor.on("response", (response) => {
      if (response.request().resourceType() === "image" && response.status() >= 400) missing.push(response.url());
    });
    await visitor.goto(`${server.url}/packages/${id}`);
    const img = visitor.locator("main img").first();
    await img.waitFor();
    await visitor.waitForFunction((el) => el instanceof HTMLImageElement && el.complete, await img.elementHandle());
    assert.ok(await img.evaluate((el: HTMLImageElement) => el.naturalWidth > 0), "the image loads");
    assert.deepEqual(missing, [], "no broken image");
    return (await img.getAttribute("src"))!;
  } finally {
    await context.close();
  }
}

Deno.test("media: a replace is a version of the item; restoring past it keeps the current image", async (t) => {
  const server = await startServer({ seed: false });
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(30_000);
    await logIn(page, server, adminCredentials.email, adminCredentials.password);
    const token = (await page.evaluate(() => localStorage.getItem("authToken")))!;
    const destination = (await apiCall(server, "POST", "/destinations", token, {
      name: "Dubai",
      country: "United Arab Emirates",
      continent: "Asia",
      description: "Gold-lit dunes and glass towers.",
      imageUrl: "/images/catalogue/dubai.svg",
      tags: [],
    })).json.data;
    const pkgName = "Marina Nights";
    const created = await apiCall(server, "POST", "/packages", token, {
      name: pkgName,
      destinationId: destination.id,
      location: "Dubai Marina",
      duration: "3 Days / 2 Nights",
      priceRange: "Ultimate VIP",
      description: "Evenings on a private yacht in the marina.",
      imageUrl: "/images/catalogue/dubai.svg",
      vipServices: [],
      tags: [],
    });
    assert.equal(created.status, 201);
    const pkgId = created.json.data.id as string;

    await t.step("upload two images; the same name again is asked about, and cancel leaves it out", async () => {
      await page.goto(`${server.url}/admin/media`);
      await page.getByLabel("Choose files to upload").setInputFiles([
        { name: "marina.jpg", mimeType: "image/jpeg", buffer: Buffer.from(await samples.jpeg(1200, 600)) },
        { name: "dunes.jpg", mimeType: "image/jpeg", buffer: Buffer.from(await samples.jpeg(800, 600)) },
      ]);
      await page.getByRole("article", { name: "marina.jpg" }).waitFor();
      await page.getByRole("article", { name: "dunes.jpg" }).waitFor();
      await page.getByRole("article", { name: "marina.jpg" }).getByText("Not used by any item").waitFor();

      await page.getByLabel("Choose files to upload").setInputFiles([
        { name: "marina.jpg", mimeType: "image/jpeg", buffer: Buffer.from(await samples.jpeg(640, 480)) },
      ]);
      const asked = page.getByRole("dialog", { name: "Already in the library" });
      await asked.getByText("A file with this name is already in the media library:").waitFor();
      await asked.getByRole("listitem").filter({ hasText: "marina.jpg" }).waitFor();
      await shot(page, "duplicate-upload");
      await asked.getByRole("button", { name: "Cancel" }).click();
      await asked.waitFor({ state: "detached" });
      assert.equal(await page.locator("article.media-card").count(), 2, "nothing uploaded");
      assert.equal((await apiCall(server, "GET", "/media/list", token)).json.data.length, 2);
    });

    await t.step("set the image on the package from its edit form", async () => {
      await page.goto(`${server.url}/admin/packages/edit/${pkgId}`);
      await page.getByRole("button", { name: "Choose from Media Library" }).click();
      const picker = page.getByRole("dialog", { name: "Choose an Image" });
      await picker.getByRole("button", { name: /marina\.jpg/ }).click();
      await picker.waitFor({ state: "detached" });
      await page.getByRole("button", { name: "Update Package" }).click();
      await page.waitForURL(`${server.url}/admin/packages`);
    });
    const files = (await apiCall(server, "GET", "/media/list", token)).json.data as { filename: string; url: string; originalName: string }[];
    const marina = files.find((f) => f.originalName === "marina.jpg")!;
    const dunes = files.find((f) => f.originalName === "dunes.jpg")!;
    assert.equal(await publicImage(browser, server, pkgId), marina.url);

    await t.step("the library shows where the file is used, linked to the item's edit form", async () => {
      await page.goto(`${server.url}/admin/media`);
      const card = page.getByRole("article", { name: "marina.jpg" });
      const link = card.getByRole("list", { name: "Items showing marina.jpg" }).getByRole("link", { name: `Package: ${pkgName}` });
      await link.waitFor();
      await page.getByRole("article", { name: "dunes.jpg" }).getByText("Not used by any item").waitFor();
      await shot(page, "media-library-usage");
      await link.click();
      await page.waitForURL(`${server.url}/admin/packages/edit/${pkgId}`);
    });

    await t.step("Replace and Delete puts the other image in; the package's history shows it as a version by the staff member", async () => {
      await page.goto(`${server.url}/admin/media`);
      await page.getByRole("button", { name: "Delete marina.jpg" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete file" });
      await dialog.getByRole("button", { name: "Delete" }).click();
      await dialog.getByLabel("Replace with...").selectOption({ label: "dunes.jpg" });
      await dialog.getByRole("button", { name: "Replace and Delete" }).click();
      await page.getByText('Replaced "marina.jpg" with "dunes.jpg" in 1 item and deleted it.').waitFor();
      await page.getByRole("article", { name: "dunes.jpg" }).getByRole("link", { name: `Package: ${pkgName}` }).waitFor();
      assert.equal(await publicImage(browser!, server, pkgId), dunes.url);

      // Someone renames the package afterwards.
      await page.goto(`${server.url}/admin/packages/edit/${pkgId}`);
      await page.getByLabel("Package Name").fill("Marina Nights Deluxe");
      await page.getByRole("button", { name: "Update Package" }).click();
      await page.waitForURL(`${server.url}/admin/packages`);

      await page.goto(`${server.url}/admin/packages/edit/${pkgId}`);
      const versions = page.getByRole("list", { name: "Versions, newest first" }).locator(":scope > li");
      await versions.nth(3).waitFor();
      const lines = (await versions.allInnerTexts()).map((line) => line.split("\n")[0]);
      assert.equal(lines.length, 4, lines.join(" | "));
      assert.match(lines[0], new RegExp(`· ${ADMIN_NAME} · update \\(current\\)`));
      assert.match(lines[1], new RegExp(`· ${ADMIN_NAME} · image replaced$`));
      assert.match(lines[2], new RegExp(`· ${ADMIN_NAME} · update$`));
      assert.match(lines[3], new RegExp(`· ${ADMIN_NAME} · create$`));
    });

    await t.step("restoring the version before the replace is refused naming the file; with the current image it restores the rest", async () => {
      const versions = page.getByRole("list", { name: "Versions, newest first" }).locator(":scope > li");
      await versions.nth(2).getByRole("button", { name: "Restore this version" }).click();
      const history = page.getByRole("region", { name: "History" });
      await history.getByText(
        "This version's image, marina.jpg, was deleted from the media library. Restore it with the current image instead, or choose another image in the form.",
      ).waitFor();
      const keep = history.getByRole("button", { name: "Restore with the current image" });
      await keep.waitFor();
      await keep.scrollIntoViewIfNeeded();
      await shot(page, "history-refused");
      const restored = (await apiCall(server, "GET", `/packages/${pkgId}`)).json.data;
      assert.deepEqual([restored.name, restored.imageUrl], ["Marina Nights Deluxe", dunes.url], "nothing changed");
      assert.equal(await publicImage(browser!, server, pkgId), dunes.url);

      await keep.click();
      await page.waitForURL(`${server.url}/admin/packages`);
      await page.getByText(`Restored an earlier version of "${pkgName}" with its current image.`).waitFor();
      const now = (await apiCall(server, "GET", `/packages/${pkgId}`)).json.data;
      assert.deepEqual([now.name, now.imageUrl], [pkgName, dunes.url]);
      assert.equal(await publicImage(browser!, server, pkgId), dunes.url);

      await page.goto(`${server.url}/admin/packages/edit/${pkgId}`);
      const after = page.getByRole("list", { name: "Versions, newest first" }).locator(":scope > li");
      await after.nth(4).waitFor();
      assert.match((await after.first().innerText()).split("\n")[0], new RegExp(`· ${ADMIN_NAME} · restore \\(current\\)`));
      await page.getByRole("region", { name: "History" }).scrollIntoViewIfNeeded();
      await shot(page, "history-after");
    });

    await t.step("on a 360 px phone the file's uses and the history fit the screen", async () => {
      await page.setViewportSize({ width: 360, height: 740 });
      const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= globalThis.innerWidth);
      await page.goto(`${server.url}/admin/media`);
      await page.getByRole("article", { name: "dunes.jpg" }).getByRole("link", { name: `Package: ${pkgName}` }).waitFor();
      assert.ok(await fits(), "the media library fits");
      await shot(page, "media-library-phone");
      await page.goto(`${server.url}/admin/packages/edit/${pkgId}`);
      await page.getByRole("list", { name: "Versions, newest first" }).locator(":scope > li").nth(4).waitFor();
      assert.ok(await fits(), "the edit page with its history fits");
    });
  } finally {
    await browser?.close();
    await server.stop();
  }
});

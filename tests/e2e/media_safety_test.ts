/**
 * Media that cannot break a page, in real Chromium against the real server: staff upload two files at
 * once with an alternative text, set a photo's focal point by clicking it (and with the arrow keys),
 * and the package card crops around it, in the server's HTML too; deleting a file a package shows
 * lists the package and "Replace with..." puts another image in its place and deletes the file.
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { apiCall, logIn } from "../helpers/e2e.ts";
import * as samples from "../helpers/media-samples.ts";
import { adminCredentials, type RunningServer, startServer } from "../helpers/server.ts";

type Media = { filename: string; url: string; originalName: string; alt?: string };

/** The object-position the package's card gives its image on the public packages page. */
async function cardPosition(browser: Browser, server: RunningServer, name: string): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const visitor = await context.newPage();
    await visitor.goto(`${server.url}/packages`);
    const img = visitor.locator("article.package-card").filter({ hasText: name }).locator("img");
    await img.waitFor();
    return await img.evaluate((el) => getComputedStyle(el).objectPosition);
  } finally {
    await context.close();
  }
}

async function openDetails(page: Page, server: RunningServer, name: string) {
  await page.goto(`${server.url}/admin/media`);
  await page.getByRole("button", { name: `Edit details of ${name}` }).click();
  return page.getByRole("dialog", { name: "Image details" });
}

Deno.test("media: several files at once, a focal point that moves the card's crop, and a file in use replaced in one step", async (t) => {
  const server = await startServer({ seed: true });
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(30_000);
    await logIn(page, server, adminCredentials.email, adminCredentials.password);
    const token = (await page.evaluate(() => localStorage.getItem("authToken")))!;

    await t.step("two files uploaded at once, each in the progress list, both with the alternative text", async () => {
      await page.goto(`${server.url}/admin/media`);
      await page.getByLabel("Alternative text (optional)").fill("Yachts in the marina at dusk");
      await page.getByLabel("Choose files to upload").setInputFiles([
        { name: "marina.jpg", mimeType: "image/jpeg", buffer: Buffer.from(await samples.jpeg(1200, 600)) },
        { name: "dunes.jpg", mimeType: "image/jpeg", buffer: Buffer.from(await samples.jpeg(800, 600)) },
      ]);
      const progress = page.getByRole("list", { name: "Upload progress" });
      await progress.getByRole("listitem").filter({ hasText: "marina.jpg" }).waitFor();
      await progress.getByRole("listitem").filter({ hasText: "dunes.jpg" }).waitFor();
      await page.getByRole("article", { name: "marina.jpg" }).waitFor();
      await page.getByRole("article", { name: "dunes.jpg" }).waitFor();
      await page.getByText("2 files uploaded.").waitFor({ state: "attached" });
      const files: Media[] = (await apiCall(server, "GET", "/media/list", token)).json.data;
      assert.deepEqual(files.map((f) => [f.originalName, f.alt]).sort(), [["dunes.jpg", "Yachts in the marina at dusk"], ["marina.jpg", "Yachts in the marina at dusk"]]);
    });

    const files: Media[] = (await apiCall(server, "GET", "/media/list", token)).json.data;
    const marina = files.find((f) => f.originalName === "marina.jpg")!;
    const dunes = files.find((f) => f.originalName === "dunes.jpg")!;
    const destination = (await apiCall(server, "GET", "/destinations")).json.data.destinations[0];
    const pkgName = "Marina Nights";
    const created = await apiCall(server, "POST", "/packages", token, {
      name: pkgName,
      destinationId: destination.id,
      location: "Dubai Marina",
      duration: "3 Days / 2 Nights",
      priceRange: "Ultimate VIP",
      description: "Evenings on a private yacht in the marina.",
      imageUrl: marina.url,
      vipServices: [],
      tags: [],
    });
    assert.equal(created.status, 201);
    const pkgId = created.json.data.id as string;

    await t.step("a click on the image sets the focal point; the card's object-position follows, server-rendered too", async () => {
      assert.equal(await cardPosition(browser!, server, pkgName), "50% 50%");
      const dialog = await openDetails(page, server, "marina.jpg");
      await dialog.getByRole("button", { name: /^Focal point: 50% across, 50% down/ }).waitFor();
      const picker = dialog.getByRole("button", { name: /^Focal point: / });
      const box = (await picker.boundingBox())!;
      await picker.click({ position: { x: box.width * 0.2, y: box.height * 0.8 } });
      await dialog.getByRole("button", { name: /^Focal point: 20% across, 80% down/ }).waitFor();
      assert.equal(await dialog.getByLabel("Focal point across (%)").inputValue(), "20");
      assert.equal(await dialog.getByLabel("Focal point down (%)").inputValue(), "80");
      // The keyboard moves it too.
      await picker.focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Shift+ArrowUp");
      await dialog.getByRole("button", { name: /^Focal point: 21% across, 70% down/ }).waitFor();
      await dialog.getByLabel("Alternative text").fill("Lights of the marina from a yacht");
      await dialog.getByRole("button", { name: "Save Details" }).click();
      await page.getByText('Saved the details of "marina.jpg".').waitFor();

      assert.equal(await cardPosition(browser!, server, pkgName), "21% 70%");
      const html = await (await fetch(`${server.url}/packages/${pkgId}`)).text();
      assert.match(html, /<img[^>]*alt="Lights of the marina from a yacht"[^>]*style="object-position:21% 70%"/);
    });

    await t.step("deleting a file the package shows lists it; Replace with... puts the other image in and deletes it", async () => {
      await page.goto(`${server.url}/admin/media`);
      await page.getByRole("button", { name: "Delete marina.jpg" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete file" });
      await dialog.getByRole("button", { name: "Delete" }).click();
      const uses = dialog.getByRole("list", { name: "Items showing marina.jpg" });
      await uses.getByRole("listitem").filter({ hasText: `Package: ${pkgName}` }).waitFor();
      assert.equal(await uses.getByRole("listitem").count(), 1);
      assert.equal(await page.locator("article.media-card").count(), 2, "nothing deleted yet");
      await dialog.getByLabel("Replace with...").selectOption({ label: "dunes.jpg" });
      await dialog.getByRole("button", { name: "Replace and Delete" }).click();
      await page.getByText('Replaced "marina.jpg" with "dunes.jpg" in 1 item and deleted it.').waitFor();
      await page.getByRole("article", { name: "marina.jpg" }).waitFor({ state: "detached" });
      assert.equal((await apiCall(server, "GET", `/packages/${pkgId}`)).json.data.imageUrl, dunes.url);
      assert.equal((await apiCall(server, "GET", `/media/info/${marina.filename}`, token)).status, 404);
    });
  } finally {
    await browser?.close();
    await server.stop();
  }
});

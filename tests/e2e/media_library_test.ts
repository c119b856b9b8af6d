/**
 * The media library in real Chromium against the real server: a finished upload is in the grid at
 * once (on its first page), from the server's answer, while the list's own refetch is still on its way.
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { logIn } from "../helpers/e2e.ts";
import * as samples from "../helpers/media-samples.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

Deno.test("media: an uploaded file shows in the grid as soon as its upload completes", async () => {
  const server = await startServer({ seed: false });
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(20_000);
    await logIn(page, server, adminCredentials.email, adminCredentials.password);
    await page.goto(`${server.url}/admin/media`);
    await page.getByText("No files uploaded yet.").waitFor();

    // From now on every reload of the list is held until the end of the test.
    let release!: () => void;
    const released = new Promise<void>((resolve) => release = resolve);
    let asked!: () => void;
    const refetchAsked = new Promise<void>((resolve) => asked = resolve);
    await page.route("**/api/media/list*", async (route) => {
      // The library's question by name before an upload (is a file of that name there?) goes on.
      if (new URL(route.request().url()).searchParams.has("q")) return await route.continue();
      asked();
      await released;
      await route.continue();
    });

    await page.getByLabel("Choose files to upload").setInputFiles({
      name: "palm-jumeirah.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from(await samples.jpeg(800, 500)),
    });
    await page.getByRole("list", { name: "Upload progress" }).getByRole("listitem").filter({ hasText: "palm-jumeirah.jpg" })
      .getByText("Uploaded").waitFor();
    await page.getByRole("article", { name: "palm-jumeirah.jpg" }).waitFor({ timeout: 5_000 });
    await page.getByRole("heading", { name: "Files (1)" }).waitFor({ timeout: 5_000 });
    assert.equal(await page.getByText("No files uploaded yet.").count(), 0);
    await refetchAsked; // and the list is refreshed in the background

    // The refetch, once it arrives, keeps the file.
    const refetched = page.waitForResponse((response) => response.url().includes("/api/media/list"));
    release();
    await refetched;
    await page.getByRole("article", { name: "palm-jumeirah.jpg" }).getByText(/^800 × 500 · /).waitFor();
    assert.equal(await page.locator("article.media-card").count(), 1);
  } finally {
    await browser?.close();
    await server.stop();
  }
});

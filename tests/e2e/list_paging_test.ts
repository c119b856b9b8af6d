/**
 * The staff lists read a page at a time (issue #33): with 130 members and 130 media files in the
 * database, the users screen and the media library show their first page (50, newest first), load
 * the next by the "Show more" button (and on scrolling to the end), and send their search to the
 * server, whose answer alone is shown.
 */
import assert from "node:assert/strict";
import { launchBrowser } from "../../scripts/browser.ts";
import { KV_FILE } from "../../server/kv/database-file.ts";
import { newId } from "../../server/kv/ids.ts";
import { saveMedia } from "../../server/kv/media.ts";
import { createUser } from "../../server/kv/users.ts";
import { listRequests, logIn } from "../helpers/e2e.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

const MANY = 130;

/** Members and media records written into the database before the server starts (as a long-lived site has them). */
async function plant(dataDir: string) {
  const kv = await Deno.openKv(`${dataDir}/${KV_FILE}`);
  try {
    for (let i = 0; i < MANY; i++) {
      await createUser(kv, { name: `Paged Member ${i}`, email: `paged${i}@e2e.example`, passwordHash: "x", isAdmin: false, isApproved: true });
      const filename = `${newId()}.jpg`;
      await saveMedia(kv, {
        filename, url: `/media/${filename}`, type: "image", size: 1000 + i, mime: "image/jpeg",
        originalName: `paged-photo-${i}.jpg`, uploadedAt: new Date().toISOString(), uploadedBy: "seed", variants: [],
      });
    }
  } finally {
    kv.close();
  }
}

Deno.test("the users and media lists show a first page, load more, and search on the server", async () => {
  const dataDir = await Deno.makeTempDir({ prefix: "travel-e2e-paging-" });
  await plant(dataDir);
  const server = await startServer({ dataDir });
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const userReads = listRequests(page, "/api/auth/users");
    const mediaReads = listRequests(page, "/api/media/list");
    await logIn(page, server, adminCredentials.email, adminCredentials.password);

    // Users: the newest 50 first.
    await page.goto(`${server.url}/admin/users`);
    const rows = page.locator("tr[data-user-email]");
    await page.locator(`tr[data-user-email="paged${MANY - 1}@e2e.example"]`).waitFor();
    assert.equal(await rows.count(), 50, "one page shown");
    assert.equal(await page.locator('tr[data-user-email="paged0@e2e.example"]').count(), 0, "the oldest not yet");
    assert.ok(userReads.some((q) => /[?&]limit=50\b/.test(q)), `the screen asks for a page: ${userReads.join(" ")}`);
    assert.ok(!userReads.includes(""), "never the whole list");
    const more = page.getByRole("button", { name: "Show more" });
    await more.focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelectorAll("tr[data-user-email]").length > 50);
    // The end of the list in view reads the rest.
    for (let i = 0; i < 10 && await rows.count() < MANY + 1; i++) {
      await page.locator("tr[data-user-email]").last().scrollIntoViewIfNeeded();
      // Scrolling may have read the last page already: the button is then gone.
      await more.click({ timeout: 1_000 }).catch(() => {});
      await page.waitForTimeout(200);
    }
    assert.equal(await rows.count(), MANY + 1, "every member and the administrator, each once");
    await more.waitFor({ state: "detached" });

    // The search goes to the server; only what it finds is shown.
    await page.getByLabel("Search").fill("paged77");
    await page.locator('tr[data-user-email="paged77@e2e.example"]').waitFor();
    await page.waitForFunction(() => document.querySelectorAll("tr[data-user-email]").length === 1);
    assert.ok(userReads.some((q) => q.includes("q=paged77")), "the search is the server's");
    await page.getByLabel("Search").fill("nobody-by-this-name");
    await page.getByText("Nothing matches. Try other words or another filter.").waitFor();

    // Media: the newest 50 first, then more, and the search.
    await page.goto(`${server.url}/admin/media`);
    const cards = page.locator(".media-library img, .media-library [data-filename]");
    await page.getByText(`paged-photo-${MANY - 1}.jpg`).first().waitFor();
    assert.equal(await page.getByText("paged-photo-0.jpg").count(), 0, "the oldest not yet");
    assert.ok(mediaReads.some((q) => /[?&]limit=50\b/.test(q)), `the library asks for a page: ${mediaReads.join(" ")}`);
    // The button (or, as it comes into view, the scroll) reads the next page.
    const moreFiles = page.getByRole("button", { name: "Show more files" });
    await moreFiles.focus();
    await page.keyboard.press("Enter");
    await page.getByText(`paged-photo-${MANY - 51}.jpg`).first().waitFor();
    await cards.first().waitFor();
    await page.getByLabel("Search files").fill("paged-photo-3.jpg");
    await page.waitForFunction(() => !document.body.innerText.includes("paged-photo-129.jpg"));
    await page.getByText("paged-photo-3.jpg").first().waitFor();
    assert.ok(mediaReads.some((q) => q.includes("q=paged-photo-3.jpg")), "the library's search is the server's");
  } finally {
    await browser.close();
    await server.stop();
  }
});

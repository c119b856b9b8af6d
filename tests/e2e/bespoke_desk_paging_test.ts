/**
 * The staff bespoke desk reads a page at a time (issue #33): with 130 requests in the database it
 * shows the newest 50 and "Show more", its status buttons' counts are the server's counters (right
 * for all 130), and a status filter and a search are answered by the server. A link to a request
 * not on the first page still opens it.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { createBespoke, setBespokeStatus } from "../../server/kv/bespoke.ts";
import { BESPOKE_STATUSES } from "../../contract/enums.ts";
import { KV_FILE } from "../../server/kv/database-file.ts";
import { listRequests, logIn } from "../helpers/e2e.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

const MANY = 130;
const requestDetails = { destinationType: "Desert", travelStyle: "Adventurous", interests: "Falconry", duration: "10 days", budget: "Ultimate VIP" } as const;

/** 130 requests written before the server starts, the i-th with status i mod 3; answers their ids, oldest first. */
async function plant(dataDir: string): Promise<string[]> {
  const kv = await Deno.openKv(`${dataDir}/${KV_FILE}`);
  const ids: string[] = [];
  try {
    for (let i = 0; i < MANY; i++) {
      const saved = await createBespoke(kv, {
        userId: `member-${i}`, userName: `Paged Member ${i}`, userEmail: `paged${i}@e2e.example`,
        requestDetails, generatedIdea: { title: `Journey number${i}`, description: "Dunes at dawn." },
      });
      const status = BESPOKE_STATUSES[i % 3];
      if (status !== "New") await setBespokeStatus(kv, saved.id, status);
      ids.push(saved.id);
    }
  } finally {
    kv.close();
  }
  return ids;
}

const countOf = (page: Page, status: string) => page.locator(`.desk-count[data-status="${status}"] .desk-count__value`).innerText();

Deno.test("the bespoke desk shows 50, counts every status, and filters and searches on the server", async () => {
  const dataDir = await Deno.makeTempDir({ prefix: "travel-e2e-bespoke-paging-" });
  const ids = await plant(dataDir);
  const server = await startServer({ dataDir });
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const reads = listRequests(page, "/api/bespoke");
    await logIn(page, server, adminCredentials.email, adminCredentials.password);

    await page.goto(`${server.url}/admin/bespoke-requests`);
    const rows = page.locator("[data-bespoke-id]");
    await page.locator(`[data-bespoke-id="${ids[MANY - 1]}"]`).waitFor();
    assert.equal(await rows.count(), 50, "one page shown");
    assert.equal(await page.locator(`[data-bespoke-id="${ids[0]}"]`).count(), 0, "the oldest not yet");
    assert.ok(reads.length > 0 && reads.every((q) => /[?&]limit=50\b/.test(q)), `pages only, never the whole list: ${reads.join(" ")}`);

    // The counts are of all 130, not of the page shown.
    const expected = Object.fromEntries(BESPOKE_STATUSES.map((s, n) => [s, ids.filter((_, i) => i % 3 === n).length]));
    for (const status of BESPOKE_STATUSES) assert.equal(await countOf(page, status), String(expected[status]), status);
    assert.equal(await page.locator('.desk-count[aria-pressed] .desk-count__value').first().innerText(), String(MANY));

    const more = page.getByRole("button", { name: "Show more" });
    await more.focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelectorAll("[data-bespoke-id]").length === 100);

    // A status filter is the server's: only Contacted requests, read with status=Contacted.
    await page.locator('.desk-count[data-status="Contacted"]').click();
    await page.waitForFunction(() => document.querySelectorAll("[data-bespoke-id]").length === 43);
    assert.ok(reads.some((q) => q.includes("status=Contacted")), "the filter is the server's");
    const badges = await page.locator("[data-bespoke-id] .badge").allInnerTexts();
    assert.ok(badges.every((b) => b === "Client Contacted" || b === "Contacted"), badges.join(","));

    // A search is the server's too.
    await page.locator('.desk-count[data-status="Contacted"]').click();
    await page.getByRole("searchbox", { name: "Search member or idea" }).fill("number77");
    await page.waitForFunction(() => document.querySelectorAll("[data-bespoke-id]").length === 1);
    await page.locator(`[data-bespoke-id="${ids[77]}"]`).waitFor();
    assert.ok(reads.some((q) => q.includes("q=number77")), "the search is the server's");

    // A link to a request not on the first page opens it.
    await page.goto(`${server.url}/admin/bespoke-requests?id=${ids[3]}`);
    await page.locator(`[data-bespoke-id="${ids[3]}"] [aria-expanded="true"]`).waitFor();
  } finally {
    await browser.close();
    await server.stop();
  }
});

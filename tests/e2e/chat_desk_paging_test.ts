/**
 * The staff's live-chat desk reads a page at a time (issue #33): with 66 conversations in the
 * database (22 awaiting our reply) it shows the newest 50 and "Show more", its counts are the
 * server's (right for all 66, and for the 22 awaiting), "Awaiting our reply" is a filter the server
 * answers, longest waiting first, and a visitor's new message moves a conversation into it live,
 * with no reload and no read of the whole list. On a 360 px phone, by keyboard.
 */
import assert from "node:assert/strict";
import { launchBrowser } from "../../scripts/browser.ts";
import { appendChatMessage } from "../../server/kv/chat/messages.ts";
import { KV_FILE } from "../../server/kv/database-file.ts";
import { apiCall, listRequests, logIn, sidewaysScrolls } from "../helpers/e2e.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

const MANY = 66;
/** How soon a change must reach an open desk. */
const LIVE_MS = 2_000;

const anonId = (n: number) => `anon_${Date.now()}_${n.toString(16).padStart(32, "0")}`;

/** 66 conversations written before the server starts, the i-th awaiting our reply when i mod 3 is 0 (else the concierge answered); their ids, oldest first. */
async function plant(dataDir: string): Promise<string[]> {
  const kv = await Deno.openKv(`${dataDir}/${KV_FILE}`);
  const ids: string[] = [];
  try {
    for (let i = 0; i < MANY; i++) {
      const id = anonId(i);
      await appendChatMessage(kv, id, { role: "user", text: `Paged question number${i}` }, { create: "anonymous" });
      if (i % 3 !== 0) await appendChatMessage(kv, id, { role: "model", text: "The concierge answers." });
      ids.push(id);
      // Each its own millisecond: the desk's order is the last activity's.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  } finally {
    kv.close();
  }
  return ids;
}

const rowCount = () => document.querySelectorAll("[data-session-id]").length;

Deno.test("the live-chat desk shows 50, counts all, loads more, and a visitor's message moves a chat into awaiting live", async () => {
  const dataDir = await Deno.makeTempDir({ prefix: "travel-e2e-chat-paging-" });
  const ids = await plant(dataDir);
  const waiting = ids.filter((_, i) => i % 3 === 0);
  const server = await startServer({ dataDir });
  const browser = await launchBrowser();
  try {
    const admin = (await apiCall(server, "POST", "/auth/login", undefined, adminCredentials)).json.data.access_token;
    const page = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
    const reads = listRequests(page, "/api/chat/sessions");
    await logIn(page, server, adminCredentials.email, adminCredentials.password);

    await page.goto(`${server.url}/admin/live-chats`);
    await page.locator(`[data-session-id="${ids[MANY - 1]}"]`).waitFor();
    assert.equal(await page.evaluate(rowCount), 50, "one page shown");
    assert.equal(await page.locator(`[data-session-id="${ids[0]}"]`).count(), 0, "the oldest not yet");
    assert.ok(reads.length > 0 && reads.every((q) => /[?&]limit=50\b/.test(q)), `pages only, never the whole list: ${reads.join(" ")}`);

    // The counts are of all 66, not of the page shown.
    assert.equal(await page.locator('.desk-count[aria-pressed] .desk-count__value').first().innerText(), String(MANY));
    assert.equal(await page.locator('.desk-count[data-status="AI-Active"] .desk-count__value').innerText(), String(MANY));
    const awaiting = page.locator(".desk-count--awaiting");
    assert.equal(await awaiting.getAttribute("data-awaiting-count"), String(waiting.length));
    await page.locator(".desk-summary").getByText(`Showing 50 of ${MANY} conversations`, { exact: false }).waitFor();
    assert.deepEqual(await page.evaluate(sidewaysScrolls), [], "nothing scrolls sideways at 360 px");

    // "Show more" by keyboard reads the next page.
    const more = page.getByRole("button", { name: "Show more" });
    await more.focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction((n) => document.querySelectorAll("[data-session-id]").length === n, MANY);
    assert.equal(await more.count(), 0, "no more to show");

    // "Awaiting our reply" is the server's filter: the 22, longest waiting first.
    await awaiting.focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction((n) => document.querySelectorAll("[data-session-id]").length === n, waiting.length);
    assert.ok(reads.some((q) => q.includes("awaiting=true")), "the filter is the server's");
    const shown = await page.locator("[data-session-id]").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-session-id")));
    assert.deepEqual(shown, waiting, "longest waiting first");
    await page.locator(".desk-summary").getByText(`${waiting.length} awaiting our reply`, { exact: false }).waitFor();

    // A conversation the concierge answered: a consultant takes it over, then its visitor writes.
    await page.evaluate(() => Object.assign(globalThis, { deskNotReloaded: true }));
    const readsBefore = reads.length;
    const moved = ids[MANY - 2];
    assert.equal((await apiCall(server, "PATCH", `/chat/sessions/${moved}/handler`, admin, { handler: "consultant" })).status, 200);
    const started = Date.now();
    assert.equal((await apiCall(server, "POST", `/chat/sessions/${moved}/messages`, undefined, { text: "Is a consultant there?" })).status, 201);
    const row = page.locator(`[data-session-id="${moved}"]`);
    await row.waitFor({ timeout: LIVE_MS });
    console.log(`the conversation joined the awaiting filter ${Date.now() - started} ms after the visitor's message`);
    await row.getByText("“Is a consultant there?”", { exact: false }).waitFor();
    assert.equal(await row.getAttribute("data-awaiting"), "true");
    await page.waitForFunction((n) => document.querySelector(".desk-count--awaiting")?.getAttribute("data-awaiting-count") === String(n), waiting.length + 1, { timeout: LIVE_MS });
    // Last in the order: it has waited the least.
    assert.equal(await page.locator("[data-session-id]").last().getAttribute("data-session-id"), moved);
    assert.equal(await page.evaluate(() => (globalThis as { deskNotReloaded?: boolean }).deskNotReloaded), true, "the desk was not reloaded");
    assert.ok(reads.slice(readsBefore).every((q) => /[?&]limit=50\b/.test(q)), `pages only: ${reads.slice(readsBefore).join(" ")}`);
    assert.deepEqual(await page.evaluate(sidewaysScrolls), [], "nothing scrolls sideways at 360 px");

    // Answered from the desk, it leaves the filter's pages but stays on screen while open; closed, it goes.
    const toggle = row.getByRole("button", { expanded: false });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await row.getByRole("log").getByText("Is a consultant there?").waitFor();
    await row.getByLabel("Reply as a consultant").fill("Yes, Layla here. How can I help?");
    await row.getByRole("button", { name: "Send reply" }).click();
    await page.waitForFunction((n) => document.querySelector(".desk-count--awaiting")?.getAttribute("data-awaiting-count") === String(n), waiting.length, { timeout: LIVE_MS });
    await page.waitForFunction((id) => document.querySelector(`[data-session-id="${id}"]`)?.getAttribute("data-awaiting") === "false", moved, { timeout: LIVE_MS });
    assert.equal(await page.evaluate(rowCount), waiting.length + 1, "the open row stays");
    await row.getByRole("button", { expanded: true }).click();
    await page.waitForFunction((n) => document.querySelectorAll("[data-session-id]").length === n, waiting.length);
    assert.equal(await row.count(), 0, "closed, it leaves the awaiting list");
  } finally {
    await browser.close();
    await server.stop();
  }
});

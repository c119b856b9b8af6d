/**
 * The staff's itinerary editor end to end in real Chromium against the real server and an SMTP
 * listener (issue #30): an inquiry arrives, staff open it on the desk and create a proposal from
 * it, draft it with AI (the keyless composer: no GEMINI_API_KEY), change a day's item (time and
 * price), reorder items by keyboard and by drag, add a second option, see
 * each option's total as the server computed it, send it, and the traveller's email arrives with
 * the private link. The editor is axe clean at 1280 px and usable at 360 px; a save refused as
 * stale loses nothing typed.
 */
import assert from "node:assert/strict";
import type { Locator, Page } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { describeViolations, seriousViolations } from "../helpers/axe.ts";
import { adminToken, apiCall, logIn, sendInquiry } from "../helpers/e2e.ts";
import { addSecondOption, saved } from "../helpers/proposal-editor.ts";
import { adminCredentials, type RunningServer, startServer } from "../helpers/server.ts";
import { startSmtp } from "../helpers/smtp.ts";
import { newChatSessionId } from "../../contract/chat/session.ts";

const SHOTS = Deno.env.get("E2E_SCREENSHOTS");

async function screenshot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const usd = (amount: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(amount);

type Totals = { optionId: string; price: number; cost: number; margin: number }[];
// deno-lint-ignore no-explicit-any
type Proposal = { id: string; version: string; status: string; days: { id: string; items: any[] }[]; options: { id: string; name: string; items: any[] }[]; totals: Totals };

async function proposalOf(server: RunningServer, token: string, id: string): Promise<Proposal> {
  const res = await apiCall(server, "GET", `/proposals/${id}`, token);
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return res.json.data;
}

/** The total, cost and margin cells the editor shows for an option. */
async function shownTotals(page: Page, optionId: string) {
  const row = page.locator(`[data-total-option="${optionId}"]`);
  return {
    price: await row.locator('[data-total="price"]').textContent(),
    cost: await row.locator('[data-total="cost"]').textContent(),
    margin: await row.locator('[data-total="margin"]').textContent(),
  };
}

async function openItem(item: Locator) {
  const edit = item.getByRole("button", { name: /^Edit/ });
  if (await edit.count()) await edit.click();
}

Deno.test("staff create a proposal from an inquiry, edit a day, add an option, see the server's totals and send it", async () => {
  const smtp = await startSmtp();
  const server = await startServer({ env: { SMTP_URL: smtp.url, STAFF_EMAIL: "desk@e2e.example" } });
  const browser = await launchBrowser();
  try {
    const token = await adminToken(server);
    const inquiry = await sendInquiry(server, "layla@example.com");
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await logIn(page, server, adminCredentials.email, adminCredentials.password);

    // The desk: the inquiry, then "Create proposal" opens the editor with the request prefilled.
    await page.goto(`${server.url}/admin/inquiries?id=${inquiry.id}`);
    const row = page.locator(`[data-inquiry-id="${inquiry.id}"]`);
    await row.getByRole("button", { name: "Create proposal" }).click();
    await page.waitForURL(/\/admin\/proposals\/[A-Za-z0-9_-]+$/);
    const id = page.url().split("/").pop()!;
    const editor = page.locator(".proposal-editor");
    await editor.waitFor();
    assert.equal(await page.getByLabel("Traveller's name").inputValue(), "Layla Haddad");
    assert.equal(await page.getByLabel("Traveller's email").inputValue(), "layla@example.com");
    await page.getByText("A sea-view suite, please.").waitFor();
    await saved(page);

    // Draft with AI: the prefilled itinerary is replaced after a confirmation (the keyless composer).
    const prefilled = await proposalOf(server, token, id);
    await page.getByRole("button", { name: "Draft with AI" }).click();
    const replace = page.getByRole("dialog", { name: "Replace the itinerary?" });
    await replace.getByRole("button", { name: "Replace with a draft" }).click();
    await page.getByText("The itinerary is drafted from our catalogue (no AI was used).", { exact: false }).waitFor({ timeout: 30_000 });
    await saved(page);
    const drafted = await proposalOf(server, token, id);
    assert.notEqual(drafted.version, prefilled.version);
    assert.ok(drafted.days.length > 1, "the composer drafted several days");
    assert.equal(await page.locator(".proposal-day").count(), drafted.days.length, "the editor shows the drafted days");

    // Edit a day: the first item's time and price, saved by autosave with the version loaded.
    const before = await proposalOf(server, token, id);
    const day = page.locator(".proposal-day").first();
    const item = day.locator(".proposal-item").first();
    const itemId = (await item.getAttribute("data-item-id"))!;
    const original = before.days[0].items.find((entry) => entry.id === itemId);
    await openItem(item);
    await item.getByLabel("Time").fill("07:30");
    await item.getByLabel("Sell price (USD)").fill("1234.5");
    await item.getByLabel("Cost price (USD)").fill("1000");
    await saved(page);
    const edited = await proposalOf(server, token, id);
    const editedItem = edited.days[0].items.find((entry) => entry.id === itemId);
    assert.equal(editedItem.time, "07:30");
    assert.equal(editedItem.unitPrice, 1234.5);
    assert.notEqual(edited.version, before.version, "the save made a new version");
    const firstOption = edited.options[0].id;
    assert.equal(
      Math.round((edited.totals[0].price - before.totals[0].price) * 100) / 100,
      Math.round((1234.5 - original.unitPrice) * original.quantity * 100) / 100,
      "the server's total follows the new price",
    );
    assert.deepEqual(await shownTotals(page, firstOption), {
      price: usd(edited.totals[0].price),
      cost: usd(edited.totals[0].cost),
      margin: usd(edited.totals[0].margin),
    }, "the editor shows the server's totals");

    // A custom item, then reordered by keyboard: the move is announced and focus stays with it.
    await day.getByLabel("Custom item").selectOption("transfer");
    await day.getByRole("button", { name: "Add item" }).click();
    // Focus moves into the new item's first field.
    const transferId = await page.evaluate(() => document.activeElement?.closest(".proposal-item")?.getAttribute("data-item-id"));
    assert.ok(transferId, "focus is in the new item");
    const transfer = day.locator(`[data-item-id="${transferId}"]`);
    assert.equal(await transfer.getAttribute("data-kind"), "transfer");
    await page.keyboard.type("Private transfer to the camp");
    await saved(page);
    const order = () => day.locator(".proposal-item").evaluateAll((els) => els.map((el) => el.getAttribute("data-item-id")));
    const orderBefore = await order();
    assert.equal(orderBefore.at(-1), transferId, "an untimed new item goes last");
    await transfer.getByRole("button", { name: 'Move "Private transfer to the camp" up' }).focus();
    await page.keyboard.press("Enter");
    await page.getByText(`"Private transfer to the camp" moved to position ${orderBefore.length - 1} of ${orderBefore.length}.`).waitFor();
    const orderAfter = await order();
    assert.equal(orderAfter.indexOf(transferId), orderBefore.length - 2, "moved up one place");
    assert.equal(
      await page.evaluate(() => document.activeElement?.closest(".proposal-item")?.getAttribute("data-item-id")),
      transferId,
      "focus stays on the moved item",
    );
    await saved(page);
    assert.deepEqual((await proposalOf(server, token, id)).days[0].items.map((entry) => entry.id), orderAfter, "the order is saved");

    // The same by drag: the transfer's handle dropped on the first item (headless Chromium starts
    // no native drag from the mouse, so the drag's events are dispatched as a browser sends them).
    await page.evaluate((movedId) => {
      const firstDay = document.querySelector(".proposal-day")!;
      const handle = firstDay.querySelector(`[data-item-id="${movedId}"] .proposal-item__handle`)!;
      const target = firstDay.querySelector(".proposal-item")!;
      const data = new DataTransfer();
      handle.dispatchEvent(new DragEvent("dragstart", { bubbles: true, dataTransfer: data }));
      target.dispatchEvent(new DragEvent("dragover", { bubbles: true, cancelable: true, dataTransfer: data }));
      target.dispatchEvent(new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: data }));
      handle.dispatchEvent(new DragEvent("dragend", { bubbles: true, dataTransfer: data }));
    }, transferId);
    await page.getByText("Item moved to position 1 of Day 1.").waitFor();
    assert.equal((await order())[0], transferId, "dropped first");
    await saved(page);
    assert.equal((await proposalOf(server, token, id)).days[0].items[0].id, transferId, "the dragged order is saved");

    // Days reorder by keyboard too: the first day moves down, announced, its move button keeps focus.
    const dayIds = await page.locator(".proposal-day").evaluateAll((els) => els.map((el) => el.getAttribute("data-day-id")));
    const firstTitle = await page.locator(".proposal-day").first().getByLabel("Day 1 title").inputValue();
    await page.getByRole("button", { name: "Move Day 1 down" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText(`${firstTitle || "Day 1"} moved to position 2 of ${dayIds.length}.`).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.closest(".proposal-day")?.getAttribute("data-day-id")), dayIds[0]);
    await saved(page);
    const movedDays = (await proposalOf(server, token, id)).days.map((entry) => entry.id);
    assert.deepEqual(movedDays.slice(0, 2), [dayIds[1], dayIds[0]], "the days' new order is saved");

    // A second option with its own item: its total is the days' plus its own, as the server says.
    await addSecondOption(page, "Sea-view suite", { title: "Sea-view suite upgrade", price: "400", quantity: "2" });
    await saved(page);
    const withOptions = await proposalOf(server, token, id);
    assert.equal(withOptions.options.length, 2);
    // Option 2 holds every day and its own suite (2 × 400); option 1 every day and its own items.
    const ownOfFirst = withOptions.options[0].items.reduce((sum, entry) => sum + entry.unitPrice * entry.quantity, 0);
    assert.equal(withOptions.totals[1].price, Math.round((withOptions.totals[0].price - ownOfFirst + 800) * 100) / 100);
    for (const total of withOptions.totals) {
      assert.equal((await shownTotals(page, total.optionId)).price, usd(total.price), "each option's total is the server's");
    }

    assert.equal(describeViolations("proposal editor", await seriousViolations(page)), "");
    await screenshot(page, "proposal-editor-1280");

    // Send: confirmed, then the traveller's email with the private link arrives.
    await page.getByRole("button", { name: "Send to traveller" }).click();
    const dialog = page.getByRole("dialog", { name: "Send the proposal?" });
    await dialog.getByText("Layla Haddad (layla@example.com)", { exact: false }).waitFor();
    await dialog.getByRole("button", { name: "Send", exact: true }).click();
    await page.locator('[data-proposal-status="Sent"]').waitFor();
    await page.locator(".proposal-sending").getByText("Not yet").waitFor();
    const mail = await smtp.waitFor((m) => m.to.includes("layla@example.com") && m.subject.startsWith("Your proposal: "));
    assert.match(mail.text, /https?:\/\/\S+\/proposals\/[A-Za-z0-9_-]{20,}/);
    await page.locator('.proposal-history__entry[data-version="1"]').waitFor();

    await page.getByRole("button", { name: "Revoke the link" }).click();
    await page.getByText("The traveller's link is revoked.").waitFor();
  } finally {
    await browser.close();
    await server.stop();
    await smtp.close();
  }
});

Deno.test("the editor works at 360 px and a stale save keeps what was typed", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const token = await adminToken(server);
    const inquiry = await sendInquiry(server, "noor@example.com");
    const created = await apiCall(server, "POST", "/proposals", token, { inquiryId: inquiry.id });
    assert.equal(created.status, 201, JSON.stringify(created.json));
    const id = created.json.data.id;

    const page = await (await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })).newPage();
    await logIn(page, server, adminCredentials.email, adminCredentials.password);
    await page.goto(`${server.url}/admin/proposals`);
    await page.locator(`[data-proposal-id="${id}"]`).getByRole("link").click();
    await page.locator(".proposal-editor").waitFor();
    await saved(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - globalThis.innerWidth);
    assert.ok(overflow <= 0, `no horizontal scrolling at 360 px (overflow ${overflow}px)`);
    assert.equal(describeViolations("proposal editor 360", await seriousViolations(page)), "");
    await screenshot(page, "proposal-editor-360");

    // The library: a day saved from this proposal is inserted again as its last day.
    const days = page.locator(".proposal-day");
    const dayCount = await days.count();
    await days.first().getByRole("button", { name: "Save day to library" }).click();
    await page.getByText("saved to the library.", { exact: false }).waitFor();
    await page.getByRole("button", { name: "Insert a day from the library" }).click();
    const library = page.getByRole("dialog", { name: "Saved days" });
    await library.locator(".proposal-picker__choice").first().click();
    await page.getByText("inserted from the library as the last day.", { exact: false }).waitFor();
    assert.equal(await days.count(), dayCount + 1);
    await saved(page);
    assert.equal((await apiCall(server, "GET", `/proposals/${id}`, token)).json.data.days.length, dayCount + 1);

    // In Arabic: the editor's texts from locales/ar/proposals.json, right to left, still 360 px wide.
    const arabic = JSON.parse(await Deno.readTextFile(new URL("../../locales/ar/proposals.json", import.meta.url)));
    await page.goto(`${server.url}/ar/admin/proposals/${id}`);
    await page.getByRole("heading", { level: 2, name: arabic["proposals.days.title"] }).waitFor();
    await saved(page);
    assert.equal(await page.evaluate(() => document.documentElement.dir), "rtl");
    const arabicOverflow = await page.evaluate(() => document.documentElement.scrollWidth - globalThis.innerWidth);
    assert.ok(arabicOverflow <= 0, `no sideways scrolling in Arabic at 360 px (overflow ${arabicOverflow}px)`);
    assert.equal(describeViolations("proposal editor 360 ar", await seriousViolations(page)), "");
    await screenshot(page, "proposal-editor-360-ar");
    await page.goto(`${server.url}/admin/proposals/${id}`);
    await page.locator(".proposal-editor").waitFor();
    await saved(page);

    // Someone else saves meanwhile; this editor's next save is refused and keeps its text.
    const theirs = (await apiCall(server, "GET", `/proposals/${id}`, token)).json.data;
    const { id: _id, version, status: _s, totals: _t, ...content } = theirs;
    for (const key of ["source", "requestText", "sentVersion", "rate", "views", "createdAt", "updatedAt", "createdBy"]) delete content[key];
    const other = await apiCall(server, "PUT", `/proposals/${id}`, token, { ...content, version, title: "Their title" });
    assert.equal(other.status, 200, JSON.stringify(other.json));

    await page.getByLabel("Proposal title").fill("My title for Noor");
    await page.locator('.proposal-editor[data-save="conflict"]').waitFor({ timeout: 15_000 });
    await page.getByRole("alert").getByText("Changed by someone else.").waitFor();
    assert.equal(await page.getByLabel("Proposal title").inputValue(), "My title for Noor", "nothing typed is lost");
    assert.match(await page.evaluate((key) => localStorage.getItem(key) ?? "", `aurum.proposalDraft.${id}`), /My title for Noor/);

    await page.getByRole("button", { name: "Save my copy over it" }).click();
    await saved(page);
    assert.equal((await apiCall(server, "GET", `/proposals/${id}`, token)).json.data.title, "My title for Noor");

    // A blank proposal from the list opens in the editor, with nothing of a request in it.
    const listed = (await apiCall(server, "GET", "/proposals", token)).json.data.length;
    await page.goto(`${server.url}/admin/proposals`);
    await page.getByRole("button", { name: "New proposal" }).click();
    await page.waitForURL((url) => /\/admin\/proposals\/[A-Za-z0-9_-]+$/.test(url.pathname) && !url.pathname.endsWith(id));
    await page.locator(".proposal-editor").waitFor();
    assert.equal(await page.getByText("The traveller's request").count(), 0);
    assert.equal((await apiCall(server, "GET", "/proposals", token)).json.data.length, listed + 1);
  } finally {
    await browser.close();
    await server.stop();
  }
});

Deno.test("Create proposal on the bespoke and live-chat desks opens the editor with the request's words", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const token = await adminToken(server);
    const bespoke = await apiCall(server, "POST", "/bespoke", token, {
      requestDetails: { destinationType: "Desert", travelStyle: "Romantic", interests: "Stargazing", duration: "10 days", budget: "Ultimate VIP" },
      generatedIdea: { title: "Stars Over Liwa", description: "Two nights in the dunes. A falconer at dawn." },
    });
    assert.equal(bespoke.status, 201, JSON.stringify(bespoke.json));
    const bespokeId = bespoke.json.data.submission.id;
    const sessionId = newChatSessionId();
    assert.equal((await apiCall(server, "POST", `/chat/sessions/${sessionId}/messages`, undefined, { text: "Is the villa free in May?" })).status, 201);

    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await logIn(page, server, adminCredentials.email, adminCredentials.password);

    await page.goto(`${server.url}/admin/bespoke-requests`);
    const request = page.locator(`[data-bespoke-id="${bespokeId}"]`);
    await request.getByRole("button").first().click();
    await request.getByRole("button", { name: "Create proposal" }).click();
    await page.waitForURL(/\/admin\/proposals\/[A-Za-z0-9_-]+$/);
    await page.locator(".proposal-editor").waitFor();
    const fromBespoke = (await apiCall(server, "GET", `/proposals/${page.url().split("/").pop()}`, token)).json.data;
    assert.deepEqual(fromBespoke.source, { kind: "bespoke", id: bespokeId });

    await page.goto(`${server.url}/admin/live-chats`);
    const conversation = page.locator(`[data-session-id="${sessionId}"]`);
    await conversation.getByRole("button").first().click();
    await conversation.getByRole("button", { name: "Create proposal" }).click();
    await page.waitForURL((url) => /\/admin\/proposals\/[A-Za-z0-9_-]+$/.test(url.pathname) && !url.pathname.endsWith(fromBespoke.id));
    await page.locator(".proposal-editor").waitFor();
    const fromChat = (await apiCall(server, "GET", `/proposals/${page.url().split("/").pop()}`, token)).json.data;
    assert.deepEqual(fromChat.source, { kind: "chat", id: sessionId });
    assert.match(fromChat.requestText ?? "", /Is the villa free in May\?/);
  } finally {
    await browser.close();
    await server.stop();
  }
});

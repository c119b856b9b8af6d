/**
 * The AI concierge in real Chromium against the real server, with a fake Gemini of our own:
 * a visitor chats and watches the answer stream, reloads and sees the history; an administrator
 * opens the conversation (Needs Review), replies, and the reply reaches the visitor's open widget
 * live; without a key the catalogue concierge answers with real links; a member designs a bespoke
 * idea and an administrator marks it contacted.
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { BESPOKE_TEXTS } from "../../contract/bespoke.ts";
import { CHAT_TEXTS, newChatSessionId } from "../../contract/chat/session.ts";
import { launchBrowser } from "../../scripts/browser.ts";
import { apiCall, logIn } from "../helpers/e2e.ts";
import { fakeGeminiEnv, gate, startFakeGemini } from "../helpers/fake-gemini.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

async function openChat(page: Page) {
  await page.getByRole("button", { name: "Live chat" }).click();
  const dialog = page.getByRole("dialog", { name: CHAT_TEXTS.title });
  await dialog.waitFor();
  return dialog;
}

Deno.test("live chat: streamed answer, history after reload, consultant handoff arriving live", async (t) => {
  const fake = await startFakeGemini();
  const server = await startServer({ env: fakeGeminiEnv(fake.url) });
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();

    await t.step("the visitor's question is answered as it streams", async () => {
      const pause = gate();
      fake.reply({ chunks: ["Dubai is at its best ", { wait: pause.wait }, "from November to March."] });
      const complaints: string[] = [];
      visitor.on("console", (message) => {
        if (message.type() === "error") complaints.push(message.text());
      });
      await visitor.goto(server.url);
      const dialog = await openChat(visitor);
      const greeting = dialog.locator("#initial-greeting-static");
      assert.match(await greeting.innerText(), /daily usage limits/);
      const box = dialog.getByLabel("Your message");
      const send = dialog.getByRole("button", { name: "Send" });
      assert.equal(await send.isDisabled(), true, "empty message cannot be sent");
      await box.fill("When is the best time to visit Dubai?");
      await box.press("Enter");
      // The first part is on screen while the model is still writing.
      const streaming = dialog.locator("[data-streaming=true]");
      await streaming.getByText("Dubai is at its best").waitFor();
      assert.equal(await dialog.getByRole("button", { name: "Sending..." }).isDisabled(), true, "busy blocks sending");
      pause.open();
      const answer = dialog.locator(".chat-msg[data-author=ai]").filter({ hasText: "Dubai is at its best from November to March." });
      await answer.waitFor();
      assert.match(await answer.innerText(), /AI concierge/);
      await streaming.waitFor({ state: "detached" });
      assert.equal(fake.requests.length, 1);
      // A new conversation has no history to ask the server for (it would answer 404, an error in the console).
      assert.deepEqual(complaints, [], "the console stays quiet");

      await visitor.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      assert.equal(await visitor.evaluate(() => document.activeElement?.textContent?.trim()), "Live chat");
    });

    await t.step("after a reload the conversation is still there", async () => {
      await visitor.reload();
      const dialog = await openChat(visitor);
      await dialog.getByText("When is the best time to visit Dubai?").waitFor();
      await dialog.getByText("Dubai is at its best from November to March.").waitFor();
      const stored = await visitor.evaluate(() => sessionStorage.getItem("chatSessionId"));
      assert.match(stored ?? "", /^anon_\d+_[0-9a-f]{32}$/);
    });

    await t.step("staff open it (Needs Review) and reply; the visitor sees the reply without reloading", async () => {
      await logIn(staff, server, adminCredentials.email, adminCredentials.password);
      await staff.goto(`${server.url}/admin/live-chats`);
      await staff.getByRole("heading", { level: 1, name: "Live Chats" }).waitFor();
      const row = staff.locator(".concierge-row").filter({ hasText: "Anonymous" }).first();
      await row.getByText("AI-Active").waitFor();
      await row.getByRole("button", { expanded: false }).click();
      await row.locator(".concierge-row__summary").getByText("Needs Review").waitFor();
      const transcript = row.getByRole("log", { name: "Transcript" });
      await transcript.getByText("When is the best time to visit Dubai?").waitFor();

      await row.getByLabel("Reply as a consultant").fill("Good afternoon, this is Layla from Aurum Voyages. May I call you?");
      await row.getByRole("button", { name: "Send reply" }).click();

      const dialog = visitor.getByRole("dialog", { name: CHAT_TEXTS.title });
      const reply = dialog.locator(".chat-msg[data-author=consultant]");
      await reply.getByText("this is Layla from Aurum Voyages").waitFor();
      assert.match(await reply.innerText(), /travel consultant/);
      await dialog.getByText("You are now chatting with one of our travel consultants.").waitFor();

      // The AI stays silent now, and the visitor's answer reaches the staff transcript live.
      await dialog.getByLabel("Your message").fill("Yes please, after 5 pm.");
      await dialog.getByRole("button", { name: "Send" }).click();
      await transcript.getByText("Yes please, after 5 pm.").waitFor();
      await dialog.getByRole("button", { name: "Send" }).waitFor();
      assert.equal(fake.requests.length, 1, "no AI answer after the consultant took over");
      assert.equal(await dialog.locator(".chat-msg[data-author=ai]").count(), 1);
    });

    await t.step("status dropdown and delete", async () => {
      const row = staff.locator(".concierge-row").filter({ hasText: "Anonymous" }).first();
      await row.getByLabel("Status").selectOption("Resolved");
      await row.locator(".concierge-row__summary").getByText("Resolved").waitFor();
      await row.getByRole("button", { name: "Delete conversation" }).click();
      await staff.getByRole("dialog", { name: "Delete this conversation?" }).getByRole("button", { name: "Delete" }).click();
      await staff.getByText("No conversations yet.").waitFor();
      await visitor.getByText("This conversation was closed by our team.").waitFor();
    });
  } finally {
    await browser?.close();
    await server.stop();
    await fake.close();
  }
});

Deno.test("without a key the concierge suggests real catalogue items; on a phone the window fits; a failed start says so", async () => {
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const page = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
    // A conversation this tab started earlier, whose history cannot be loaded now: the window says
    // so, and sending is blocked with CHAT_TEXTS' text.
    const earlier = newChatSessionId();
    assert.equal((await apiCall(server, "POST", `/chat/sessions/${earlier}/messages`, undefined, { text: "Hello from before" })).status, 201);
    await page.goto(`${server.url}/packages`);
    await page.evaluate((id) => sessionStorage.setItem("chatSessionId", id), earlier);
    await page.reload();
    await page.route("**/api/chat/sessions/*", (route) => route.abort());
    const dialog = await openChat(page);
    await dialog.getByText(CHAT_TEXTS.initFailed).waitFor();
    await dialog.getByLabel("Your message").fill("Hello?");
    assert.equal(await dialog.getByRole("button", { name: "Send" }).isDisabled(), true);
    await dialog.getByLabel("Your message").press("Enter");
    await dialog.getByText(CHAT_TEXTS.missingSession).waitFor();
    await page.unroute("**/api/chat/sessions/*");
    await dialog.getByRole("button", { name: "Try again" }).click();
    await dialog.getByText(CHAT_TEXTS.initFailed).waitFor({ state: "detached" });
    await dialog.getByText("Hello from before").waitFor();

    const box = await dialog.boundingBox();
    assert.ok(box && box.width <= 360 && box.height <= 600 && box.x >= 0, JSON.stringify(box));
    await dialog.getByLabel("Your message").fill("a desert safari with my family");
    await dialog.getByRole("button", { name: "Send" }).click();
    // The answer to this question, after the one to the earlier message.
    const answer = dialog.locator(".chat-msg[data-author=catalogue]").nth(1);
    await answer.getByText(CHAT_TEXTS.consultantFollowUp, { exact: false }).waitFor();
    assert.match(await answer.innerText(), /Concierge \(from our collection\)/);
    await answer.getByText("Our AI assistant is offline").waitFor();
    await answer.getByRole("link", { name: "Family Desert Safari Adventure" }).click();
    await page.waitForURL(/\/packages\/[a-z0-9]+$/);
    await page.getByRole("heading", { level: 1, name: "Family Desert Safari Adventure" }).waitFor();
  } finally {
    await browser?.close();
    await server.stop();
  }
});

Deno.test("bespoke: a member designs an idea, an administrator marks it contacted", async (t) => {
  const fake = await startFakeGemini();
  const server = await startServer({ env: fakeGeminiEnv(fake.url) });
  let browser: Browser | undefined;
  try {
    const admin = await apiCall(server, "POST", "/auth/login", undefined, adminCredentials);
    const adminToken = admin.json.data.access_token;
    const member = { name: "Omar Saleh", email: "omar.e2e@test.example", password: "omar-pass-1" };
    const created = await apiCall(server, "POST", "/auth/create-user", adminToken, { ...member, isApproved: true });
    assert.equal(created.status, 201, JSON.stringify(created.json));

    browser = await launchBrowser();
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();

    await t.step("the member generates and saves an idea", async () => {
      fake.reply({
        chunks: ["Title: Falcons, Dunes and Desert Starlight\nDescription: Fly falcons at dawn. Dine under the stars. Sleep in a palace."],
      });
      await logIn(page, server, member.email, member.password);
      await page.goto(`${server.url}/bespoke-experiences`);
      await page.getByRole("heading", { level: 1, name: "Design Your Dream Journey" }).waitFor();
      assert.equal(await page.getByLabel("Trip duration").inputValue(), "1 week");
      await page.getByRole("button", { name: "Generate My Bespoke Idea" }).click();
      await page.getByText("Destination type is required.").waitFor();
      await page.getByLabel("Destination type").fill("Desert");
      await page.getByLabel("Travel style").fill("Adventurous");
      await page.getByLabel("Interests").fill("Falconry and stargazing");
      await page.getByLabel("Trip duration").selectOption("10 days");
      await page.getByRole("button", { name: "Generate My Bespoke Idea" }).click();
      await page.getByRole("heading", { level: 2, name: "Falcons, Dunes and Desert Starlight" }).waitFor();
      await page.getByText(BESPOKE_TEXTS.saved).first().waitFor();
      const prompt = fake.requests.at(-1)?.body.contents[0].parts[0].text as string;
      assert.match(prompt, /Duration: 10 days/);
    });

    await t.step("an AI failure shows the Process Failed panel", async () => {
      fake.reply({ httpError: { status: 500, body: { error: { code: 500, message: "Internal error encountered.", status: "INTERNAL" } } } });
      await page.getByRole("button", { name: "Generate My Bespoke Idea" }).click();
      const panel = page.getByRole("alert").filter({ hasText: BESPOKE_TEXTS.failedTitle });
      await panel.getByText(BESPOKE_TEXTS.unavailable).waitFor();
    });

    await t.step("staff open it (Viewed) and mark it contacted", async () => {
      const staff = await (await browser!.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
      await logIn(staff, server, adminCredentials.email, adminCredentials.password);
      await staff.goto(`${server.url}/admin/bespoke-requests`);
      const row = staff.locator(".concierge-row").filter({ hasText: "Falcons, Dunes and Desert Starlight" });
      await row.getByText("Omar Saleh").waitFor();
      await row.locator(".badge").getByText("New").waitFor();
      await row.locator(".concierge-row__summary").click();
      await row.locator(".concierge-row__summary .badge").getByText("Viewed").waitFor();
      await row.getByText("Falconry and stargazing").waitFor();
      await row.getByText("Fly falcons at dawn.").waitFor();
      await row.getByRole("button", { name: "Mark as Contacted" }).click();
      await row.getByText("Client Contacted").waitFor();
      await row.locator(".concierge-row__summary .badge").getByText("Contacted").waitFor();
      const list = await apiCall(server, "GET", "/bespoke", adminToken);
      assert.equal(list.json.data[0].status, "Contacted");
      assert.equal(list.json.data[0].userEmail, member.email);
    });
  } finally {
    await browser?.close();
    await server.stop();
    await fake.close();
  }
});

/**
 * The chat that follows its visitor, in real Chromium against the real server (the catalogue
 * concierge answers, no AI key): a member finds their open conversation on a second browser; an
 * anonymous visitor who logs in keeps theirs; a visitor ends the chat and has the transcript emailed
 * (it arrives at the SMTP listener).
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { CHAT_TEXTS } from "../../contract/chat/session.ts";
import { launchBrowser } from "../../scripts/browser.ts";
import { apiCall, logIn } from "../helpers/e2e.ts";
import { adminCredentials, type RunningServer, startServer } from "../helpers/server.ts";
import { startSmtp } from "../helpers/smtp.ts";

const PASSWORD = "member-password-1";

async function createMember(server: RunningServer, name: string, email: string) {
  const admin = (await apiCall(server, "POST", "/auth/login", undefined, adminCredentials)).json.data.access_token;
  const res = await apiCall(server, "POST", "/auth/create-user", admin, {
    name,
    email,
    mobileNumber: "+971 50 000 0000",
    isApproved: true,
    password: PASSWORD,
  });
  assert.equal(res.status, 201, JSON.stringify(res.json));
}

async function openChat(page: Page) {
  await page.getByRole("button", { name: "Live chat" }).click();
  const dialog = page.getByRole("dialog", { name: CHAT_TEXTS.title });
  await dialog.waitFor();
  return dialog;
}

/** Sends a message and waits for the concierge's answer. */
async function say(page: Page, text: string) {
  const dialog = await openChat(page);
  await dialog.getByLabel("Your message").fill(text);
  await dialog.getByLabel("Your message").press("Enter");
  await dialog.locator(".chat-msg[data-author=visitor]").filter({ hasText: text }).waitFor();
  await dialog.locator(".chat-msg[data-author=catalogue]").last().waitFor();
  await page.keyboard.press("Escape");
}

Deno.test("chat that follows the visitor: on every device, kept on logging in, ended and emailed", async (t) => {
  const smtp = await startSmtp();
  const server = await startServer({ env: { SMTP_URL: smtp.url } });
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const newPage = async () => await (await browser!.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await createMember(server, "Layla Haddad", "layla@example.com");
    await createMember(server, "Omar Nassar", "omar@example.com");

    await t.step("a member's open conversation and its history are there on a second browser", async () => {
      const laptop = await newPage();
      await logIn(laptop, server, "layla@example.com", PASSWORD);
      await say(laptop, "We dream of the Maldives for our honeymoon");
      const phone = await newPage();
      await logIn(phone, server, "layla@example.com", PASSWORD);
      const dialog = await openChat(phone);
      await dialog.locator(".chat-msg[data-author=visitor]").filter({ hasText: "We dream of the Maldives for our honeymoon" }).waitFor();
      await dialog.locator(".chat-msg[data-author=catalogue]").first().waitFor();
      const ids = await Promise.all([laptop, phone].map((p) => p.evaluate(() => sessionStorage.getItem("chatSessionId"))));
      assert.equal(ids[0], ids[1], "one conversation on both devices");
      assert.match(ids[0] ?? "", /^user_/);
    });

    await t.step("on a slow network, a message sent while the conversation loads goes once it has loaded", async () => {
      const tablet = await newPage();
      await logIn(tablet, server, "layla@example.com", PASSWORD);
      // The conversation's history is held until the message has been sent.
      let release = () => {};
      const held = new Promise<void>((resolve) => release = resolve);
      await tablet.context().route("**/api/chat/sessions/*", async (route) => {
        if (route.request().method() === "GET") await held;
        await route.fallback();
      });
      const dialog = await openChat(tablet);
      const text = "Could we add two nights in Paris on the way home?";
      await dialog.getByLabel("Your message").fill(text);
      await dialog.getByLabel("Your message").press("Enter");
      await dialog.getByRole("button", { name: "Sending..." }).waitFor();
      release();
      await dialog.locator(".chat-msg[data-author=visitor]").filter({ hasText: text }).waitFor();
      await dialog.locator(".chat-msg[data-author=visitor]").filter({ hasText: "We dream of the Maldives for our honeymoon" }).waitFor();
      await dialog.locator(".chat-msg[data-author=catalogue]").nth(1).waitFor();
      assert.equal(await dialog.getByRole("alert").count(), 0, "no error: nothing asks the visitor to reopen the chat");
      assert.equal(await dialog.getByLabel("Your message").inputValue(), "");
      const token = await tablet.evaluate(() => localStorage.getItem("authToken"));
      const mine = await apiCall(server, "GET", "/chat/mine", token ?? undefined);
      const sent = (mine.json.data.messages as Array<{ text: string }>).filter((message) => message.text === text);
      assert.equal(sent.length, 1, "stored once");
      await tablet.context().unrouteAll();
    });

    const visitor = await newPage();
    await t.step("an anonymous visitor who logs in keeps the conversation they started", async () => {
      await visitor.goto(server.url);
      await say(visitor, "Is Kyoto lovely in April?");
      const anonymous = await visitor.evaluate(() => sessionStorage.getItem("chatSessionId"));
      assert.match(anonymous ?? "", /^anon_/);
      await logIn(visitor, server, "omar@example.com", PASSWORD);
      const dialog = await openChat(visitor);
      await dialog.locator(".chat-msg[data-author=visitor]").filter({ hasText: "Is Kyoto lovely in April?" }).waitFor();
      assert.equal(await visitor.evaluate(() => sessionStorage.getItem("chatSessionId")), anonymous);
      // The server agrees: it is now the member's open conversation.
      const token = await visitor.evaluate(() => localStorage.getItem("authToken"));
      const mine = await apiCall(server, "GET", "/chat/mine", token ?? undefined);
      assert.equal(mine.json.data.sessionId, anonymous);
      await visitor.keyboard.press("Escape");
    });

    await t.step("the visitor ends the chat and has the transcript emailed", async () => {
      const dialog = await openChat(visitor);
      await dialog.getByRole("button", { name: "End chat" }).click();
      await dialog.getByText("You ended this conversation.").waitFor();
      assert.equal(await dialog.getByLabel("Your message").count(), 0, "an ended chat takes no more messages");
      const address = dialog.getByLabel("Email address");
      assert.equal(await address.inputValue(), "omar@example.com", "the member's address is offered");
      await address.fill("omar.travels@example.com");
      await dialog.getByRole("button", { name: "Email me the transcript" }).click();
      await dialog.getByText("The transcript is on its way to omar.travels@example.com.").waitFor();
      const mail = await smtp.waitFor((m) => m.to.includes("omar.travels@example.com"));
      assert.match(mail.subject, /Your conversation with Aurum Voyages/);
      assert.ok(mail.text.includes("Is Kyoto lovely in April?"), mail.text);

      await dialog.getByRole("button", { name: "Start a new conversation" }).click();
      await dialog.getByLabel("Your message").waitFor();
      assert.equal(await dialog.locator(".chat-msg[data-author=visitor]").count(), 0, "a new conversation starts empty");
    });
  } finally {
    await browser?.close();
    await server.stop();
    await smtp.close();
  }
});

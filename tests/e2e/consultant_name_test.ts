/**
 * The name a consultant shows travellers, in real Chromium against the real server: a staff member
 * sets "Display name in chat" in their own profile, replies to a visitor from the live-chat desk,
 * and the visitor's open widget shows the reply signed with that name.
 */
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { CHAT_TEXTS } from "../../contract/chat/session.ts";
import { launchBrowser } from "../../scripts/browser.ts";
import { logIn } from "../helpers/e2e.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

const SCREENSHOTS = Deno.env.get("SCREENSHOT_DIR");

Deno.test("staff set the name travellers see in their profile; the visitor's chat shows replies signed with it", async () => {
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();

    await visitor.goto(server.url);
    await visitor.getByRole("button", { name: "Live chat" }).click();
    const widget = visitor.getByRole("dialog", { name: CHAT_TEXTS.title });
    await widget.getByLabel("Your message").fill("Could a consultant help me plan a proposal?");
    await widget.getByRole("button", { name: "Send" }).click();
    await widget.locator(".chat-msg[data-author=catalogue]").waitFor();

    await logIn(staff, server, adminCredentials.email, adminCredentials.password);
    await staff.getByRole("button", { name: "Edit Profile" }).click();
    const form = staff.getByRole("dialog", { name: "Edit Profile" });
    const shownName = form.getByLabel("Display name in chat");
    assert.equal(await shownName.inputValue(), "");
    await form.getByText("Leave empty to use the first name").waitFor();
    await shownName.fill("  Layla Haddad ");
    if (SCREENSHOTS) await staff.screenshot({ path: `${SCREENSHOTS}/profile-display-name.png` });
    await form.getByRole("button", { name: "Save Changes" }).click();
    await form.waitFor({ state: "detached" });

    await staff.goto(`${server.url}/admin/live-chats`);
    const row = staff.locator(".concierge-row").filter({ hasText: "Anonymous" }).first();
    await row.getByRole("button", { expanded: false }).click();
    await row.getByLabel("Reply as a consultant").fill("Congratulations! I would love to help. May I call you?");
    await row.getByRole("button", { name: "Send reply" }).click();

    const reply = widget.locator(".chat-msg[data-author=consultant]");
    await reply.getByText("I would love to help").waitFor();
    assert.match(await reply.innerText(), /Layla Haddad, travel consultant/);
    if (SCREENSHOTS) await visitor.screenshot({ path: `${SCREENSHOTS}/widget-display-name.png` });
  } finally {
    await browser?.close();
    await server.stop();
  }
});

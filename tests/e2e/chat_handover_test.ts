/**
 * Taking a live chat over from the AI and handing it back, in real Chromium against the real server:
 * the desk's button and hint follow the conversation's handler, and a handover that fails (the
 * network drops the request) says so in the row instead of doing nothing. The staff area has no
 * visitor's chat button; the public pages keep it.
 */
import assert from "node:assert/strict";
import { newChatSessionId } from "../../contract/chat/session.ts";
import { launchBrowser } from "../../scripts/browser.ts";
import { apiCall, logIn } from "../helpers/e2e.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

const SCREENSHOTS = Deno.env.get("SCREENSHOT_DIR");

Deno.test("staff take a chat over from the AI and hand it back; a failed handover says so", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const sessionId = newChatSessionId();
    const sent = await apiCall(server, "POST", `/chat/sessions/${sessionId}/messages`, undefined, { text: "Could someone plan a surprise dinner in the desert?" });
    assert.equal(sent.status, 201);

    const staff = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
    await logIn(staff, server, adminCredentials.email, adminCredentials.password);
    await staff.goto(`${server.url}/admin/live-chats`);
    const row = staff.locator(".concierge-row").filter({ hasText: "Anonymous" }).first();
    await row.getByRole("button", { expanded: false }).click();
    // The row shows the visitor's last message too: the transcript (the log) is where it must appear.
    await row.getByRole("log").getByText("surprise dinner in the desert").waitFor();
    // Staff answer chats here: no visitor's chat button floats over the desk (in any language).
    assert.equal(await staff.locator(".chat-launcher").count(), 0, "no chat button in the staff area");

    // The network drops the handover: the row says it failed, and nothing changed.
    const handler = `**/api/chat/sessions/${sessionId}/handler`;
    await staff.route(handler, (route) => route.abort());
    await row.getByRole("button", { name: "Take over from the AI" }).click();
    await row.getByRole("alert").filter({ hasText: "The conversation could not be taken over from the AI. Please try again." }).waitFor();
    if (SCREENSHOTS) await row.screenshot({ path: `${SCREENSHOTS}/chat-handover-failed-360.png` });
    assert.equal(await row.getByRole("button", { name: "Take over from the AI" }).isEnabled(), true);
    await staff.unroute(handler);

    // Again, with the network back: the consultant has the conversation, the error is gone.
    await row.getByRole("button", { name: "Take over from the AI" }).click();
    await row.getByRole("button", { name: "Hand back to the AI" }).waitFor();
    assert.equal(await row.getByRole("alert").count(), 0, "the earlier failure is cleared");
    const stored = await apiCall(server, "GET", `/chat/sessions/${sessionId}`, await adminToken(server));
    assert.equal(stored.json.data.handler, "consultant");

    // Handing it back fails the same way, then works.
    await staff.route(handler, (route) => route.abort());
    await row.getByRole("button", { name: "Hand back to the AI" }).click();
    await row.getByRole("alert").filter({ hasText: "The conversation could not be handed back to the AI. Please try again." }).waitFor();
    await staff.unroute(handler);
    await row.getByRole("button", { name: "Hand back to the AI" }).click();
    await row.getByRole("button", { name: "Take over from the AI" }).waitFor();
    assert.equal((await apiCall(server, "GET", `/chat/sessions/${sessionId}`, await adminToken(server))).json.data.handler, "ai");

    await staff.goto(`${server.url}/fr/admin/inquiries`);
    await staff.getByRole("heading", { level: 1 }).waitFor();
    assert.equal(await staff.locator(".chat-launcher").count(), 0, "none in the French staff area either");
    await staff.goto(`${server.url}/fr/`);
    await staff.locator(".chat-launcher").waitFor();
  } finally {
    await browser.close();
    await server.stop();
  }
});

async function adminToken(server: Parameters<typeof apiCall>[0]): Promise<string> {
  const res = await apiCall(server, "POST", "/auth/login", undefined, adminCredentials);
  return res.json.data.access_token;
}

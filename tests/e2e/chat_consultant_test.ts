/**
 * "Talk to a consultant" says what is true, in real Chromium against the real server on a phone:
 * with a consultant at the desk, the visitor reads that one has been asked to join (not that they
 * are already chatting with one); a staff reply turns it into "You are now chatting...". With
 * nobody at the desk, a French page says by when the team will answer, the time written in French,
 * and no line claims a consultant is there until one writes.
 */
import assert from "node:assert/strict";
import type { Locator, Page } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { apiCall } from "../helpers/e2e.ts";
import { adminCredentials, type RunningServer, startServer } from "../helpers/server.ts";

const SCREENSHOTS = Deno.env.get("SCREENSHOT_DIR");
const JOINED = "You are now chatting with one of our travel consultants.";
const WAITING = "A consultant has been asked to join; they will write to you here shortly.";

async function adminToken(server: RunningServer): Promise<string> {
  return (await apiCall(server, "POST", "/auth/login", undefined, adminCredentials)).json.data.access_token;
}

/** Opens the chat, asks a question, waits for the concierge, and asks for a consultant. */
async function askForConsultant(page: Page, question: string, button: string): Promise<{ dialog: Locator; sessionId: string }> {
  await page.locator(".chat-launcher").click();
  const dialog = page.getByRole("dialog");
  await dialog.locator("textarea").fill(question);
  await dialog.locator("textarea").press("Enter");
  await dialog.locator(".chat-msg[data-author=catalogue]").waitFor();
  await dialog.getByRole("button", { name: button }).click();
  const sessionId = await page.evaluate(() => sessionStorage.getItem("chatSessionId"));
  assert.ok(sessionId);
  return { dialog, sessionId };
}

async function staffReply(server: RunningServer, sessionId: string, text: string) {
  const res = await apiCall(server, "POST", `/chat/sessions/${sessionId}/messages`, await adminToken(server), { text, role: "model" });
  assert.equal(res.status, 201, JSON.stringify(res.json));
}

Deno.test("talk to a consultant: waiting until one writes, then joined; away until a time in the page's language", async (t) => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    await t.step("nobody at the desk, on a French page: away until a time written in French, nobody claimed", async () => {
      const page = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
      await page.goto(`${server.url}/fr/`);
      const { dialog, sessionId } = await askForConsultant(page, "Un séjour à Dubaï", "Parler à un conseiller");
      const away = dialog.locator(".chat-window__away");
      await away.getByText("Nos conseillers sont absents pour le moment.").waitFor();
      const said = await away.innerText();
      assert.match(said, /d’ici le \d{1,2} (janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)\.? \d{4}/, said);
      assert.equal(await dialog.locator(".chat-window__handoff").count(), 0, "no line says a consultant is there");
      if (SCREENSHOTS) await dialog.screenshot({ path: `${SCREENSHOTS}/chat-consultant-away-fr-360.png` });

      await staffReply(server, sessionId, "Bonjour, ici Layla.");
      await dialog.locator(".chat-msg[data-author=consultant]").getByText("Bonjour, ici Layla.").waitFor();
      await dialog.locator(".chat-window__handoff").getByText("Vous échangez désormais avec l’un de nos conseillers voyage.").waitFor();
      assert.equal(await away.count(), 0, "the away note gives way once a consultant wrote");
    });

    await t.step("a consultant at the desk: asked to join, not yet chatting; a staff reply joins", async () => {
      // A consultant's answered request to the chat marks the desk as staffed.
      assert.equal((await apiCall(server, "GET", "/chat/sessions", await adminToken(server))).status, 200);
      const page = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
      await page.goto(server.url);
      const { dialog, sessionId } = await askForConsultant(page, "A desert safari with our kids", "Talk to a consultant");
      const status = dialog.locator(".chat-window__handoff");
      await status.getByText(WAITING).waitFor();
      assert.equal(await dialog.getByText(JOINED).count(), 0, "not chatting with anyone yet");
      if (SCREENSHOTS) await dialog.screenshot({ path: `${SCREENSHOTS}/chat-consultant-waiting-360.png` });

      await staffReply(server, sessionId, "Hello, this is Layla from Aurum Voyages.");
      await dialog.locator(".chat-msg[data-author=consultant]").getByText("this is Layla").waitFor();
      await status.getByText(JOINED).waitFor();
      assert.equal(await dialog.getByText(WAITING).count(), 0);
    });
  } finally {
    await browser.close();
    await server.stop();
  }
});

/**
 * A full thread, in Chromium against the real server: once an inquiry's thread holds
 * LIMITS.threadMessages messages, the traveller's page (here in French, on a phone) says so in its
 * own language when they write, and keeps what they wrote.
 */
import assert from "node:assert/strict";
import { LIMITS } from "../../contract/limits.ts";
import { launchBrowser } from "../../scripts/browser.ts";
import { apiCall, sendInquiry } from "../helpers/e2e.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";
import { startSmtp } from "../helpers/smtp.ts";

Deno.test("a full thread refuses a traveller's message in the page's language", async () => {
  const smtp = await startSmtp();
  const server = await startServer({ env: { SMTP_URL: smtp.url } });
  const browser = await launchBrowser();
  try {
    const inquiry = await sendInquiry(server, "camille@example.com");
    const mail = await smtp.waitFor((m) => m.to.includes("camille@example.com"), 20_000);
    const token = mail.text.match(/\/threads\/([A-Za-z0-9_-]{43})/)?.[1];
    assert.ok(token, mail.text);
    const admin = (await apiCall(server, "POST", "/auth/login", undefined, adminCredentials)).json.data.access_token;
    for (let i = 0; i < LIMITS.threadMessages; i++) {
      assert.equal((await apiCall(server, "POST", `/inquiries/${inquiry.id}/notes`, admin, { text: `Note ${i}` })).status, 201);
    }

    const page = await (await browser.newContext({ viewport: { width: 360, height: 800 }, serviceWorkers: "block" })).newPage();
    await page.goto(`${server.url}/fr/threads/${token}`);
    const box = page.locator(".composer textarea");
    await box.fill("Pouvons-nous ajouter une nuit ?");
    await page.locator('.composer button[type="submit"]').click();
    await page.getByText(`Cette conversation a atteint sa limite de ${LIMITS.threadMessages} messages`, { exact: false }).waitFor();
    assert.equal(await page.getByText("This conversation has reached its limit", { exact: false }).count(), 0);
    assert.equal(await box.inputValue(), "Pouvons-nous ajouter une nuit ?", "what they wrote stays in the box");
  } finally {
    await browser.close();
    await server.stop();
    await smtp.close();
  }
});

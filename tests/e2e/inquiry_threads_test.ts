/**
 * Inquiry threads end to end in real Chromium against the real server and a real SMTP listener:
 * a consultant answers on the desk, the traveller opens the emailed private link in a fresh browser
 * (no login) and writes back, and the desk shows it without a reload; a member finds their
 * inquiries on "My journeys" on a phone.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { describeViolations, seriousViolations } from "../helpers/axe.ts";
import { adminToken, apiCall, logIn, sendInquiry } from "../helpers/e2e.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";
import { type ReceivedMail, startSmtp } from "../helpers/smtp.ts";

const SHOTS = Deno.env.get("E2E_SCREENSHOTS");

async function screenshot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

function linkIn(mail: ReceivedMail): string {
  const match = mail.text.match(/https?:\/\/\S+\/threads\/[A-Za-z0-9_-]{43}/);
  assert.ok(match, mail.text);
  return match[0];
}

Deno.test("the desk answers, the traveller replies through the emailed link, and the desk shows it live", async () => {
  const smtp = await startSmtp();
  const server = await startServer({ env: { SMTP_URL: smtp.url, STAFF_EMAIL: "desk@e2e.example" } });
  const browser = await launchBrowser();
  try {
    const inquiry = await sendInquiry(server, "layla@example.com");
    const desk = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await logIn(desk, server, adminCredentials.email, adminCredentials.password);
    await desk.goto(`${server.url}/admin/inquiries?id=${inquiry.id}`);
    const row = desk.locator(`[data-inquiry-id="${inquiry.id}"]`);
    await row.getByText("No replies or notes yet.").waitFor();

    await row.getByRole("button", { name: "Internal note" }).click();
    await row.getByLabel(/^Internal note/).fill("Prefers calls after 6 pm.");
    await row.getByRole("button", { name: "Add note" }).click();
    await row.locator('.thread__message[data-kind="note"]').getByText("Prefers calls after 6 pm.").waitFor();

    await row.getByRole("button", { name: "Reply to traveller" }).click();
    await row.getByLabel(/^Reply to Layla Haddad/).fill("Dear Layla,\nwe have a sea-view suite <b>for you</b>.");
    await row.getByRole("button", { name: "Send reply" }).click();
    await row.locator('.thread__message[data-kind="reply"]').getByText("Emailed").waitFor({ timeout: 15_000 });
    await row.locator(".desk-item__status").getByText("Responded").waitFor();

    const mail = await smtp.waitFor((m) => m.to.includes("layla@example.com") && m.subject === `Your inquiry: ${inquiry.itemName}`);
    assert.match(mail.text, /we have a sea-view suite <b>for you<\/b>\./);

    // A fresh browser: no session, no storage; the link alone opens the thread.
    const traveller = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await traveller.goto(linkIn(mail));
    await traveller.getByRole("heading", { level: 1, name: "Your inquiry" }).waitFor();
    const reply = traveller.locator('.thread__message[data-kind="reply"]');
    await reply.getByText("we have a sea-view suite <b>for you</b>.", { exact: false }).waitFor();
    assert.equal(await reply.locator("b").count(), 0, "the reply is shown as text, not markup");
    assert.equal(await reply.locator(".thread__kind").textContent(), "Consultant", "the English label as the product writes it");
    assert.equal(await traveller.locator('[aria-current="step"]').textContent(), "Answered");
    assert.equal(await traveller.getByText("Prefers calls after 6 pm.").count(), 0, "notes never reach the traveller");
    assert.equal(describeViolations("traveller thread", await seriousViolations(traveller)), "");

    await traveller.getByLabel("Write to your consultant").fill("Wonderful, we would like two rooms.");
    await traveller.getByRole("button", { name: "Send message" }).click();
    await traveller.locator('.thread__message[data-kind="traveller"]').getByText("Wonderful, we would like two rooms.").waitFor();
    assert.equal(await traveller.getByLabel("Write to your consultant").inputValue(), "");
    await screenshot(traveller, "thread-traveller");

    // The desk, untouched since, shows the traveller's message.
    await row.locator('.thread__message[data-kind="traveller"]').getByText("Wonderful, we would like two rooms.").waitFor({ timeout: 15_000 });
    await smtp.waitFor((m) => m.to.includes("desk@e2e.example") && m.text.includes("two rooms"));
    await screenshot(desk, "thread-desk");

    // Revoked on the desk, the link no longer opens the thread.
    await row.getByRole("button", { name: "Revoke links" }).click();
    await row.getByText("The traveller has no working link", { exact: false }).waitFor();
    await traveller.reload();
    await traveller.getByText("This conversation link is not valid.", { exact: false }).waitFor();
  } finally {
    await browser.close();
    await server.stop();
    await smtp.close();
  }
});

Deno.test("a member finds their inquiries on My journeys on a phone, and opens one", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const admin = await adminToken(server);
    const email = "noor@example.com";
    const created = await apiCall(server, "POST", "/auth/create-user", admin, {
      name: "Noor Saleh",
      email,
      mobileNumber: "+44 20 7946 0958",
      isApproved: true,
      password: "member-password-1",
    });
    assert.equal(created.status, 201);
    const first = await sendInquiry(server, email);
    const answered = await sendInquiry(server, email);
    await sendInquiry(server, "someone-else@example.com");
    assert.equal((await apiCall(server, "POST", `/inquiries/${answered.id}/replies`, admin, { text: "Your villa is held until Friday." })).status, 201);

    const page = await (await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })).newPage();
    await logIn(page, server, email, "member-password-1");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("link", { name: "My journeys" }).click();
    await page.getByRole("heading", { level: 1, name: "My journeys" }).waitFor();
    const cards = page.locator(".journey");
    await cards.first().waitFor();
    assert.deepEqual(await cards.evaluateAll((els) => els.map((el) => el.getAttribute("data-id"))), [answered.id, first.id]);
    assert.equal(await cards.first().locator(".journey__status").textContent(), "Responded");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - globalThis.innerWidth);
    assert.ok(overflow <= 0, `no horizontal scrolling at 360 px (overflow ${overflow}px)`);
    assert.equal(describeViolations("my journeys", await seriousViolations(page)), "");
    await screenshot(page, "journeys-360");

    // Live: a reply on the other inquiry moves it to the top without a reload.
    await apiCall(server, "POST", `/inquiries/${first.id}/replies`, admin, { text: "And your safari too." });
    await page.waitForFunction((id) => document.querySelector(".journey")?.getAttribute("data-id") === id, first.id, { timeout: 20_000 });

    await cards.first().getByRole("link", { name: /Open conversation/ }).click();
    await page.getByText("And your safari too.").waitFor();
    await screenshot(page, "journey-thread-360");
  } finally {
    await browser.close();
    await server.stop();
  }
});

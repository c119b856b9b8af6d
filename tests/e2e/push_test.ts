/**
 * Web Push in real Chromium with the production build. Headless Chromium has no push service to
 * subscribe to (pushManager.subscribe is refused), so the page side is driven the way DevTools does:
 *
 * - the offer: the chat asks only after the visitor's first message, never on page load, and a
 *   refused permission (headless Chromium refuses an unanswered prompt) is said plainly; staff see
 *   theirs on the admin dashboard;
 * - `push`: a message is delivered to the service worker with the DevTools protocol
 *   (`ServiceWorker.deliverPushMessage`), and the notification it shows is read back with
 *   `registration.getNotifications()`;
 * - `notificationclick`: a headless browser has no notification to click, so the test dispatches a
 *   `NotificationEvent("notificationclick")` for that notification inside the service worker
 *   (Playwright's evaluate in the worker): the open window of the app is brought to the link, and
 *   the link `/?chat=open` opens the chat. Not driven: `clients.openWindow` when no window of the
 *   app is open (a synthetic event carries no user activation, which Chromium requires for it).
 */
import assert from "node:assert/strict";
import { CHAT_TEXTS } from "../../contract/chat/session.ts";
import { PUSH_NOTIFICATIONS } from "../../contract/push.ts";
import { launchBrowser } from "../../scripts/browser.ts";
import { clickNotification, pushAndRead } from "../helpers/browser-push.ts";
import { apiCall, appHasTakenOver, logIn } from "../helpers/e2e.ts";
import { packageInquiryBody } from "../helpers/fixtures.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";
import { startSmtp } from "../helpers/smtp.ts";

/** The English texts the screens show: the switch's own and each screen's offer, from the locales tree. */
const english = (area: string): Record<string, string> =>
  JSON.parse(Deno.readTextFileSync(new URL(`../../locales/en/${area}.json`, import.meta.url)));
const SWITCH = english("push-switch");
const TEXTS = {
  chatOffer: english("chat")["chatWindow.pushOffer"],
  staffOffer: english("admin")["dashboard.pushOffer"],
  turnOn: SWITCH["push.turnOn"],
  denied: SWITCH["push.denied"],
};

Deno.test("push: offered at the right moment, shown by the service worker, opened on click", async (t) => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();

    await t.step("the chat offers notifications after the visitor's message, and says when the browser blocks them", async () => {
      await page.goto(server.url);
      await page.getByRole("heading", { level: 1, name: "Experience the World, Exquisitely." }).waitFor();
      await page.getByRole("button", { name: "Live chat" }).click();
      const dialog = page.getByRole("dialog", { name: CHAT_TEXTS.title });
      await dialog.waitFor();
      assert.equal(await dialog.getByText(TEXTS.chatOffer).count(), 0, "nothing offered before a question");
      await dialog.getByLabel("Your message").fill("Can a consultant plan a honeymoon in the Maldives?");
      await dialog.getByLabel("Your message").press("Enter");
      await dialog.getByText(TEXTS.chatOffer).waitFor();
      assert.equal(await page.evaluate(() => Notification.permission), "default", "the browser was never asked on its own");
      await dialog.getByRole("button", { name: TEXTS.turnOn }).click();
      await dialog.getByText(TEXTS.denied).waitFor();
    });

    await t.step("a delivered push shows its title, keeping its link", async () => {
      await context.grantPermissions(["notifications"], { origin: server.url });
      await page.goto(`${server.url}/packages`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
      assert.deepEqual(await pushAndRead(context, page, server.url, PUSH_NOTIFICATIONS.chatAnswered), [
        { title: PUSH_NOTIFICATIONS.chatAnswered.title, data: { url: PUSH_NOTIFICATIONS.chatAnswered.url } },
      ]);
    });

    await t.step("a click brings the app's window to the link: the chat opens", async () => {
      await clickNotification(context, server.url);
      await page.waitForURL(`${server.url}/`);
      await page.getByRole("dialog", { name: CHAT_TEXTS.title }).waitFor();
      await page.getByText("Can a consultant plan a honeymoon in the Maldives?").waitFor();
      const left = await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length);
      assert.equal(left, 0, "the clicked notification is closed");
    });

    await t.step("a push with a link off the site opens the home page instead", async () => {
      assert.deepEqual(await pushAndRead(context, page, server.url, { title: "Elsewhere", url: "https://evil.example/" }), [{ title: "Elsewhere", data: { url: "/" } }]);
    });

    await t.step("staff find their own offer on the admin dashboard", async () => {
      const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
      await logIn(staff, server, adminCredentials.email, adminCredentials.password);
      await staff.goto(`${server.url}/admin`);
      await staff.getByText(TEXTS.staffOffer).waitFor();
      await staff.getByRole("button", { name: TEXTS.turnOn }).waitFor();
    });
  } finally {
    await browser.close();
    await server.stop();
  }
});

Deno.test("push: a traveller without an account is offered notifications on the thread's page; the reply's push opens the thread", async () => {
  const smtp = await startSmtp();
  const server = await startServer({ env: { SMTP_URL: smtp.url } });
  const browser = await launchBrowser();
  try {
    const pkg = (await apiCall(server, "GET", "/packages")).json.data.packages[0];
    const email = "layla@example.com";
    const sent = await apiCall(server, "POST", "/inquiries", undefined, packageInquiryBody(pkg, email));
    assert.equal(sent.status, 201);
    const linkIn = (text: string) => text.match(/\/threads\/([A-Za-z0-9_-]{43})/)?.[1] ?? "";
    const first = linkIn((await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith("We have received"))).text);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(["notifications"], { origin: server.url });
    const page = await context.newPage();
    await page.goto(`${server.url}/threads/${first}`);
    await page.getByRole("heading", { level: 1, name: "Your inquiry" }).waitFor();
    await page.getByText("Get notified on this device when a consultant answers this inquiry.").waitFor();
    await page.getByRole("button", { name: TEXTS.turnOn }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });

    // The consultant answers: the push the server sends carries the reply's own link (as its email does).
    const admin = (await apiCall(server, "POST", "/auth/login", undefined, adminCredentials)).json.data.access_token;
    assert.equal((await apiCall(server, "POST", `/inquiries/${sent.json.data.id}/replies`, admin, { text: "Your suite is held." })).status, 201);
    const reply = linkIn((await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith("Your inquiry"))).text);
    const payload = { title: PUSH_NOTIFICATIONS.inquiryAnswered.title, url: `/threads/${reply}` };
    await page.goto(`${server.url}/packages`);
    await appHasTakenOver(page);
    assert.deepEqual(await pushAndRead(context, page, server.url, payload), [{ title: payload.title, data: { url: payload.url } }]);

    await clickNotification(context, server.url);
    await page.waitForURL(`${server.url}/threads/${reply}`);
    await page.getByText("Your suite is held.").waitFor();
  } finally {
    await browser.close();
    await server.stop();
    await smtp.close();
  }
});

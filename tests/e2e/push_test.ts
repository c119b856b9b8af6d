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
import type { BrowserContext, Page } from "playwright-core";
import { CHAT_TEXTS } from "../../contract/chat.ts";
import { PUSH_NOTIFICATIONS, PUSH_TEXTS } from "../../contract/push.ts";
import { launchBrowser } from "../../scripts/browser.ts";
import { logIn } from "../helpers/e2e.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

/** Delivers `data` to the page's service worker as a push message, as DevTools does. */
async function deliverPush(context: BrowserContext, page: Page, origin: string, data: unknown): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId: await found, data: JSON.stringify(data) });
}

/** The notifications the service worker shows, once there are any (10 s at most). */
async function notificationsShown(page: Page) {
  const deadline = Date.now() + 10_000;
  while (true) {
    const shown = await page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, data: n.data }))
    );
    if (shown.length > 0 || Date.now() > deadline) return shown;
    await page.waitForTimeout(100);
  }
}

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
      assert.equal(await dialog.getByText(PUSH_TEXTS.chatOffer).count(), 0, "nothing offered before a question");
      await dialog.getByLabel("Your message").fill("Can a consultant plan a honeymoon in the Maldives?");
      await dialog.getByLabel("Your message").press("Enter");
      await dialog.getByText(PUSH_TEXTS.chatOffer).waitFor();
      assert.equal(await page.evaluate(() => Notification.permission), "default", "the browser was never asked on its own");
      await dialog.getByRole("button", { name: PUSH_TEXTS.turnOn }).click();
      await dialog.getByText(PUSH_TEXTS.denied).waitFor();
    });

    await t.step("a delivered push shows its title, keeping its link", async () => {
      await context.grantPermissions(["notifications"], { origin: server.url });
      await page.goto(`${server.url}/packages`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
      await deliverPush(context, page, server.url, PUSH_NOTIFICATIONS.chatAnswered);
      assert.deepEqual(await notificationsShown(page), [
        { title: PUSH_NOTIFICATIONS.chatAnswered.title, data: { url: PUSH_NOTIFICATIONS.chatAnswered.url } },
      ]);
    });

    await t.step("a click brings the app's window to the link: the chat opens", async () => {
      const worker = context.serviceWorkers().find((w) => w.url().startsWith(server.url));
      assert.ok(worker, "the app's service worker is running");
      await worker.evaluate(async () => {
        // deno-lint-ignore no-explicit-any
        const scope = self as any;
        const [notification] = await scope.registration.getNotifications();
        scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification }));
      });
      await page.waitForURL(`${server.url}/`);
      await page.getByRole("dialog", { name: CHAT_TEXTS.title }).waitFor();
      await page.getByText("Can a consultant plan a honeymoon in the Maldives?").waitFor();
      const left = await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length);
      assert.equal(left, 0, "the clicked notification is closed");
    });

    await t.step("a push with a link off the site opens the home page instead", async () => {
      await deliverPush(context, page, server.url, { title: "Elsewhere", url: "https://evil.example/" });
      assert.deepEqual(await notificationsShown(page), [{ title: "Elsewhere", data: { url: "/" } }]);
    });

    await t.step("staff find their own offer on the admin dashboard", async () => {
      const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
      await logIn(staff, server, adminCredentials.email, adminCredentials.password);
      await staff.goto(`${server.url}/admin`);
      await staff.getByText(PUSH_TEXTS.staffOffer).waitFor();
      await staff.getByRole("button", { name: PUSH_TEXTS.turnOn }).waitFor();
    });
  } finally {
    await browser.close();
    await server.stop();
  }
});

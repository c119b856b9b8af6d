/**
 * Web Push in a real Chromium, driven the way DevTools does (headless Chromium has no push service
 * to subscribe to): a message delivered to the page's service worker with the DevTools protocol,
 * the notifications it shows read back, and a click on one dispatched inside the worker. See
 * tests/e2e/push_test.ts.
 */
import assert from "node:assert/strict";
import type { BrowserContext, Page } from "playwright-core";

/** Delivers `data` to the page's service worker as a push message, as DevTools does. */
export async function deliverPush(context: BrowserContext, page: Page, origin: string, data: unknown): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId: await found, data: JSON.stringify(data) });
  await cdp.detach();
}

/** The notifications the service worker shows, once there are any (`within` ms at most). */
export async function notificationsShown(page: Page, within: number) {
  const deadline = Date.now() + within;
  while (true) {
    const shown = await page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, data: n.data }))
    );
    if (shown.length > 0 || Date.now() > deadline) return shown;
    await page.waitForTimeout(100);
  }
}

/**
 * Pushes `data` and returns the notifications then shown. DevTools' delivery discards the browser's
 * delivery status, so a message the browser dropped (its worker slow to start on a loaded machine)
 * fails silently; it is delivered again, as a push service does until the browser acknowledges a
 * message (five tries, 8 s each: on a loaded machine, beside another browser test, three tries of
 * 5 s have run out). A notification's tag is its link, so a second delivery that also arrives
 * replaces the first instead of adding one.
 */
export async function pushAndRead(context: BrowserContext, page: Page, origin: string, data: unknown) {
  for (let attempt = 1; ; attempt++) {
    await deliverPush(context, page, origin, data);
    const shown = await notificationsShown(page, 8_000);
    if (shown.length > 0 || attempt === 5) return shown;
  }
}

/** "Clicks" the first notification shown: a `notificationclick` dispatched inside the app's service worker. */
export async function clickNotification(context: BrowserContext, origin: string): Promise<void> {
  const worker = context.serviceWorkers().find((w) => w.url().startsWith(origin));
  assert.ok(worker, "the app's service worker is running");
  await worker.evaluate(async () => {
    // deno-lint-ignore no-explicit-any
    const scope = self as any;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification }));
  });
}

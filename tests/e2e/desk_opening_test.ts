/**
 * The inquiry desk's first read (issue #33): it is asked for as the admin area opens, alongside the
 * session's check, not once the desk's own code has loaded and rendered.
 */
import assert from "node:assert/strict";
import type { Route } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { logIn, sendInquiry } from "../helpers/e2e.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

Deno.test("the desk's first read starts before its code arrives", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    await sendInquiry(server, "opening@e2e.example");
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await logIn(page, server, adminCredentials.email, adminCredentials.password);

    // The desk's code (the script holding its component) is held until the list was asked for.
    let listAsked!: () => void;
    const asked = new Promise<void>((resolve) => (listAsked = resolve));
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/leads" && !url.searchParams.has("cursor")) listAsked();
    });
    let heldDeskCode = false;
    let askedBeforeCode = false;
    await page.route(/\/assets\/.+\.js$/, async (route: Route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes("inquiry-desk")) {
        heldDeskCode = true;
        let timer: ReturnType<typeof setTimeout> | undefined;
        askedBeforeCode = await Promise.race([asked.then(() => true), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), 5_000)))]);
        clearTimeout(timer);
      }
      await route.fulfill({ response, body });
    });

    await page.goto(`${server.url}/admin/inquiries`);
    await page.locator('.desk-list > li[data-inquiry-id]').first().waitFor();
    assert.ok(heldDeskCode, "the desk's code was never requested");
    assert.ok(askedBeforeCode, "the list was asked for only once the desk's code had arrived");
  } finally {
    await browser.close();
    await server.stop();
  }
});

/**
 * A trip's document shown in place (issue #31): a page of the site frames the traveller's PDF
 * voucher and Chromium's PDF viewer opens it; the API's own policy (`frame-ancestors 'none'`,
 * `X-Frame-Options: DENY`) would have the frame refused. The app runs in-process (the page that
 * frames it is the test's, on the same origin), so no web build is needed.
 */
import assert from "node:assert/strict";
import { launchBrowser } from "../../scripts/browser.ts";
import { withAdminApp } from "../helpers/app.ts";
import { plantTripWithLinks, uploadDocument } from "../helpers/trip-documents.ts";

Deno.test("a page of the site shows a trip's PDF voucher in a frame", async () => {
  await withAdminApp(async (t, admin) => {
    const { trip, token } = await plantTripWithLinks(t.kv);
    const voucher = (await uploadDocument(t, admin, trip.id, { kind: "voucher" })).json.data;
    const documentUrl = `/api/trip-links/${token}/documents/${voucher.id}`;
    const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, (req) =>
      new URL(req.url).pathname === "/frame"
        ? new Response(`<!doctype html><title>Voucher</title><iframe src="${documentUrl}" width="600" height="400"></iframe>`, {
          headers: { "content-type": "text/html; charset=utf-8" },
        })
        : t.app.fetch(req));
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${server.addr.port}/frame`);
      // Chromium opens a framed PDF in its viewer (an extension frame); a refused frame is its error page.
      const deadline = Date.now() + 10_000;
      let urls: string[] = [];
      while (Date.now() < deadline) {
        urls = page.frames().map((frame) => frame.url());
        if (urls.some((url) => url.startsWith("chrome-extension://")) || urls.some((url) => url.startsWith("chrome-error://"))) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.ok(!urls.some((url) => url.startsWith("chrome-error://")), `the frame was refused: ${urls.join(", ")}`);
      assert.ok(urls.some((url) => url.startsWith("chrome-extension://")), `the PDF viewer opened: ${urls.join(", ")}`);
    } finally {
      await browser.close();
      await server.shutdown();
    }
  });
});

/**
 * Layouts at their edges, in Chromium: on a 360 px phone the language offer fixed to the bottom
 * leaves room so the footer's last link can be scrolled above it; a member with a long name and
 * address reads their whole profile card at 320 and 390 px (the name wraps between words, the
 * address only before "@" and dots); the brand keeps one line in a staff member's 1280 px header,
 * in English and in Portuguese (the longest labels), with every link inside the header.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { apiCall, appHasTakenOver, logIn } from "../helpers/e2e.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

/** How many lines an element's text takes (its line boxes, whatever its display). */
function lines(page: Page, selector: string): Promise<number> {
  return page.locator(selector).first().evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
}

Deno.test("narrow and crowded layouts keep their texts whole and their links reachable", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    // The language offer (a French browser on an English page) and the footer's last link.
    const phone = await browser.newContext({ serviceWorkers: "block", viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: "fr-FR" });
    const page = await phone.newPage();
    await page.goto(`${server.url}/contact`);
    await appHasTakenOver(page);
    const banner = page.locator(".language-suggestion");
    await banner.waitFor();
    await page.evaluate(() => globalThis.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => globalThis.scrollY + globalThis.innerHeight >= document.documentElement.scrollHeight - 1);
    const last = page.locator(".site-footer a").last();
    const [link, offer] = [await last.boundingBox(), await banner.boundingBox()];
    assert.ok(link && offer && link.y + link.height <= offer.y, `the last footer link (${JSON.stringify(link)}) ends above the banner (${JSON.stringify(offer)})`);
    await phone.close();

    // A long name and address on the profile card.
    const admin = (await apiCall(server, "POST", "/auth/login", undefined, adminCredentials)).json.data.access_token;
    const member = {
      name: "Maximiliane Alexandrina Wolfeschlegelsteinhausen-Bergerdorff",
      email: "maximiliane.wolfeschlegelsteinhausen@example.com",
      password: "long-name-pass-1",
    };
    assert.equal((await apiCall(server, "POST", "/auth/create-user", admin, { ...member, isApproved: true })).status, 201);
    for (const width of [320, 390]) {
      const context = await browser.newContext({ serviceWorkers: "block", viewport: { width, height: 800 }, isMobile: true });
      const page = await context.newPage();
      await logIn(page, server, member.email, member.password);
      const card = page.locator(".profile__summary");
      await card.getByRole("heading", { name: member.name }).waitFor();
      const clipped = await card.evaluate((element) =>
        [element, ...element.querySelectorAll("*")].filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).display !== "inline")
          .map((e) => `${e.tagName}.${e.className}`)
      );
      assert.deepEqual(clipped, [], `nothing is cut at ${width} px`);
      const box = await card.boundingBox();
      for (const selector of [".profile__name", ".profile__summary .email-address"]) {
        const right = await page.locator(selector).first().evaluate((e) => Math.max(...[...e.getClientRects()].map((r) => r.right)));
        assert.ok(box && right <= box.x + box.width, `${selector} stays inside the card at ${width} px`);
      }
      // Each part of the address ("maximiliane", ".wolfeschlegelsteinhausen", "@example", ".com") stays on one line.
      const broken = await page.locator(".profile__summary .email-address").evaluate((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const split: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) split.push(node.textContent ?? "");
        }
        return split;
      });
      assert.deepEqual(broken, [], `the address breaks only before "@" and dots at ${width} px`);
      assert.equal(await page.locator(".profile__summary .email-address").textContent(), member.email);
      await context.close();
    }

    // Staff's header at 1280 px: every link, and the brand on one line.
    const desk = await browser.newContext({ serviceWorkers: "block", viewport: { width: 1280, height: 800 } });
    const staff = await desk.newPage();
    await logIn(staff, server, adminCredentials.email, adminCredentials.password);
    await staff.locator(".nav").getByRole("link", { name: "Admin Dashboard" }).waitFor();
    // English, and Portuguese: the longest labels.
    for (const [path, dashboard] of [["/profile", "Admin Dashboard"], ["/pt/profile", "Painel de administração"]]) {
      await staff.goto(`${server.url}${path}`);
      await staff.locator(".nav").getByRole("link", { name: dashboard }).waitFor();
      assert.equal(await lines(staff, ".brand__name"), 1, `Aurum Voyages keeps one line (${path})`);
      const header = await staff.locator(".site-header__inner").evaluate((e) => e.scrollWidth <= e.clientWidth);
      assert.ok(header, `the header's links fit beside it (${path})`);
    }
    await desk.close();
  } finally {
    await browser.close();
    await server.stop();
  }
});

/**
 * The concierge answers in the page's language, whatever the browser prefers: a visitor with an
 * English browser on /ar/ and /fr/ asks a question in the chat and gets the keyless concierge's
 * answer in that language, and its suggestions lead to the item's page under the same prefix.
 */
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { CONCIERGE_TEXTS } from "../../server/locales.ts";
import { startServer } from "../helpers/server.ts";

const CASES = [
  { lang: "ar", launcher: "محادثة مباشرة", question: "رحلة سفاري في الصحراء مع العائلة", found: CONCIERGE_TEXTS.ar.found },
  { lang: "fr", launcher: "Chat en direct", question: "un safari dans le désert en famille", found: CONCIERGE_TEXTS.fr.found },
] as const;

Deno.test("the chat answers in the page's language for an English browser, and its suggestions keep the prefix", async (t) => {
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    for (const c of CASES) {
      await t.step(c.lang, async () => {
        const context = await browser!.newContext({ locale: "en-US", viewport: { width: 390, height: 800 } });
        try {
          const page = await context.newPage();
          await page.goto(`${server.url}/${c.lang}/packages`);
          await page.getByRole("button", { name: c.launcher }).click();
          const dialog = page.getByRole("dialog");
          const box = dialog.getByRole("textbox");
          await box.fill(c.question);
          await box.press("Enter");
          const answer = dialog.locator(".chat-msg[data-author=catalogue]").last();
          await answer.getByText(c.found, { exact: false }).waitFor();
          const link = answer.getByRole("link").first();
          const href = await link.getAttribute("href");
          assert.match(href ?? "", new RegExp(`^/${c.lang}/(packages|activities|destinations)/`), `suggestion link ${href}`);
          await link.click();
          await page.waitForURL(new RegExp(`/${c.lang}/(packages|activities|destinations)/[a-z0-9]+$`));
          assert.equal(await page.locator("html").getAttribute("lang"), c.lang);
        } finally {
          await context.close();
        }
      });
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
});

/**
 * An address that is no page, in Chromium: `/ar/no-such-page` is a 404 whose server HTML is titled
 * in Arabic and marked noindex, and the app shows "Page not found" in Arabic, right to left, with
 * the way to the Arabic home page; unprefixed, the same in English.
 */
import assert from "node:assert/strict";
import { launchBrowser } from "../../scripts/browser.ts";
import { appHasTakenOver } from "../helpers/e2e.ts";
import { startServer } from "../helpers/server.ts";

const CASES = [
  { path: "/ar/no-such-page", lang: "ar", dir: "rtl", title: "الصفحة غير موجودة", home: "/ar", homeLink: "العودة إلى الصفحة الرئيسية" },
  { path: "/fr/no/such/page", lang: "fr", dir: "ltr", title: "Page introuvable", home: "/fr", homeLink: "Retour à l’accueil" },
  { path: "/no-such-page", lang: "en", dir: "ltr", title: "Page not found", home: "", homeLink: "Back to the home page" },
] as const;

Deno.test("an unknown address is a 404 in its language, never indexed, with the way home", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    for (const { path, lang, dir, title, home, homeLink } of CASES) {
      const res = await fetch(`${server.url}${path}`);
      assert.equal(res.status, 404, path);
      const html = await res.text();
      assert.ok(html.includes(`<title>${title} | Aurum Voyages</title>`), `${path}: ${html.match(/<title>[^<]*<\/title>/)}`);
      assert.ok(html.includes(`<meta name="robots" content="noindex">`), path);

      const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 360, height: 740 }, isMobile: true });
      const page = await context.newPage();
      const answer = await page.goto(`${server.url}${path}`);
      assert.equal(answer?.status(), 404);
      await appHasTakenOver(page);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      assert.deepEqual(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), [lang, dir]);
      assert.equal(await page.title(), `${title} | Aurum Voyages`);
      assert.equal(page.url(), `${server.url}${path}`, "no redirect");
      await page.getByRole("link", { name: homeLink }).click();
      await page.waitForURL(new RegExp(`^${server.url}${home}/?$`));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
});

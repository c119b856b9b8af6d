/**
 * The admin content screens in the language of their address, in real Chromium against the real
 * server: under /de/ and /ar/ each screen's title, labels and buttons come from the admin area's
 * catalogue of that language (none in English), /ar/ lays them out right to left, nothing scrolls
 * sideways at 1280 and 360 px and axe-core finds nothing serious; under /fr/ an administrator edits
 * a destination and returns to the French list with the French notice, its dates written in French.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { describeViolations, seriousViolations } from "../helpers/axe.ts";
import { apiCall, logIn } from "../helpers/e2e.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

type Catalogue = Record<string, string>;
const catalogue = (lang: string): Catalogue =>
  JSON.parse(Deno.readTextFileSync(new URL(`../../locales/${lang}/admin.json`, import.meta.url)));
const ENGLISH = catalogue("en");

/** Each screen, with the messages of its title and of a few texts it shows once loaded. */
function screens(ids: { destination: string; activity: string }): { path: string; title: string; texts: string[] }[] {
  return [
    { path: "/admin", title: "dashboard.title", texts: ["dashboard.quickStats", "dashboard.name.rates"] },
    { path: "/admin/destinations", title: "destinations.title", texts: ["destinations.add", "untranslated.group", "common.backToDashboard"] },
    { path: `/admin/destinations/edit/${ids.destination}`, title: "destinations.edit", texts: ["field.country", "translations.title", "history.title"] },
    { path: "/admin/packages/new", title: "packages.add", texts: ["field.packageName", "field.vipServices", "image.choose"] },
    { path: "/admin/activities", title: "activities.title", texts: ["table.linkedPackage", "list.actions"] },
    { path: `/admin/activities/edit/${ids.activity}`, title: "activities.edit", texts: ["field.priceOptional", "activities.submitUpdate"] },
    { path: "/admin/media", title: "media.title", texts: ["upload.drop", "upload.chooseFiles"] },
    { path: "/admin/exchange-rates", title: "rates.title", texts: ["rates.intro", "rates.save"] },
    { path: "/admin/activity", title: "audit.title", texts: ["audit.export", "audit.clearFilters"] },
  ];
}

/** Opens a screen and waits until its title and texts are there and nothing is loading. */
async function open(page: Page, url: string, title: string, texts: string[]) {
  await page.goto(url);
  await page.getByRole("heading", { level: 1, name: title, exact: true }).waitFor();
  // Attached is enough: a table's head is hidden on a phone, where each cell names its column.
  for (const text of texts) await page.getByText(text).first().waitFor({ state: "attached" });
  await page.waitForFunction(() => document.querySelectorAll("main .spinner").length === 0, null, { timeout: 20_000 });
}

Deno.test("admin content screens speak German and Arabic (right to left), and an edit in French", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const destination = (await apiCall(server, "GET", "/destinations")).json.data.destinations[0] as { id: string; name: string };
    const activity = (await apiCall(server, "GET", "/activities")).json.data.activities[0] as { id: string };
    const problems: string[] = [];

    for (const width of [1280, 360]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await logIn(page, server, adminCredentials.email, adminCredentials.password);
      for (const lang of ["de", "ar"]) {
        const texts = catalogue(lang);
        for (const screen of screens({ destination: destination.id, activity: activity.id })) {
          const where = `/${lang}${screen.path} at ${width}px`;
          assert.notEqual(texts[screen.title], ENGLISH[screen.title], `${screen.title} is translated`);
          await open(page, `${server.url}/${lang}${screen.path}`, texts[screen.title], screen.texts.map((id) => texts[id]));
          const layout = await page.evaluate(() => ({
            dir: document.documentElement.dir,
            lang: document.documentElement.lang,
            sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          }));
          assert.equal(layout.lang, lang, where);
          assert.equal(layout.dir, lang === "ar" ? "rtl" : "ltr", where);
          if (layout.sideways > 0) problems.push(`${where}: scrolls ${layout.sideways}px sideways`);
          // No English text of the admin area is left on the screen (the texts both languages share aside).
          const shown = await page.locator("main").innerText();
          for (const id of [screen.title, ...screen.texts]) {
            if (ENGLISH[id] !== texts[id] && shown.includes(ENGLISH[id])) problems.push(`${where}: shows the English "${ENGLISH[id]}"`);
          }
          problems.push(describeViolations(where, await seriousViolations(page)));
        }
      }
      await context.close();
    }
    assert.deepEqual(problems.filter(Boolean), []);

    // In French: the list's edit link stays under /fr/, the form saves, and the list says so in French.
    const fr = catalogue("fr");
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await logIn(page, server, adminCredentials.email, adminCredentials.password);
    await open(page, `${server.url}/fr/admin/destinations`, fr["destinations.title"], [fr["destinations.add"]]);
    await page.getByRole("link", { name: fr["list.editItem"].replace("{name}", destination.name) }).click();
    await page.waitForURL(`${server.url}/fr/admin/destinations/edit/${destination.id}`);
    await page.getByRole("heading", { level: 1, name: fr["destinations.edit"] }).waitFor();
    const country = page.getByRole("textbox", { name: fr["field.country"], exact: true });
    await page.waitForFunction((field) => (field as HTMLInputElement).value !== "", await country.elementHandle());
    await country.fill("Émirats arabes unis");
    await page.getByRole("button", { name: fr["destinations.submitUpdate"] }).click();
    await page.waitForURL(`${server.url}/fr/admin/destinations`);
    await page.getByText(fr["list.saved"].replace("{name}", destination.name)).waitFor();
    assert.equal((await apiCall(server, "GET", `/destinations/${destination.id}`)).json.data.country, "Émirats arabes unis");

    // The item's history names the change and writes its time the French way on the agency's clock ("24 nov. 2026, 06:40 GST").
    await page.goto(`${server.url}/fr/admin/destinations/edit/${destination.id}`);
    const history = page.getByRole("list", { name: fr["history.list"] });
    await history.getByText(fr["audit.action.update"]).first().waitFor();
    const written = await history.locator("time").first().evaluate((time) => ({
      shown: time.textContent,
      french: `${new Intl.DateTimeFormat("fr-u-nu-latn", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Dubai" }).format(new Date(time.getAttribute("datetime")!))} GST`,
    }));
    assert.equal(written.shown, written.french);
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
});

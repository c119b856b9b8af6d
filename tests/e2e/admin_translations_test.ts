/**
 * Staff translate a package from its edit screen in real Chromium against the real server: the
 * list counts what is not yet translated, the German tab saves a translation, the English form
 * still saves afterwards (it takes the item's new version), the public API answers German with
 * `?lang=de`, English where a field was left empty, and a visitor opening `/de/packages/{id}` in a
 * fresh browser reads the German translation in the server's HTML and after hydration.
 */
import assert from "node:assert/strict";
import { launchBrowser } from "../../scripts/browser.ts";
import { appHasTakenOver, logIn } from "../helpers/e2e.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

Deno.test("staff add a German translation of a package; the API answers it with ?lang=de and the German page shows it", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "de-DE" });
    const page = await context.newPage();
    await logIn(page, server, adminCredentials.email, adminCredentials.password);
    const token = await page.evaluate(() => localStorage.getItem("authToken"));

    // A package with no translations yet, next to the fully translated demo catalogue.
    const destinations = (await (await fetch(`${server.url}/api/destinations`)).json()).data.destinations;
    const created = await fetch(`${server.url}/api/packages`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({
        name: "Liwa Oasis Retreat",
        destinationId: destinations[0].id,
        location: "Liwa, United Arab Emirates",
        duration: "3 days / 2 nights",
        priceRange: "Premium Comfort",
        description: "Dunes as tall as towers around a private oasis camp.",
        imageUrl: "/images/catalogue/dubai-desert.svg",
        vipServices: ["Private guide"],
        tags: ["Desert"],
      }),
    });
    assert.equal(created.status, 201, await created.clone().text());
    const pkg = (await created.json()).data;

    await page.goto(`${server.url}/admin/packages`);
    await page.getByRole("group", { name: "Not yet translated" }).getByText("Deutsch 1").waitFor();
    await page.getByRole("link", { name: `Edit ${pkg.name}` }).click();
    await page.getByRole("heading", { level: 1, name: "Edit Package" }).waitFor();
    // The English form shows the English record, whatever the browser's language (once it is loaded).
    const nameField = page.getByLabel("Package Name");
    await page.waitForFunction((field) => (field as HTMLInputElement).value !== "", await nameField.elementHandle());
    assert.equal(await nameField.inputValue(), "Liwa Oasis Retreat");

    await page.getByRole("button", { name: "Edit translations" }).click();
    await page.getByRole("tab", { name: "Deutsch" }).click();
    const german = page.getByRole("tabpanel", { name: "Deutsch" });
    await german.getByLabel("Name (Deutsch)").fill("Rückzugsort in der Oase Liwa");
    await german.getByLabel("Description (Deutsch)").fill("Dünen so hoch wie Türme rund um ein privates Oasencamp.");
    await german.getByLabel("Tags (Deutsch)").fill("Wüste");
    await german.getByRole("button", { name: "Save Deutsch translation" }).click();
    await german.getByRole("status").filter({ hasText: "Saved the Deutsch translation." }).waitFor();

    const answer = await (await fetch(`${server.url}/api/packages/${pkg.id}?lang=de`)).json();
    assert.equal(answer.data.name, "Rückzugsort in der Oase Liwa");
    assert.equal(answer.data.description, "Dünen so hoch wie Türme rund um ein privates Oasencamp.");
    assert.deepEqual(answer.data.tags, ["Wüste"]);
    assert.equal(answer.data.location, "Liwa, United Arab Emirates", "an empty field shows the English text");
    const english = await (await fetch(`${server.url}/api/packages/${pkg.id}`)).json();
    assert.equal(english.data.name, "Liwa Oasis Retreat");

    // A visitor in a fresh browser opens the German page: the server's HTML is German, and so is the page once hydrated.
    const html = await (await fetch(`${server.url}/de/packages/${pkg.id}`)).text();
    assert.match(html, /<h1[^>]*>Rückzugsort in der Oase Liwa<\/h1>/, "the server's HTML shows the German name");
    assert.ok(html.includes("Dünen so hoch wie Türme rund um ein privates Oasencamp."), "and the German description");
    const visitor = await browser.newContext({ serviceWorkers: "block", viewport: { width: 1280, height: 900 } });
    const germanPage = await visitor.newPage();
    assert.equal((await germanPage.goto(`${server.url}/de/packages/${pkg.id}`))?.status(), 200);
    await appHasTakenOver(germanPage);
    await germanPage.waitForLoadState("networkidle");
    assert.equal(await germanPage.locator("html").getAttribute("lang"), "de");
    assert.ok(await germanPage.getByRole("heading", { level: 1, name: "Rückzugsort in der Oase Liwa", exact: true }).isVisible());
    assert.ok(await germanPage.getByText("Dünen so hoch wie Türme rund um ein privates Oasencamp.").isVisible());
    assert.ok(await germanPage.getByText("Wüste", { exact: true }).first().isVisible(), "the German tags");
    await visitor.close();

    // The English form saves from the item's new version: no stale-edit refusal.
    await page.getByLabel(/^Duration(?! \()/).fill("4 days / 3 nights");
    await page.getByRole("button", { name: "Update Package" }).click();
    await page.waitForURL(`${server.url}/admin/packages`);
    await page.getByText(`Saved "Liwa Oasis Retreat".`).waitFor();
    const after = await (await fetch(`${server.url}/api/packages/${pkg.id}?lang=de`)).json();
    assert.equal(after.data.duration, "4 days / 3 nights");
    assert.equal(after.data.name, "Rückzugsort in der Oase Liwa", "the English save kept the translation");
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
});

Deno.test("staff change an exchange rate on its screen, and the API answers the new rate", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await logIn(page, server, adminCredentials.email, adminCredentials.password);
    await page.goto(`${server.url}/admin`);
    await page.getByRole("link", { name: /^Exchange Rates/ }).click();
    await page.getByRole("heading", { level: 1, name: "Exchange Rates" }).waitFor();
    const eur = page.getByLabel("EUR per USD");
    assert.equal(await eur.inputValue(), "0.9412");
    await page.getByText("Approx. EUR\u00a0941.20, rate of 20 Nov 2026").waitFor();
    await eur.fill("95");
    await page.getByRole("button", { name: "Save Exchange Rates" }).click();
    await page.getByText("The EUR rate must be between 0.2 and 5 per US dollar.").waitFor();
    await eur.fill("0.95");
    await page.getByLabel("EUR rate date").fill("2026-11-21");
    await page.getByRole("button", { name: "Save Exchange Rates" }).click();
    await page.getByRole("status").filter({ hasText: "Exchange rates saved." }).waitFor();
    const answer = await (await fetch(`${server.url}/api/exchange-rates`)).json();
    assert.deepEqual(answer.data.rates.EUR, { rate: 0.95, date: "2026-11-21" });
    assert.deepEqual(answer.data.rates.JPY, { rate: 154.32, date: "2026-11-20" });
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
});

/**
 * An item's edit page as staff read it: the Translations and History cards are padded like the
 * form; an item changed and changed back marks exactly one version current; comparing shows a list
 * as a list (not JSON) in a table whose field column is the narrow one and whose two values share
 * the rest; the Image URL preview loads only an address the form accepts.
 */
import assert from "node:assert/strict";
import type { Locator } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { apiCall, logIn } from "../helpers/e2e.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

/** How far the card's heading sits inside the card's start edge, in px. */
const inset = (card: Locator) => card.evaluate((node) => node.querySelector("h2")!.getBoundingClientRect().left - node.getBoundingClientRect().left);

Deno.test("edit page: padded Translations and History, one current version, lists compared as lists, a preview only of accepted addresses", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const token = (await apiCall(server, "POST", "/auth/login", undefined, adminCredentials)).json.data.access_token;
    const items = (await apiCall(server, "GET", "/admin/catalogue/destinations", token)).json.data.items as Record<string, unknown>[];
    const dubai = items.find((item) => item.name === "Dubai")!;
    const save = async (tags: unknown) => {
      const record = (await apiCall(server, "GET", "/admin/catalogue/destinations", token)).json.data.items.find((item: { id: string }) => item.id === dubai.id);
      const { name, country, continent, description, imageUrl, version } = record;
      const saved = await apiCall(server, "PUT", `/destinations/${dubai.id}`, token, { name, country, continent, description, imageUrl, tags, version });
      assert.equal(saved.status, 200, JSON.stringify(saved.json));
    };
    // Changed, then changed back: the first and the last version hold the same content.
    await save([...(dubai.tags as string[]), "Nightlife"]);
    await save(dubai.tags);

    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const external: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(server.url)) external.push(request.url());
    });
    await logIn(page, server, adminCredentials.email, adminCredentials.password);
    await page.goto(`${server.url}/admin/destinations/edit/${dubai.id}`);

    const history = page.getByRole("region", { name: "History" });
    const versions = history.getByRole("list", { name: "Versions, newest first" }).locator(":scope > li");
    await versions.nth(2).waitFor();
    assert.equal(await versions.count(), 3);
    assert.equal(await versions.filter({ hasText: "(current)" }).count(), 1, "exactly one version is current");
    assert.match(await versions.first().innerText(), /\(current\)/, "the newest");

    const translations = page.getByRole("region", { name: "Translations" });
    assert.ok(await inset(translations) >= 16, `Translations' heading is ${await inset(translations)}px inside its card`);
    assert.ok(await inset(history) >= 16, `History's heading is ${await inset(history)}px inside its card`);

    // The version with Nightlife, compared with the current item.
    const changed = versions.filter({ has: page.getByRole("button", { name: "Compare with current" }) });
    assert.equal(await changed.count(), 1, "only the version that differs offers a comparison");
    await changed.getByRole("button", { name: "Compare with current" }).click();
    const table = changed.getByRole("table", { name: "Fields that differ" });
    const tags = table.getByRole("row", { name: /^Tags/ });
    assert.deepEqual(await tags.locator("td").nth(0).getByRole("listitem").allInnerTexts(), [...(dubai.tags as string[]), "Nightlife"]);
    assert.deepEqual(await tags.locator("td").nth(1).getByRole("listitem").allInnerTexts(), dubai.tags);
    assert.equal(await table.getByText("[", { exact: false }).count(), 0, "no JSON");
    const widths = await table.locator("thead th").evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width));
    const whole = widths.reduce((a, b) => a + b, 0);
    assert.ok(widths[0] < whole * 0.3, `the field column is narrow: ${widths.join(", ")}`);
    assert.ok(Math.abs(widths[1] - widths[2]) <= 2, `the two values share the rest: ${widths.join(", ")}`);

    // The preview follows the Image URL only to addresses the form accepts.
    const imageUrl = page.getByLabel(/^Image URL/);
    const preview = page.locator(".image-field__preview");
    for (const refused of ["//images.example.net/dubai.jpg", "javascript:alert(1)", "ftp://images.example.net/dubai.jpg", "images/dubai.jpg"]) {
      await imageUrl.fill(refused);
      await page.waitForTimeout(200);
      assert.equal(await preview.count(), 0, `no preview of ${refused}`);
    }
    await imageUrl.fill("/images/catalogue/dubai-skyline.svg");
    await preview.waitFor();
    assert.deepEqual(external, [], "nothing loaded from another site");
  } finally {
    await browser.close();
    await server.stop();
  }
});

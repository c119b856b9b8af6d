/**
 * The traveller's proposal page in real Chromium against the real server: the private link opened
 * in a fresh 360 px phone context in Arabic (right to left), option 2 and an add-on chosen (the
 * total updates), the name typed, the terms ticked, accepted, and a reload shows it accepted; the
 * same acceptance with JavaScript turned off; no serious accessibility violation.
 */
import assert from "node:assert/strict";
import { KV_FILE } from "../../server/kv/database-file.ts";
import { KEYS } from "../../server/kv/keys.ts";
import type { StoredProposal } from "../../contract/proposals/model.ts";
import { describeViolations, seriousViolations } from "../helpers/axe.ts";
import { appHasTakenOver, screenByScreen, withServerAndBrowser } from "../helpers/e2e.ts";
import { plantProposal, proposalContent } from "../helpers/proposals.ts";
import { type RunningServer } from "../helpers/server.ts";

const PHONE = { viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const ar = JSON.parse(Deno.readTextFileSync(new URL("../../locales/ar/proposal.json", import.meta.url)));
const en = JSON.parse(Deno.readTextFileSync(new URL("../../locales/en/proposal.json", import.meta.url)));

/** A proposal in `language` planted into the running server's database (beside the server, as SQLite allows); answers its id and link. */
async function planted(server: RunningServer, language: "ar" | "en") {
  const kv = await Deno.openKv(`${server.dataDir}/${KV_FILE}`);
  try {
    const content = proposalContent();
    return await plantProposal(kv, { content: { ...content, traveller: { ...content.traveller, language } } });
  } finally {
    kv.close();
  }
}

async function storedAcceptance(server: RunningServer, id: string) {
  const kv = await Deno.openKv(`${server.dataDir}/${KV_FILE}`);
  try {
    return (await kv.get<StoredProposal>(KEYS.proposal(id))).value?.acceptance;
  } finally {
    kv.close();
  }
}


Deno.test("in Arabic on a 360 px phone: option 2 and an add-on update the total, accepted, and a reload shows it", async () => {
  await withServerAndBrowser(async (server, browser) => {
    const { id, token } = await planted(server, "ar");
    const page = await (await browser.newContext(PHONE)).newPage();
    await page.goto(`${server.url}/proposals/${token}`);
    assert.equal(new URL(page.url()).pathname, `/ar/proposals/${token}`);
    assert.equal(await page.getAttribute("html", "dir"), "rtl");
    await page.getByRole("heading", { level: 1, name: "Dubai in style" }).waitFor();
    await appHasTakenOver(page);
    assert.equal(describeViolations("proposal page (ar)", await seriousViolations(page)), "");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 360, `nothing wider than the phone (${width} px)`);
    await screenByScreen(page, "proposal-ar-360");

    const total = page.getByTestId("proposal-total");
    const before = await total.textContent();
    await page.getByRole("radio", { name: /Beach resort/ }).check();
    await page.getByRole("checkbox", { name: /Spa afternoon/ }).check();
    await page.waitForFunction((old) => document.querySelector("[data-testid=proposal-total]")?.textContent !== old, before);
    assert.match((await total.textContent()) ?? "", /4,550\.00/, "option 2 plus the spa");
    // The amount ("4,550.00 US$" in Arabic) is isolated left to right, so the Arabic around it
    // never turns it into "$US 4,550.00".
    assert.match((await total.textContent()) ?? "", /\u2066\u200f?4,550\.00\s?US\$\u2069/);
    await page.getByLabel(ar["accept.fullName"]).fill("ليلى حداد");
    await page.getByLabel(ar["accept.terms"]).check();
    await page.getByRole("button", { name: ar["accept.submit"] }).click();
    await page.getByText(ar["accept.done"]).waitFor();
    const record = await storedAcceptance(server, id);
    assert.deepEqual([record?.optionId, record?.addOnIds, record?.total, record?.fullName], ["o2", ["spa"], 4550, "ليلى حداد"]);

    await page.reload();
    await page.locator(".proposal__accepted").getByText("ليلى حداد", { exact: false }).waitFor();
    assert.equal(await page.getByRole("button", { name: ar["accept.submit"] }).count(), 0, "no accept form once accepted");
    await screenByScreen(page, "proposal-ar-accepted");
  });
});

Deno.test("with JavaScript turned off the same acceptance works, and the page has no serious accessibility violation", async () => {
  await withServerAndBrowser(async (server, browser) => {
    const { id, token } = await planted(server, "en");
    const page = await (await browser.newContext({ ...PHONE, javaScriptEnabled: false })).newPage();
    await page.goto(`${server.url}/proposals/${token}`);
    await page.getByRole("heading", { level: 1, name: "Dubai in style" }).waitFor();
    await screenByScreen(page, "proposal-en-360");
    await page.getByRole("radio", { name: /Beach resort/ }).check();
    await page.getByRole("checkbox", { name: /Sunset yacht/ }).check();
    await page.getByLabel(en["accept.fullName"]).fill("Layla Haddad");
    await page.getByLabel(en["accept.terms"]).check();
    await page.getByRole("button", { name: en["accept.submit"] }).click();
    await page.getByText(en["accept.done"]).waitFor();
    const record = await storedAcceptance(server, id);
    assert.deepEqual([record?.optionId, record?.addOnIds, record?.total], ["o2", ["yacht"], 4950]);

    const fresh = await (await browser.newContext(PHONE)).newPage();
    await fresh.goto(`${server.url}/proposals/${token}`);
    await fresh.locator(".proposal__accepted").getByText("Layla Haddad", { exact: false }).waitFor();
    await appHasTakenOver(fresh);
    assert.equal(describeViolations("proposal page (accepted)", await seriousViolations(fresh)), "");
  });
});

Deno.test("the open English page has no serious accessibility violation", async () => {
  await withServerAndBrowser(async (server, browser) => {
    const { token } = await planted(server, "en");
    const page = await (await browser.newContext(PHONE)).newPage();
    await page.goto(`${server.url}/proposals/${token}`);
    await page.getByRole("heading", { level: 1, name: "Dubai in style" }).waitFor();
    await appHasTakenOver(page);
    assert.equal(describeViolations("proposal page (en)", await seriousViolations(page)), "");
  });
});

Deno.test("the page's text paints before the app's code is asked for, as a public page's photo does", async () => {
  await withServerAndBrowser(async (server, browser) => {
    const { token } = await planted(server, "en");
    const context = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
    const page = await context.newPage();
    await page.goto(`${server.url}/proposals/${token}`);
    await appHasTakenOver(page);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
      const app = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => entry.name.endsWith(".js") && !entry.name.includes("/assets/boot-"));
      return { paint, firstAppStart: Math.min(...app.map((entry) => entry.startTime)), count: app.length };
    });
    assert.ok(timing.paint !== undefined && timing.count > 0, JSON.stringify(timing));
    assert.ok(timing.firstAppStart >= timing.paint, `the app's code came after the first paint: ${JSON.stringify(timing)}`);
    await context.close();
  });
});

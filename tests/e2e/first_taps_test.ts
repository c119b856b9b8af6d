/**
 * A tap made while the app hydrates a server's page is answered: on a 360 px phone with the CPU
 * slowed 4x on Slow 4G, the visitor taps the moment the app starts to take the page over (React
 * has the page's root, the tapped element is not hydrated yet). The trip page's "Create a link" makes
 * the co-traveller's link; a package page's inquiry form, filled in and sent, stores the inquiry.
 * Each is tried several times. A part of the page that waited for its texts while hydrating used to
 * drop every tap made on it meanwhile (React drops a press on a part it cannot hydrate at once): the
 * trip page's buttons did nothing; a real form, like the inquiry form, was posted by the browser.
 */
import assert from "node:assert/strict";
import type { Locator, Page } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { KV_FILE } from "../../server/kv/database-file.ts";
import { adminToken, apiCall, onSlowPhone } from "../helpers/e2e.ts";
import { plantTrip } from "../helpers/trips.ts";
import { type RunningServer, startServer } from "../helpers/server.ts";

const RUNS = 6;
const texts = (area: string) => JSON.parse(Deno.readTextFileSync(new URL(`../../locales/en/${area}.json`, import.meta.url)));

/**
 * Taps `target` (a button of the server's HTML) the moment React has the page's root; answers
 * whether the button was still not hydrated (no React props) then.
 */
async function tapAsHydrationStarts(page: Page, target: Locator): Promise<boolean> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  assert.ok(box, "the button is on the screen");
  await target.evaluate((element) => ((globalThis as unknown as { __target: Element }).__target = element));
  const early = await page.waitForFunction(() => {
    const root = document.getElementById("root");
    if (!root || !Object.keys(root).some((key) => key.startsWith("__reactContainer"))) return null;
    return { beforeProps: !Object.keys((globalThis as unknown as { __target: Element }).__target).some((key) => key.startsWith("__reactProps")) };
  }, undefined, { polling: 5, timeout: 60_000 });
  const { beforeProps } = (await early.jsonValue())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  return beforeProps;
}

async function plantedTrip(server: RunningServer): Promise<string> {
  const kv = await Deno.openKv(`${server.dataDir}/${KV_FILE}`);
  try {
    return (await plantTrip(kv)).token;
  } finally {
    kv.close();
  }
}

Deno.test(`taps made as the app hydrates the page are answered: the trip page's share and an inquiry's Submit (${RUNS} runs each, CPU 4x, Slow 4G, 360 px)`, async (t) => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    await t.step("the trip page's \"Create a link\" makes the co-traveller's link", async () => {
      const trip = texts("trip");
      const lost: number[] = [];
      let early = 0;
      for (let run = 0; run < RUNS; run++) {
        const token = await plantedTrip(server);
        await onSlowPhone(browser, async (page) => {
          let asked = 0;
          page.on("request", (request) => request.method() === "POST" && request.url().endsWith("/co-traveller") && asked++);
          await page.goto(`${server.url}/trips/${token}`, { waitUntil: "commit" });
          if (await tapAsHydrationStarts(page, page.getByRole("button", { name: trip["share.create"] }))) early++;
          const shown = await page.getByLabel(trip["share.link"]).waitFor({ timeout: 15_000 }).then(() => true, () => false);
          if (!shown || asked !== 1) lost.push(run);
        });
      }
      assert.ok(early > 0, `at least one tap came before the button was hydrated (${early} of ${RUNS})`);
      assert.deepEqual(lost, [], `taps lost (runs), ${early} of ${RUNS} made before the button was hydrated`);
    });

    await t.step("a package page's inquiry form, filled in and sent, stores the inquiry", async () => {
      const inquiry = texts("inquiry");
      const packageId = (await apiCall(server, "GET", "/packages")).json.data.packages[0].id;
      const lost: number[] = [];
      let early = 0;
      for (let run = 0; run < RUNS; run++) {
        const name = `First Tap ${run}`;
        await onSlowPhone(browser, async (page) => {
          await page.goto(`${server.url}/packages/${packageId}`, { waitUntil: "commit" });
          const field = (fieldName: string) => page.locator(`section.inquiry-section [name=${fieldName}]`);
          await field("userName").fill(name);
          await field("userEmail").fill(`first.tap.${run}@example.com`);
          await field("userPhone").fill("+971 50 123 4567");
          await field("numPeople").fill("2");
          if (await tapAsHydrationStarts(page, page.locator("section.inquiry-section button[type=submit]"))) early++;
          const answered = await page.getByText(inquiry["inquiry.success"]).waitFor({ timeout: 30_000 }).then(() => true, () => false);
          const stored = (await apiCall(server, "GET", "/inquiries", await adminToken(server))).json.data
            .filter((item: { userName: string }) => item.userName === name);
          if (!answered || stored.length !== 1) lost.push(run);
        });
      }
      assert.ok(early > 0, `at least one tap came before the button was hydrated (${early} of ${RUNS})`);
      assert.deepEqual(lost, [], `taps lost (runs), ${early} of ${RUNS} made before the button was hydrated`);
    });
  } finally {
    await browser.close();
    await server.stop();
  }
});

/**
 * What a traveller types into the proposal page's forms before the app has taken the page over is
 * kept: a fresh 360 px phone with the CPU slowed 4x on Slow 4G opens the private link and types
 * the accepting name, a change request and a reason the moment each field shows (the server's
 * HTML), without waiting for the app; the other option, an add-on and the terms are ticked too.
 * Once the app runs, every field still holds every character and tick, a re-render keeps them (the
 * app's state adopted them), the total counts them, and what the app sends is exactly that.
 * A reload in the middle of typing stores nothing and shows no half-written answer as the app's.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { KV_FILE } from "../../server/kv/database-file.ts";
import { KEYS } from "../../server/kv/keys.ts";
import type { StoredProposal } from "../../contract/proposals/model.ts";
import { PROPOSAL_FORM_FIELDS as F } from "../../contract/proposals/page.ts";
import { appHasTakenOver, onSlowPhone, withServerAndBrowser } from "../helpers/e2e.ts";
import { plantProposal } from "../helpers/proposals.ts";
import type { RunningServer } from "../helpers/server.ts";

const RUNS = 4;
const en = JSON.parse(Deno.readTextFileSync(new URL("../../locales/en/proposal.json", import.meta.url)));

async function withKv<T>(server: RunningServer, fn: (kv: Deno.Kv) => Promise<T>): Promise<T> {
  const kv = await Deno.openKv(`${server.dataDir}/${KV_FILE}`);
  try {
    return await fn(kv);
  } finally {
    kv.close();
  }
}

const field = (page: Page, name: string) => page.locator(`form [name=${name}]`);

/** Taps the field the moment the server's HTML shows it and types `text`, 20 ms a key. */
async function typeInto(page: Page, name: string, text: string): Promise<void> {
  await field(page, name).waitFor();
  await field(page, name).tap();
  await page.keyboard.type(text, { delay: 20 });
}

/** Whether the page shows `text` (an answer's confirmation) within 15 s. */
const answered = (page: Page, text: string) =>
  page.getByText(text).waitFor({ timeout: 15_000 }).then(() => true, () => false);

Deno.test(`typed into the proposal page's forms before the app takes over, every character is kept and sent (${RUNS} runs, 360 px, CPU 4x, Slow 4G)`, async () => {
  await withServerAndBrowser(async (server, browser) => {
    const lost: string[] = [];
    let early = 0;
    for (let run = 0; run < RUNS; run++) {
      const { id, token } = await withKv(server, (kv) => plantProposal(kv));
      const name = `Layla Haddad ${run}`;
      const text = `Two more nights, please (${run})`;
      const reason = `Dates moved (${run})`;
      await onSlowPhone(browser, async (page) => {
        const sent: Record<string, Record<string, unknown>> = {};
        page.on("request", (request) => {
          const answer = /\/api\/proposal-links\/[^/]+\/(accept|changes|decline)$/.exec(request.url());
          if (answer && request.method() === "POST") sent[answer[1]] = request.postDataJSON();
        });
        await page.goto(`${server.url}/proposals/${token}`, { waitUntil: "commit" });
        // The other option and an add-on chosen, the name typed, the terms ticked, all before the app runs.
        await page.getByRole("radio", { name: /Beach resort/ }).tap();
        await page.getByRole("checkbox", { name: /Spa afternoon/ }).tap();
        await typeInto(page, F.fullName, name);
        // Typing began before the app ran (no React props on the field yet), at least once.
        const before = await field(page, F.fullName).evaluate((element) =>
          !Object.keys(element).some((key) => key.startsWith("__reactProps"))
        );
        if (before) early++;
        await page.getByLabel(en["accept.terms"]).tap();
        await typeInto(page, F.text, text);
        await typeInto(page, F.reason, reason);
        await appHasTakenOver(page);
        await page.waitForTimeout(500);

        const shown = async () => ({
          name: await field(page, F.fullName).inputValue(),
          text: await field(page, F.text).inputValue(),
          reason: await field(page, F.reason).inputValue(),
        });
        const expected = { name, text, reason };
        const atTakeover = await shown();
        if (JSON.stringify(atTakeover) !== JSON.stringify(expected)) {
          lost.push(`run ${run} at takeover: ${JSON.stringify(atTakeover)}`);
        }

        // The app's total counts the choices made before it ran (option 2 and the spa).
        const total = () => page.getByTestId("proposal-total").textContent();
        if (!/4,550\.00/.test((await total()) ?? "")) {
          lost.push(`run ${run}: the total ignores the choices made before the app ran: ${await total()}`);
        }
        // A re-render of the accept form (the spa taken off) keeps the name, the option and the ticked terms.
        await page.getByRole("checkbox", { name: /Spa afternoon/ }).uncheck();
        if (!/4,050\.00/.test((await total()) ?? "")) {
          lost.push(`run ${run}: after the spa is taken off: ${await total()}`);
        }
        if (!(await page.getByLabel(en["accept.terms"]).isChecked())) {
          lost.push(`run ${run}: the terms were unticked`);
        }
        // The change request, sent by the app, re-renders the whole page.
        await page.getByRole("button", { name: en["changes.submit"] }).tap();
        if (!(await answered(page, en["changes.done"]))) {
          lost.push(`run ${run}: the change request was not sent`);
        }
        const afterRender = await shown();
        if (afterRender.name !== name || afterRender.reason !== reason) {
          lost.push(`run ${run} after a re-render: ${JSON.stringify(afterRender)}`);
        }
        if (sent.changes?.text !== text) {
          lost.push(`run ${run} sent changes: ${JSON.stringify(sent.changes)}`);
        }

        await page.getByRole("button", { name: en["accept.submit"] }).tap();
        if (!(await answered(page, en["accept.done"]))) lost.push(`run ${run}: the acceptance was not sent`);
        if (
          sent.accept?.fullName !== name || sent.accept?.optionId !== "o2" ||
          sent.accept?.acceptTerms !== true
        ) lost.push(`run ${run} sent accept: ${JSON.stringify(sent.accept)}`);
        const stored = await withKv(
          server,
          async (kv) => (await kv.get<StoredProposal>(KEYS.proposal(id))).value,
        );
        if (stored?.acceptance?.fullName !== name) {
          lost.push(`run ${run} stored: ${stored?.acceptance?.fullName}`);
        }
      });
    }
    assert.ok(early > 0, `typing began before the app ran at least once (${early} of ${RUNS})`);
    assert.deepEqual(lost, [], `typed text lost (${early} of ${RUNS} runs typed before the app ran)`);
  });
});

Deno.test("a reload in the middle of typing the name stores nothing and leaves no half-written answer to the app (360 px, CPU 4x, Slow 4G)", async () => {
  await withServerAndBrowser(async (server, browser) => {
    const { id, token } = await withKv(server, (kv) => plantProposal(kv));
    await onSlowPhone(browser, async (page) => {
      const answers: string[] = [];
      page.on("request", (request) => request.method() === "POST" && answers.push(request.url()));
      await page.goto(`${server.url}/proposals/${token}`, { waitUntil: "commit" });
      await field(page, F.fullName).waitFor();
      await field(page, F.fullName).tap();
      await page.keyboard.type("Layla Had", { delay: 20 });
      await page.reload({ waitUntil: "commit" });
      await appHasTakenOver(page);
      await page.waitForTimeout(500);
      const shown = await field(page, F.fullName).inputValue();
      // Whatever the browser shows after the reload is the app's own value: a re-render keeps it,
      // and typing on completes it rather than starting again or mixing in a lost half.
      await page.getByRole("radio", { name: /Beach resort/ }).check();
      assert.equal(
        await field(page, F.fullName).inputValue(),
        shown,
        "a re-render shows what the field showed",
      );
      await field(page, F.fullName).fill("Layla Haddad");
      await page.getByRole("radio", { name: /Palace hotel/ }).check();
      assert.equal(await field(page, F.fullName).inputValue(), "Layla Haddad");
      assert.deepEqual(answers.filter((url) => /proposal/.test(url)), [], "nothing was sent");
      const stored = await withKv(
        server,
        async (kv) => (await kv.get<StoredProposal>(KEYS.proposal(id))).value,
      );
      assert.equal(stored?.acceptance, undefined, "nothing accepted");
      assert.ok(["Sent", "Viewed"].includes(stored?.status ?? ""), `nothing answered (${stored?.status})`);
    });
  });
});

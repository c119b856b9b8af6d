/**
 * A detail page's inquiry form on a phone: what the traveller types from the first tap is kept as
 * the app takes the form over (the app hydrates the very same fields, it does not replace them), a
 * Submit tapped before the app is there is answered all the same (the browser posts the real form
 * to the server), and the form works without JavaScript, never putting the traveller's details in
 * an address. A 390 px phone with the CPU slowed 4x (and Slow 4G where the network matters).
 */
import assert from "node:assert/strict";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { adminCredentials, type RunningServer, startServer } from "../helpers/server.ts";

type Item = { id: string; name: string };
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: "block" as const };
/** Chrome DevTools' "Slow 4G". */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };
const texts = (lang: string) => JSON.parse(Deno.readTextFileSync(new URL(`../../locales/${lang}/inquiry.json`, import.meta.url)));

async function withSite(fn: (server: RunningServer, browser: Browser, pkg: Item) => Promise<void>) {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const pkg = (await (await fetch(`${server.url}/api/packages`)).json()).data.packages[0] as Item;
    await fn(server, browser, pkg);
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function storedInquiries(server: RunningServer): Promise<{ userName: string; userEmail: string }[]> {
  const login = await fetch(`${server.url}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(adminCredentials) });
  const token = (await login.json()).data.access_token;
  return (await (await fetch(`${server.url}/api/inquiries`, { headers: { authorization: `Bearer ${token}` } })).json()).data;
}

/** A phone's page with the CPU slowed 4x (and the network slowed, when asked). */
async function phonePage(browser: Browser, slowNetwork: boolean, javaScriptEnabled = true): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  if (slowNetwork) {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  }
  return { context, page };
}

Deno.test("typing from the first tap keeps every character, in the very same fields, as the app takes the form over (30 runs, 20 ms a key)", async () => {
  await withSite(async (server, browser, pkg) => {
    const lost: string[] = [];
    const problems: string[] = [];
    for (let run = 0; run < 30; run++) {
      const arabic = run % 2 === 1;
      const name = arabic ? "ليلى حداد" : "Layla Haddad";
      const email = `layla.haddad+${run}@example.com`;
      const { context, page } = await phonePage(browser, false);
      // A hydration that failed would have rendered the form afresh: React reports it.
      page.on("console", (message) => message.type() === "error" && /hydrat|React error/i.test(message.text()) && problems.push(message.text()));
      page.on("pageerror", (error) => problems.push(error.message));
      try {
        // The app's send is answered here: what the app's form holds is what it sends.
        let sent: Record<string, string> | undefined;
        await page.route("**/api/inquiries", async (route) => {
          sent = route.request().postDataJSON();
          await route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify({ data: { id: "x" } }) });
        });
        await page.goto(`${server.url}${arabic ? "/ar" : ""}/packages/${pkg.id}`, { waitUntil: "commit" });
        const field = (fieldName: string) => page.locator(`section.inquiry-section [name=${fieldName}]`);
        await field("userName").waitFor();
        await page.evaluate(() => {
          (globalThis as unknown as { __fields: Element[] }).__fields = [...document.querySelectorAll("section.inquiry-section [name=userName], section.inquiry-section [name=userEmail]")];
        });
        // Typed from the moment the field can be tapped, 20 ms a key.
        await field("userName").tap();
        await page.keyboard.type(name, { delay: 20 });
        await field("userEmail").tap();
        await page.keyboard.type(email, { delay: 20 });

        await page.waitForFunction(() => {
          const field = document.querySelector("section.inquiry-section [name=userEmail]");
          return field !== null && Object.keys(field).some((key) => key.startsWith("__reactProps"));
        }, undefined, { timeout: 30_000 });
        const same = await page.evaluate(() => {
          const [nameField, emailField] = (globalThis as unknown as { __fields: Element[] }).__fields;
          return nameField.isConnected && emailField.isConnected && document.activeElement === emailField;
        });
        assert.ok(same, `run ${run}: the app kept the server's fields and the focus`);
        const shown = { name: await field("userName").inputValue(), email: await field("userEmail").inputValue() };
        if (shown.name !== name || shown.email !== email) lost.push(`run ${run}: ${JSON.stringify(shown)}`);

        // The app's form holds what was typed: it sends exactly that.
        await field("userPhone").fill("+971 50 123 4567");
        await field("numPeople").fill("2");
        await page.locator("section.inquiry-section button[type=submit]").tap();
        for (const until = Date.now() + 20_000; !sent && Date.now() < until;) await page.waitForTimeout(100);
        assert.ok(sent, `run ${run}: the app sent the form`);
        if (sent.userName !== name || sent.userEmail !== email) lost.push(`run ${run} sent: ${sent.userName} / ${sent.userEmail}`);
      } finally {
        await context.close();
      }
    }
    assert.deepEqual(lost, [], "no keystroke lost");
    assert.deepEqual(problems, [], "no hydration error");
  });
});

Deno.test("Submit tapped at 0.8 s, before the app has taken the page over, ends in the success text or the field errors (Slow 4G, CPU 4x)", async () => {
  await withSite(async (server, browser, pkg) => {
    const en = texts("en");
    for (let run = 0; run < 3; run++) {
      const filled = run < 2;
      const { context, page } = await phonePage(browser, true);
      try {
        const start = Date.now();
        await page.goto(`${server.url}/packages/${pkg.id}`, { waitUntil: "commit" });
        const field = (fieldName: string) => page.locator(`section.inquiry-section [name=${fieldName}]`);
        const submit = page.locator("section.inquiry-section button[type=submit]");
        await submit.waitFor();
        if (filled) {
          await field("userName").fill(`Early Tap ${run}`);
          await field("userEmail").fill(`early.tap.${run}@example.com`);
          await field("userPhone").fill("+971 50 123 4567");
          await field("numPeople").fill("2");
        }
        await page.waitForTimeout(Math.max(0, 800 - (Date.now() - start)));
        await submit.tap();
        if (filled) {
          // The server's page, or the app's form: either shows the success text.
          await page.getByText(en["inquiry.success"]).waitFor({ timeout: 60_000 });
          const stored = (await storedInquiries(server)).filter((inquiry) => inquiry.userName === `Early Tap ${run}`);
          assert.equal(stored.length, 1, `run ${run}: one inquiry stored`);
        } else {
          // The server's page names each field's problem; the app's form says what is required.
          await page.getByText(new RegExp(`${en["inquiry.error.name"]}|${en["inquiry.requiredItem"].replace(/[()]/g, ".")}`)).first().waitFor({ timeout: 60_000 });
        }
        assert.equal(new URL(page.url()).search, "", "nothing in the address");
      } finally {
        await context.close();
      }
    }
  });
});

Deno.test("without JavaScript the form posts, answers the page in its language with the success text or the problems next to the fields, stores one inquiry, and no detail reaches an address", async () => {
  await withSite(async (server, browser, pkg) => {
    const { context, page } = await phonePage(browser, false, false);
    const addresses: string[] = [];
    const methods: string[] = [];
    page.on("request", (request) => {
      addresses.push(request.url());
      if (request.isNavigationRequest()) methods.push(request.method());
    });
    const details = { name: "ليلى حداد", email: "layla.nojs@example.com", phone: "+971 50 765 4321" };
    try {
      const path = `/fr/packages/${pkg.id}`;
      const fr = texts("fr");
      const field = (fieldName: string) => page.locator(`section.inquiry-section [name=${fieldName}]`);

      // Bad input: the page again (422), each problem next to its field, what was typed kept.
      await page.goto(`${server.url}${path}`);
      await field("userEmail").fill("not-an-email");
      await field("userPhone").fill(details.phone);
      await field("numPeople").fill("2");
      await page.locator("section.inquiry-section button[type=submit]").click();
      await page.waitForLoadState();
      for (const [name, text] of [["userName", fr["inquiry.error.name"]], ["userEmail", fr["inquiry.error.email"]]]) {
        const describedBy = await field(name).getAttribute("aria-describedby");
        assert.ok(describedBy, `${name} names its problem`);
        assert.equal(await page.locator(`[id="${describedBy}"]`).textContent(), text, `${name}'s problem, in French, next to it`);
      }
      assert.equal(await field("userPhone").inputValue(), details.phone);
      assert.equal((await storedInquiries(server)).filter((i) => i.userEmail === details.email).length, 0);

      // Corrected and sent: the success text in French, one inquiry.
      await field("userName").fill(details.name);
      await field("userEmail").fill(details.email);
      await page.locator("section.inquiry-section button[type=submit]").click();
      await page.getByText(fr["inquiry.success"]).waitFor();
      assert.equal(new URL(page.url()).pathname, path);
      const stored = (await storedInquiries(server)).filter((i) => i.userEmail === details.email);
      assert.equal(stored.length, 1);
      assert.equal(stored[0].userName, details.name);

      assert.deepEqual(methods, ["GET", "POST", "POST"], "the form is posted");
      for (const address of addresses) {
        const decoded = decodeURIComponent(address.replaceAll("+", " "));
        for (const detail of [details.name, details.email, "not-an-email", details.phone, "Haddad"]) {
          assert.ok(!decoded.includes(detail), `no detail in ${address}`);
        }
        assert.ok(!/userName|userEmail|userPhone/.test(address), `no field in ${address}`);
      }
    } finally {
      await context.close();
    }
  });
});

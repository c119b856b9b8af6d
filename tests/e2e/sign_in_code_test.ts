/**
 * The login screen when strangers have failed at an account from ten addresses, in real Chromium on
 * a 360 px phone against the real server with a real SMTP listener: the owner's right password
 * shows a code field with the explanation, focused; a wrong code is announced and marks the field;
 * the code from the email signs in; this device is known from then on and is not asked again.
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { describeViolations, seriousViolations } from "../helpers/axe.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";
import { startSmtp } from "../helpers/smtp.ts";

const owner = adminCredentials;

async function assertAccessible(page: Page, where: string) {
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, describeViolations(where, violations));
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

Deno.test("login: after failures from ten addresses the owner signs in with the emailed code, then the device is known", async (t) => {
  const smtp = await startSmtp();
  const server = await startServer({ env: { SMTP_URL: smtp.url, TRUST_PROXY: "1" } });
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const page = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
    page.setDefaultTimeout(20_000);

    await t.step("strangers at ten addresses fail", async () => {
      for (let a = 1; a <= 10; a++) {
        const res = await fetch(`${server.url}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${a}` },
          body: JSON.stringify({ email: owner.email, password: `guess-${a}` }),
        });
        assert.equal(res.status, 401);
        await res.body?.cancel();
      }
    });

    const code = page.getByLabel("Code from the email");
    await t.step("the right password asks for the code, explained, with the focus on the field", async () => {
      await page.goto(`${server.url}/login`);
      await page.getByRole("heading", { level: 1, name: "Member Login" }).waitFor();
      await page.getByLabel("Email", { exact: true }).fill(owner.email);
      await page.getByLabel("Password").fill(owner.password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await code.waitFor();
      const explanation = page.getByText(`If your password is right, we have emailed it to ${owner.email}`, { exact: false });
      await explanation.waitFor();
      assert.equal(await code.evaluate((el) => el === document.activeElement), true, "the code field has the focus");
      const explanationId = await explanation.getAttribute("id");
      assert.ok(explanationId && (await code.getAttribute("aria-describedby"))?.split(" ").includes(explanationId));
      assert.equal(await overflow(page), 0, "fits 360 px");
      await assertAccessible(page, "login, code asked");
    });

    const mail = await smtp.waitFor((m) => m.to.includes(owner.email) && m.subject === "Your sign-in code");
    const sent = mail.text.match(/sign-in code is: (\d{6})/)![1];

    await t.step("a missing and a wrong code are announced on the code field", async () => {
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.getByRole("alert").filter({ hasText: "Please enter the 6-digit code from the email." }).waitFor();
      await code.fill(sent === "000000" ? "111111" : "000000");
      await page.getByRole("button", { name: "Sign In" }).click();
      const wrong = page.getByRole("alert").filter({ hasText: "The code is not correct. 4 tries left." });
      await wrong.waitFor();
      assert.equal(await code.getAttribute("aria-invalid"), "true");
      const wrongId = await wrong.getAttribute("id");
      assert.ok(wrongId && (await code.getAttribute("aria-describedby"))?.split(" ").includes(wrongId));
      assert.equal(await overflow(page), 0, "fits 360 px with the error");
      await assertAccessible(page, "login, wrong code");
    });

    await t.step("the code from the email signs in", async () => {
      await code.fill(sent);
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.waitForURL(`${server.url}/profile`);
    });

    await t.step("with the session forgotten, the same device signs in with the password alone", async () => {
      // The stored session goes; the device cookie (httpOnly) stays, as after signing out.
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${server.url}/login`);
      await page.getByLabel("Email", { exact: true }).fill(owner.email);
      await page.getByLabel("Password").fill(owner.password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.waitForURL(`${server.url}/profile`);
      assert.equal(smtp.received.filter((m) => m.subject === "Your sign-in code").length, 1, "no second code");
    });
  } finally {
    await browser?.close();
    await server.stop();
    await smtp.close();
  }
});

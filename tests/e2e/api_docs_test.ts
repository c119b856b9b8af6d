/**
 * The API reference at /api/docs renders in Chromium from this server's files: the operations of
 * the document are listed, with no console error and no Content-Security-Policy violation.
 */
import assert from "node:assert/strict";
import { launchBrowser } from "../../scripts/browser.ts";
import { startServer } from "../helpers/server.ts";

Deno.test("the API reference page renders the document's operations under its own policy", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const problems: string[] = [];
    const foreign: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console: ${message.text()}`);
    });
    page.on("response", (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("request", (request) => {
      if (!request.url().startsWith(server.url) && !request.url().startsWith("data:")) {
        foreign.push(request.url());
      }
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });

    await page.goto(`${server.url}/api/docs`);
    // Every tag is listed, folded; opening one shows its operations.
    await page.locator(".opblock-tag", { hasText: "Privacy" }).waitFor();
    await page.locator(".opblock-tag", { hasText: /^Inquiries$/ }).click();
    await page.getByText("Submit an inquiry", { exact: true }).waitFor();
    await page.locator(".opblock-tag", { hasText: /^Sign-in$/ }).click();
    await page.getByText("Log in", { exact: true }).waitFor();
    assert.equal(await page.title(), "Aurum Voyages API reference");
    // An operation opens with its description, access and limits.
    await page.getByText("Submit an inquiry", { exact: true }).click();
    await page.getByText("20 per client address per hour", { exact: false }).first().waitFor();
    assert.deepEqual(problems, []);
    assert.deepEqual(foreign, [], "every request stays on this server");
  } finally {
    await browser.close();
    await server.stop();
  }
});

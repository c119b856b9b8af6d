/**
 * What the server says reaches a traveller in the language of the page they use, in Chromium
 * against the real server and a real SMTP listener: a wrong password on the French login page is
 * refused in French, and an inquiry sent from a French package page is confirmed by a French email.
 * The fields are found by what they are (their type and name), not their labels, which are French.
 */
import assert from "node:assert/strict";
import { launchBrowser } from "../../scripts/browser.ts";
import { startServer } from "../helpers/server.ts";
import { startSmtp } from "../helpers/smtp.ts";

Deno.test("the French site is answered in French: a refused login and an inquiry's confirmation email", async (t) => {
  const smtp = await startSmtp();
  const server = await startServer({ env: { SMTP_URL: smtp.url } });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 }, serviceWorkers: "block" });
    const page = await context.newPage();

    await t.step("a wrong password on /fr/login is refused in French", async () => {
      await page.goto(`${server.url}/fr/login`);
      const form = page.locator("form", { has: page.locator('input[type="password"]') });
      await form.locator('input[type="email"]').fill("nobody@example.com");
      await form.locator('input[type="password"]').fill("not-the-password");
      await form.locator('button[type="submit"]').click();
      await page.getByText("Adresse e-mail ou mot de passe incorrect.").waitFor();
      assert.equal(await page.getByText("Invalid email or password.").count(), 0);
    });

    await t.step("an inquiry sent from a French package page is confirmed by a French email", async () => {
      const pkg = (await (await fetch(`${server.url}/api/packages?lang=fr`)).json()).data.packages[0] as { id: string; name: string };
      await page.goto(`${server.url}/fr/packages/${pkg.id}`);
      const form = page.locator("form", { has: page.locator('[name="userEmail"]') });
      // Reaching into the form loads its code; typing then goes to the app's form (typing while it
      // loads is the deferred inquiry test's subject).
      await form.locator('[name="userName"]').click();
      await page.waitForLoadState("networkidle");
      await form.locator('[name="userName"]').fill("Camille Laurent");
      await form.locator('[name="userEmail"]').fill("camille@example.com");
      await form.locator('[name="userPhone"]').fill("+33 6 12 34 56 78");
      await form.locator('[name="numPeople"]').fill("2");
      await form.locator('button[type="submit"]').click();
      // The form says it was sent (its success message is a status region) before the email is looked for.
      await form.getByRole("status").waitFor({ timeout: 20_000 });
      const mail = await smtp.waitFor((m) => m.to.includes("camille@example.com"), 20_000);
      assert.match(mail.subject, /^Nous avons bien reçu votre demande/, mail.subject);
      assert.match(mail.text, /^Bonjour,\n/, mail.text);
    });
  } finally {
    await browser.close();
    await server.stop();
    await smtp.close();
  }
});

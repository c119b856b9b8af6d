/**
 * Accounts in real Chromium against the real server with a real SMTP listener: a visitor applies
 * (reading the OTP from the email), sees the pending state; an administrator approves in
 * /admin/users and the approval email arrives; the member edits the profile (with a validation
 * error) and changes settings that persist after a reload; the wizard creates a user; the last
 * admin's controls are disabled and the server refuses them anyway.
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { describeViolations, seriousViolations } from "../helpers/axe.ts";
import { launchBrowser } from "../../scripts/browser.ts";
import { apiCall, fillApplicationDetails, logIn } from "../helpers/e2e.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";
import { startSmtp } from "../helpers/smtp.ts";

const applicant = { name: "Layla Haddad", email: "layla.e2e@test.example", password: "layla-pass-1" };

async function assertAccessible(page: Page, where: string) {
  // Colours mid-transition (e.g. right after the theme changed) are not what a reader sees. A
  // transition cancelled meanwhile (its `finished` rejects with AbortError) has ended too.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const violations = await seriousViolations(page);
  assert.equal(violations.length, 0, describeViolations(where, violations));
}

Deno.test("membership: apply with OTP, approval by an admin, profile and settings, user wizard, last-admin safeguards", async (t) => {
  const smtp = await startSmtp();
  const server = await startServer({ env: { SMTP_URL: smtp.url } });
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const member = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    // The machine is shared; generous waits keep a slow moment from failing the tour.
    member.setDefaultTimeout(20_000);
    admin.setDefaultTimeout(20_000);

    await t.step("a visitor applies, verifying the email with the code from the SMTP listener", async () => {
      await member.goto(`${server.url}/register`);
      await member.getByRole("heading", { level: 1, name: "Elite Community Membership" }).waitFor();
      await member.getByLabel("Full Name").fill(applicant.name);
      const email = member.getByLabel("Email Address");
      await email.fill(applicant.email);
      await member.getByRole("button", { name: "Send OTP" }).click();
      await member.getByRole("button", { name: "OTP Sent" }).waitFor();
      assert.equal(await member.getByRole("button", { name: "OTP Sent" }).isDisabled(), true);
      assert.equal(await email.getAttribute("readonly"), "", "the email is locked while the code is out");
      const mail = await smtp.waitFor((m) => m.to.includes(applicant.email) && m.subject === "Your verification code");
      const otp = mail.text.match(/verification code is: (\d{6})/)![1];
      await assertAccessible(member, "application, code sent");

      // A wrong code marks the code field, not the email, and the field points at the message.
      const code = member.getByLabel("Enter OTP");
      await code.fill(otp === "000000" ? "111111" : "000000");
      await member.getByRole("button", { name: "Verify OTP" }).click();
      const wrong = member.getByText("The code is not correct. 4 tries left.");
      await wrong.waitFor();
      assert.equal(await code.getAttribute("aria-invalid"), "true");
      assert.equal(await email.getAttribute("aria-invalid"), null, "the email is not the problem");
      const messageId = await wrong.getAttribute("id");
      assert.ok(messageId && (await code.getAttribute("aria-describedby"))?.split(" ").includes(messageId));
      // Whether a field's outline has the site's error colour.
      const outlined = (locator: typeof code) =>
        locator.evaluate((el) => {
          const probe = document.body.appendChild(document.createElement("div"));
          probe.style.border = "1px solid var(--danger)";
          const danger = getComputedStyle(probe).borderTopColor;
          probe.remove();
          return getComputedStyle(el).borderTopColor === danger;
        });
      assert.equal(await outlined(code), true, "the error outline is on the code field");
      assert.equal(await outlined(email), false, "and not on the email");
      await assertAccessible(member, "application, wrong code");

      await code.fill(otp);
      await member.getByRole("button", { name: "Verify OTP" }).click();
      await member.getByText("Email verified!").waitFor();

      await fillApplicationDetails(member, "+971 50 123 4567");
      await member.getByLabel(/^Password/).fill(applicant.password);
      await member.getByLabel("Confirm Password").fill("something-else");
      const submit = member.getByRole("button", { name: "Submit Application" });
      assert.equal(await submit.isDisabled(), true, "disabled until an accommodation style and a membership option are chosen");
      await member.getByRole("checkbox", { name: "Private Villas" }).check();
      await member.getByRole("checkbox", { name: "None of the above" }).check();
      await submit.click();
      await member.getByText("Passwords do not match.").first().waitFor();
      await member.getByLabel("Confirm Password").fill(applicant.password);
      await submit.click();
      await member.getByText("Thank you for applying to the Elite Community.", { exact: false }).waitFor();
    });

    await t.step("the new member logs in and sees the pending state", async () => {
      await logIn(member, server, applicant.email, applicant.password);
      await member.getByRole("heading", { level: 1, name: "Member Profile" }).waitFor();
      await member.getByText("Pending Approval").first().waitFor();
      await member.getByRole("heading", { name: "Application Under Review" }).waitFor();
      await assertAccessible(member, "pending profile");
    });

    await t.step("an administrator approves in /admin/users and the approval email arrives", async () => {
      await logIn(admin, server, adminCredentials.email, adminCredentials.password);
      await admin.goto(`${server.url}/admin/users`);
      const row = admin.locator(`tr[data-user-email="${applicant.email}"]`);
      await row.getByText("Pending").waitFor();
      await row.getByRole("button", { name: `Approve ${applicant.name}` }).click();
      await row.getByText("Approved").waitFor();
      await assertAccessible(admin, "admin users");
      const mail = await smtp.waitFor((m) => m.to.includes(applicant.email) && m.subject === "Your membership is approved");
      assert.match(mail.text, /Dear Layla Haddad/);
    });

    await t.step("the member signs out (back to /) and logs in again, now approved", async () => {
      await member.getByRole("button", { name: "Sign Out" }).click();
      await member.waitForURL(`${server.url}/`);
      assert.equal(await member.evaluate(() => localStorage.getItem("authToken")), null);
      await logIn(member, server, applicant.email, applicant.password);
    });

    await t.step("the member edits the profile, with a validation error first", async () => {
      await member.getByText("Approved Member").first().waitFor();
      assert.equal(await member.getByRole("heading", { name: "Application Under Review" }).count(), 0);
      await member.getByRole("button", { name: "Edit Profile" }).click();
      const dialog = member.getByRole("dialog", { name: "Edit Profile" });
      await dialog.getByRole("tab", { name: "Personal Info" }).waitFor();
      await dialog.getByLabel("Full Name").fill("");
      await dialog.getByRole("tab", { name: "Interests" }).click();
      await dialog.getByRole("checkbox", { name: "Fine Dining" }).check();
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await dialog.getByText("Name is required").waitFor();
      await assertAccessible(member, "edit profile with an error");
      assert.equal(await dialog.getByRole("tab", { name: /Personal Info/ }).getAttribute("aria-selected"), "true", "back to the tab with the error");
      await dialog.getByLabel("Full Name").fill("Layla Al-Haddad");
      // A new email address needs its own code before it can be saved.
      assert.equal(await dialog.getByRole("button", { name: "Send OTP" }).count(), 0, "no code for the current address");
      await dialog.getByLabel(/^Email/).fill("layla.new@test.example");
      await dialog.getByRole("button", { name: "Send OTP" }).waitFor();
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await dialog.getByText("Please verify your new email address using OTP.").first().waitFor();
      await dialog.getByLabel(/^Email/).fill(applicant.email);
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await dialog.waitFor({ state: "detached" });
      await member.getByRole("heading", { name: "Layla Al-Haddad" }).waitFor();
      await member.getByText("Fine Dining").waitFor();
    });

    await t.step("settings save, change the site's theme, and persist after a reload", async () => {
      assert.equal(await member.evaluate(() => document.documentElement.dataset.theme ?? "dark"), "dark");
      await member.getByRole("button", { name: "Account Settings" }).click();
      const dialog = member.getByRole("dialog", { name: "Account Settings" });
      await dialog.getByRole("checkbox", { name: "SMS notifications" }).check();
      await dialog.getByRole("tab", { name: "Preferences" }).click();
      await dialog.getByLabel("Theme").selectOption("light");
      await dialog.getByLabel("Currency").selectOption("EUR");
      await dialog.getByRole("button", { name: "Save Settings" }).click();
      await dialog.getByText("Settings saved successfully!").waitFor();
      await assertAccessible(member, "account settings, light theme");
      assert.equal(await member.evaluate(() => document.documentElement.dataset.theme), "light");

      // The theme the page has when the app first puts content on it: no flash of the house theme.
      await member.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.getElementById("root")?.firstChild) return;
          Object.assign(globalThis, { themeAtFirstRender: document.documentElement.dataset.theme ?? "dark" });
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await member.reload();
      await member.getByRole("heading", { level: 1, name: "Member Profile" }).waitFor();
      assert.equal(await member.evaluate(() => (globalThis as unknown as { themeAtFirstRender: string }).themeAtFirstRender), "light");
      assert.equal(await member.evaluate(() => document.documentElement.dataset.theme), "light");
      await member.getByRole("button", { name: "Account Settings" }).click();
      const again = member.getByRole("dialog", { name: "Account Settings" });
      assert.equal(await again.getByRole("checkbox", { name: "SMS notifications" }).isChecked(), true);
      await again.getByRole("tab", { name: "Preferences" }).click();
      assert.equal(await again.getByLabel("Theme").inputValue(), "light");
      assert.equal(await again.getByLabel("Currency").inputValue(), "EUR");
      await again.getByRole("button", { name: "Close dialog" }).click();
    });

    await t.step("profile and application fit a 360 px wide phone", async () => {
      await member.setViewportSize({ width: 360, height: 740 });
      const overflow = () => member.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(await overflow(), 0, "profile");
      const phone = await (await browser!.newContext({ viewport: { width: 360, height: 740 } })).newPage();
      await phone.goto(`${server.url}/register`);
      await phone.getByRole("heading", { level: 1, name: "Elite Community Membership" }).waitFor();
      assert.equal(await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0, "application");
      await member.setViewportSize({ width: 1280, height: 900 });
    });

    await t.step("the 4-step wizard creates a user", async () => {
      await admin.getByRole("button", { name: "Add New User" }).click();
      const dialog = admin.getByRole("dialog", { name: "Create New User" });
      await dialog.getByText("Step 1 of 4: Basic Information").waitFor();
      assert.equal(await dialog.getByLabel("Budget Preference").isVisible(), false, "one step at a time");
      assert.equal(await dialog.locator('[aria-current="step"]').innerText(), "1\nBasic Information");
      await dialog.getByRole("button", { name: "Next" }).click();
      await dialog.getByText("Name is required").waitFor();
      await dialog.getByText("Email is required").waitFor();
      await assertAccessible(admin, "user wizard with errors");
      await dialog.getByLabel(/^Name/).fill("Omar Said");
      await dialog.getByLabel(/^Email/).fill("omar.e2e@test.example");
      await dialog.getByLabel("Country of Residence").selectOption("Singapore");
      await dialog.getByRole("button", { name: "Next" }).click();
      await dialog.getByText("Step 2 of 4: Travel Preferences").waitFor();
      await dialog.getByLabel("Budget Preference").selectOption("ultra-luxury");
      await dialog.getByRole("button", { name: "Next" }).click();
      await dialog.getByText("Step 3 of 4: Background Information").waitFor();
      await dialog.getByRole("checkbox", { name: "Priority Pass" }).check();
      await dialog.getByRole("button", { name: "Previous" }).click();
      await dialog.getByText("Step 2 of 4: Travel Preferences").waitFor();
      await dialog.getByRole("button", { name: "Next" }).click();
      await dialog.getByRole("button", { name: "Next" }).click();
      await dialog.getByText("Step 4 of 4: Account Security").waitFor();
      await dialog.getByLabel(/^Password/).fill("omar-pass-1");
      await dialog.getByLabel("Confirm Password").fill("omar-pass-2");
      await dialog.getByRole("button", { name: "Create User" }).click();
      await dialog.getByText("Passwords do not match").waitFor();
      await dialog.getByLabel("Confirm Password").fill("omar-pass-1");
      await dialog.getByRole("button", { name: "Create User" }).click();
      await dialog.waitFor({ state: "detached" });
      const row = admin.locator('tr[data-user-email="omar.e2e@test.example"]');
      await row.getByText("Approved").waitFor();
      const login = await apiCall(server, "POST", "/auth/login", undefined, { email: "omar.e2e@test.example", password: "omar-pass-1" });
      assert.equal(login.status, 200);
      assert.equal(login.json.data.user.countryOfResidence, "Singapore");
      assert.deepEqual(login.json.data.user.memberships, ["Priority Pass"]);
    });

    await t.step("the last admin's controls are disabled, and the server refuses them anyway", async () => {
      const row = admin.locator(`tr[data-user-email="${adminCredentials.email}"]`);
      await row.waitFor();
      assert.equal(await row.getByRole("button", { name: /^Remove admin from/ }).isDisabled(), true);
      assert.equal(await row.getByRole("button", { name: /^Delete / }).isDisabled(), true);
      const token = (await apiCall(server, "POST", "/auth/login", undefined, adminCredentials)).json.data.access_token;
      const me = (await apiCall(server, "GET", "/auth/profile", token)).json.data;
      assert.equal((await apiCall(server, "PATCH", `/auth/users/${me.id}/admin`, token, { isAdmin: false })).status, 409);
      assert.equal((await apiCall(server, "DELETE", `/auth/users/${me.id}`, token)).status, 403);
      assert.equal((await apiCall(server, "GET", "/auth/profile", token)).json.data.isAdmin, true);
    });
  } finally {
    await browser?.close();
    await server.stop();
    await smtp.close();
  }
});

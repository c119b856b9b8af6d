/**
 * No secret in the server's log: a full browser run of an application (email code read from the
 * local outbox, as on a first run without SMTP_URL), a login and an inquiry, then the server's whole
 * output (stdout and stderr) is searched for the password, the code, the token the browser held and
 * the applicant's personal details. The same output has a request line for each call.
 */
import assert from "node:assert/strict";
import { AUTH_TOKEN_KEY } from "../../contract/limits.ts";
import { launchBrowser } from "../../scripts/browser.ts";
import { readOutbox } from "../../server/mail/mailer.ts";
import { fillApplicationDetails, logIn } from "../helpers/e2e.ts";
import { startServer } from "../helpers/server.ts";

const applicant = { name: "Samira Qassem", email: "samira.logs@test.example", password: "samira-secret-pass-9", phone: "+971 50 765 1188" };

/** The newest code mailed to `email`, read from the server's local outbox (its KV file). */
async function codeFor(dataDir: string, email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const kv = await Deno.openKv(`${dataDir}/app.kv`);
    const mails = await readOutbox(kv).finally(() => kv.close());
    const code = mails.filter((m) => m.to === email).at(-1)?.text.match(/verification code is: (\d{6})/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("no code in the local outbox");
}

Deno.test("the server's log of sign-up, login and an inquiry holds no password, code, token or personal detail", async () => {
  const server = await startServer({ env: { LOG_FORMAT: "json" } });
  const browser = await launchBrowser();
  let output = "";
  let code = "";
  let token = "";
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.setDefaultTimeout(20_000);

    await page.goto(`${server.url}/register`);
    await page.getByRole("heading", { level: 1, name: "Elite Community Membership" }).waitFor();
    await page.getByLabel("Full Name").fill(applicant.name);
    await page.getByLabel("Email Address").fill(applicant.email);
    await page.getByRole("button", { name: "Send OTP" }).click();
    await page.getByRole("button", { name: "OTP Sent" }).waitFor();
    code = await codeFor(server.dataDir, applicant.email);
    await page.getByLabel("Enter OTP").fill(code);
    await page.getByRole("button", { name: "Verify OTP" }).click();
    await page.getByText("Email verified!").waitFor();
    await fillApplicationDetails(page, applicant.phone);
    await page.getByLabel(/^Password/).fill(applicant.password);
    await page.getByLabel("Confirm Password").fill(applicant.password);
    await page.getByRole("checkbox", { name: "Private Villas" }).check();
    await page.getByRole("checkbox", { name: "None of the above" }).check();
    await page.getByRole("button", { name: "Submit Application" }).click();
    await page.getByText("Thank you for applying to the Elite Community.", { exact: false }).waitFor();

    await logIn(page, server, applicant.email, applicant.password);
    token = await page.evaluate((key) => localStorage.getItem(key) ?? "", AUTH_TOKEN_KEY);
    assert.ok(token.length > 20, "the browser holds a token");

    const packages = await (await fetch(`${server.url}/api/packages`)).json();
    await page.goto(`${server.url}/packages/${packages.data.packages[0].id}`);
    const section = page.getByRole("region", { name: "Inquire About This Package" });
    await section.waitFor();
    await section.getByLabel("Full Name").fill(applicant.name);
    await section.getByLabel("Email Address").fill(applicant.email);
    await section.getByLabel("Phone Number").fill(applicant.phone);
    await section.getByLabel("Number of People").fill("2");
    await section.getByLabel("Special Requests").fill("A quiet suite, please.");
    await section.getByRole("button", { name: "Submit Inquiry" }).click();
    await section.getByRole("status").filter({ hasText: "Your inquiry has been successfully submitted!" }).waitFor();
  } finally {
    await browser.close();
    await server.stop(); // the inquiry's mail is written before the process ends
    output = server.output();
  }

  const requests = output.split("\n").filter((line) => line.startsWith("{")).map((line) => JSON.parse(line))
    .filter((line) => line.msg === "request");
  const routes = new Set(requests.map((line) => `${line.method} ${line.route} ${line.status}`));
  for (const call of ["POST /api/auth/send-email-otp 200", "POST /api/auth/verify-email-otp 200", "POST /api/auth/register 201", "POST /api/auth/login 200", "POST /api/inquiries 201"]) {
    assert.ok(routes.has(call), `a request line for ${call}: ${[...routes].join(", ")}`);
  }
  assert.ok(requests.every((line) => typeof line.requestId === "string" && line.requestId.length > 0));
  const [, payload, signature] = token.split(".");
  const secrets: [string, string][] = [
    ["the password", applicant.password],
    ["the email code", code],
    ["the token", token],
    ["the token's payload", payload],
    ["the token's signature", signature],
    ["the applicant's email", applicant.email],
    ["the applicant's name", applicant.name],
    ["the applicant's phone", applicant.phone],
  ];
  for (const [what, secret] of secrets) {
    assert.ok(secret, `${what} is known`);
    assert.ok(!output.includes(secret), `${what} is in the server's log`);
  }
});

/**
 * The user wizard as staff use it: editing a user, Next (and Enter in a field) goes step by step to
 * Account Security, where Approved is changed and "Update User" saves it; creating a user, step 4
 * shows no error until "Create User" is pressed. No user is written (PATCH or POST) before the
 * final button is pressed: the test counts the requests.
 */
import assert from "node:assert/strict";
import type { Locator, Request } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { apiCall, logIn } from "../helpers/e2e.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

/** Presses the wizard's Next and waits for the step it leads to. */
async function next(dialog: Locator, heading: string) {
  await dialog.getByRole("button", { name: "Next" }).click();
  await dialog.getByText(heading).waitFor();
}

const member = { name: "Nadia Rahman", email: "nadia.wizard@e2e.example", password: "nadia-pass-1" };

Deno.test("the user wizard saves only on its final button: edit to step 4 and save, create without early errors", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const token = (await apiCall(server, "POST", "/auth/login", undefined, adminCredentials)).json.data.access_token;
    const created = await apiCall(server, "POST", "/auth/create-user", token, { ...member, isApproved: false });
    assert.equal(created.status, 201, JSON.stringify(created.json));

    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const writes: string[] = [];
    page.on("request", (request: Request) => {
      const path = new URL(request.url()).pathname;
      if (["PATCH", "POST"].includes(request.method()) && /^\/api\/auth\/(users\/|create-user)/.test(path)) writes.push(`${request.method()} ${path}`);
    });
    await logIn(page, server, adminCredentials.email, adminCredentials.password);
    await page.goto(`${server.url}/admin/users`);
    const row = page.locator(`tr[data-user-email="${member.email}"]`);
    await row.getByText("Pending").waitFor();

    // Editing: Enter in a field of step 1, then Next twice, reaches step 4 without saving anything.
    await row.getByRole("button", { name: `Edit ${member.name}` }).click();
    const edit = page.getByRole("dialog", { name: `Edit User: ${member.name}` });
    await edit.getByText("Step 1 of 4: Basic Information").waitFor();
    await edit.getByLabel(/^Name/).press("Enter");
    await edit.getByText("Step 2 of 4: Travel Preferences").waitFor();
    await next(edit, "Step 3 of 4: Background Information");
    await next(edit, "Step 4 of 4: Account Security");
    // Give a wrongly sent request the time to leave, then check nothing was saved or closed.
    await page.waitForTimeout(500);
    assert.deepEqual(writes, [], "nothing is saved by Next");
    assert.equal(await edit.isVisible(), true, "the wizard stays open on step 4");
    const approved = edit.getByRole("checkbox", { name: "Approved member" });
    assert.equal(await approved.isChecked(), false);
    await approved.check();
    await edit.getByRole("button", { name: "Update User" }).click();
    await edit.waitFor({ state: "detached" });
    assert.deepEqual(writes, [`PATCH /api/auth/users/${created.json.data.id}`], "one save, by the final button");
    await row.getByText("Approved", { exact: true }).waitFor();
    const stored = (await apiCall(server, "GET", "/auth/users", token)).json.data as { email: string; isApproved: boolean }[];
    assert.equal(stored.find((user) => user.email === member.email)?.isApproved, true, "the change is stored");

    // Creating: step 4 shows no error on arrival; "Create User" checks the password; then it saves.
    writes.length = 0;
    await page.getByRole("button", { name: "Add New User" }).click();
    const create = page.getByRole("dialog", { name: "Create New User" });
    await create.getByLabel(/^Name/).fill("Karim Haddad");
    await create.getByLabel(/^Email/).fill("karim.wizard@e2e.example");
    await create.getByLabel(/^Email/).press("Enter");
    await create.getByText("Step 2 of 4: Travel Preferences").waitFor();
    await next(create, "Step 3 of 4: Background Information");
    await next(create, "Step 4 of 4: Account Security");
    await page.waitForTimeout(500);
    assert.equal(await create.getByText("Password is required for new users").count(), 0, "no error on arrival");
    assert.deepEqual(writes, [], "nothing is created by Next");
    await create.getByRole("button", { name: "Create User" }).click();
    await create.getByText("Password is required for new users").waitFor();
    assert.deepEqual(writes, [], "a form with errors is not sent");
    await create.getByLabel(/^Password/).fill("karim-pass-1");
    await create.getByLabel("Confirm Password").fill("karim-pass-1");
    await create.getByLabel("Confirm Password").press("Enter");
    await create.waitFor({ state: "detached" });
    assert.deepEqual(writes, ["POST /api/auth/create-user"]);
    const login = await apiCall(server, "POST", "/auth/login", undefined, { email: "karim.wizard@e2e.example", password: "karim-pass-1" });
    assert.equal(login.status, 200);
  } finally {
    await browser.close();
    await server.stop();
  }
});

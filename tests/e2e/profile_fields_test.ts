/**
 * The profile fields are one component (web/src/domains/account/profile-fields.tsx) on three
 * screens: the membership application, Edit Profile and the admin user wizard. In French, each
 * screen's mobile number field is the same field (a phone input bounded by LIMITS.phone, with the
 * same example) and a number that breaks the phone rule gets the same French message there, only
 * after an attempt to go on (the wizard's Next saves nothing).
 */
import assert from "node:assert/strict";
import type { Locator, Page, Request } from "playwright-core";
import { LIMITS } from "../../contract/limits.ts";
import { launchBrowser } from "../../scripts/browser.ts";
import { apiCall, logIn } from "../helpers/e2e.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

/** The phone rule's message in French (the member's and the desk's catalogues say it alike). */
const PHONE_INVALID_FR = "Veuillez saisir un numéro de téléphone valide";
const BAD_PHONE = "appelez-moi";

/** What a reader meets in a phone field: its kind, bound, example and the message it points at. */
async function phoneField(scope: Locator) {
  const input = scope.locator('input[type="tel"]');
  assert.equal(await input.count(), 1);
  const described = (await input.getAttribute("aria-describedby")) ?? "";
  const messages = [];
  for (const id of described.split(" ").filter(Boolean)) {
    const message = scope.page().locator(`[id="${id}"]`);
    if ((await message.getAttribute("class"))?.includes("field__error")) messages.push(await message.innerText());
  }
  return {
    maxLength: await input.getAttribute("maxlength"),
    placeholder: await input.getAttribute("placeholder"),
    invalid: await input.getAttribute("aria-invalid"),
    error: messages.join(" "),
  };
}

const shown = (error: string) => ({ maxLength: String(LIMITS.phone), placeholder: "+971 50 123 4567", invalid: error ? "true" : null, error });

Deno.test("the mobile number is one field in the application, Edit Profile and the user wizard: in French, the same rule and message", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const token = (await apiCall(server, "POST", "/auth/login", undefined, adminCredentials)).json.data.access_token;
    const member = { name: "Nadia Rahman", email: "nadia.fields@e2e.example", password: "nadia-pass-1" };
    assert.equal((await apiCall(server, "POST", "/auth/create-user", token, member)).status, 201);
    const newPage = async (): Promise<Page> => {
      const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
      page.setDefaultTimeout(20_000);
      return page;
    };

    // The application: the field's message shows once the application is sent.
    const visitor = await newPage();
    await visitor.goto(`${server.url}/fr/register`);
    const application = visitor.locator("form.form--wide");
    await application.locator('input[type="tel"]').fill(BAD_PHONE);
    assert.deepEqual(await phoneField(application), shown(""), "no message before the application is sent");
    await application.locator("fieldset.chip-group").nth(0).getByRole("checkbox").first().check();
    await application.locator("fieldset.chip-group").nth(1).getByRole("checkbox").first().check();
    await application.getByRole("button", { name: "Envoyer ma demande" }).click();
    await application.getByText(PHONE_INVALID_FR).first().waitFor();
    assert.deepEqual(await phoneField(application), shown(PHONE_INVALID_FR), "the application");

    // Edit Profile: the message shows once the changes are saved, on the Personal tab.
    const own = await newPage();
    await logIn(own, server, member.email, member.password);
    await own.goto(`${server.url}/fr/profile`);
    await own.getByRole("button", { name: "Modifier le profil" }).click();
    const edit = own.getByRole("dialog", { name: "Modifier le profil" });
    await edit.locator('input[type="tel"]').fill(BAD_PHONE);
    assert.deepEqual(await phoneField(edit), shown(""), "no message before saving");
    await edit.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await edit.getByText(PHONE_INVALID_FR).waitFor();
    assert.deepEqual(await phoneField(edit), shown(PHONE_INVALID_FR), "Edit Profile");

    // The user wizard: Next checks the step and stays on it; nothing is sent.
    const staff = await newPage();
    const writes: string[] = [];
    staff.on("request", (request: Request) => {
      if (["PATCH", "POST"].includes(request.method()) && /\/api\/auth\/(users\/|create-user)/.test(request.url())) writes.push(request.url());
    });
    await logIn(staff, server, adminCredentials.email, adminCredentials.password);
    await staff.goto(`${server.url}/fr/admin/users`);
    await staff.getByRole("button", { name: "Ajouter un utilisateur" }).click();
    const wizard = staff.getByRole("dialog", { name: "Créer un utilisateur" });
    await wizard.locator('input[type="email"]').fill("karim.fields@e2e.example");
    await wizard.getByRole("textbox").first().fill("Karim Haddad");
    await wizard.locator('input[type="tel"]').fill(BAD_PHONE);
    assert.deepEqual(await phoneField(wizard), shown(""), "no message before Next");
    await wizard.getByRole("button", { name: "Suivant" }).click();
    await wizard.getByText(PHONE_INVALID_FR).waitFor();
    assert.deepEqual(await phoneField(wizard), shown(PHONE_INVALID_FR), "the user wizard");
    assert.equal(await wizard.locator('input[type="tel"]').isVisible(), true, "still on the first step");
    assert.deepEqual(writes, [], "Next sends nothing");
  } finally {
    await browser.close();
    await server.stop();
  }
});

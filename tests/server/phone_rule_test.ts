/**
 * The phone rule is one rule (contract/phone.ts, built into schemas by contract/fields.ts): every
 * request that takes a phone number (an application, a profile edit, the admin's new user, an
 * inquiry) refuses the same numbers with the same message, in the request's language, and a
 * number longer than LIMITS.phone with the one "at most" message, translated too.
 */
import assert from "node:assert/strict";
import { LIMITS } from "../../contract/limits.ts";
import { PHONE_INVALID } from "../../contract/phone.ts";
import { withAdminApp } from "../helpers/app.ts";
import { activityInquiryBody, registrationBody, storeFixtureActivity } from "../helpers/fixtures.ts";

type Issue = { path: string; message: string };

const TOO_LONG = "+".padEnd(LIMITS.phone + 1, "9");

Deno.test("one phone rule: the application, a profile edit, a new user and an inquiry refuse alike, in the request's language", async () => {
  await withAdminApp(async (t, admin) => {
    await storeFixtureActivity(t.kv);
    const { user, token } = await t.member();
    const requests: Record<string, (phone: string, lang: string) => Promise<{ status: number; json: { issues?: Issue[] } }>> = {
      application: (phone, lang) =>
        t.call("POST", `/api/auth/register?lang=${lang}`, { body: registrationBody("phone.rule@test.example", { mobileNumber: phone }) }),
      "profile edit": (phone, lang) => t.call("PATCH", `/api/auth/users/${user.id}?lang=${lang}`, { token, body: { mobileNumber: phone } }),
      "new user": (phone, lang) =>
        t.call("POST", `/api/auth/create-user?lang=${lang}`, {
          token: admin,
          body: { name: "Nadia Rahman", email: "nadia.phone@test.example", password: "nadia-pass-1", mobileNumber: phone },
        }),
      inquiry: (phone, lang) =>
        t.call("POST", `/api/inquiries?lang=${lang}`, {
          body: activityInquiryBody({ userPhone: phone }),
          headers: { "idempotency-key": crypto.randomUUID() },
        }),
    };
    const cases: [string, string, string, string][] = [
      ["call me maybe", "en", PHONE_INVALID, PHONE_INVALID],
      ["12", "en", PHONE_INVALID, PHONE_INVALID],
      ["call me maybe", "fr", PHONE_INVALID, "Veuillez saisir un numéro de téléphone valide"],
      [TOO_LONG, "en", "too long", `Must be at most ${LIMITS.phone} characters.`],
      [TOO_LONG, "fr", "too long", `${LIMITS.phone} caractères au maximum.`],
    ];
    for (const [request, send] of Object.entries(requests)) {
      for (const [phone, lang, what, message] of cases) {
        const res = await send(phone, lang);
        assert.equal(res.status, 400, `${request}, ${what} (${lang})`);
        const phoneIssues = (res.json.issues ?? []).filter((issue) => issue.path === "mobileNumber" || issue.path === "userPhone");
        assert.deepEqual(phoneIssues.map((issue) => issue.message).slice(0, 1), [message], `${request}, ${phone} (${lang})`);
      }
    }
  });
});

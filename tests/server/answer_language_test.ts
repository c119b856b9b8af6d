/**
 * The API answers its messages in the request's language: `?lang=`, else `Accept-Language`, else
 * English, said by `Content-Language`; English reads exactly as the product wrote it. (Every
 * language has every text, translated: locales_test.ts.)
 */
import assert from "node:assert/strict";
import { SITE_LANGUAGES } from "../../contract/languages.ts";
import { translateAnswer } from "../../server/answer-texts/index.ts";
import { ADMIN, makeTestApp } from "../helpers/app.ts";

Deno.test("a text built with values is translated with its values carried over; plurals follow the language", () => {
  assert.equal(translateAnswer("Must be at most 120 characters.", "fr"), "120 caractères au maximum.");
  assert.equal(
    translateAnswer('The file name "a.php.jpg" is not allowed (it contains ".php").', "de"),
    "Der Dateiname „a.php.jpg“ ist nicht erlaubt (er enthält „.php“).",
  );
  const packages = "This destination still has {count, plural, one {# package} other {# packages}}. Move them to another destination or delete them first.";
  assert.equal(translateAnswer(packages, "en", { count: 1 }), "This destination still has 1 package. Move them to another destination or delete them first.");
  assert.equal(translateAnswer(packages, "en", { count: 3 }), "This destination still has 3 packages. Move them to another destination or delete them first.");
  assert.match(translateAnswer(packages, "fr", { count: 1 }), /^Cette destination compte encore 1 séjour\./);
  assert.match(translateAnswer(packages, "ar", { count: 2 }), /باقتان/);
  assert.equal(translateAnswer("A text the catalogue does not hold.", "it"), "A text the catalogue does not hold.");
  for (const lang of SITE_LANGUAGES) assert.ok(translateAnswer("Invalid email or password.", lang).length > 0);
});

Deno.test("a wrong password answers in French, Arabic or English as the request asks", async () => {
  const t = await makeTestApp();
  try {
    const login = (headers: Record<string, string>, query = "") =>
      t.call("POST", `/api/auth/login${query}`, { body: { email: ADMIN.email, password: "not-it" }, headers });
    const french = await login({ "accept-language": "fr-FR,fr;q=0.9,en;q=0.5" });
    assert.equal(french.status, 401);
    assert.equal(french.json.message, "Adresse e-mail ou mot de passe incorrect.");
    assert.equal(french.headers.get("content-language"), "fr");
    const arabic = await login({ "accept-language": "en" }, "?lang=ar");
    assert.equal(arabic.json.message, "البريد الإلكتروني أو كلمة المرور غير صحيحة.");
    const english = await login({ "accept-language": "ja, zh;q=0.8" });
    assert.equal(english.json.message, "Invalid email or password.");
    assert.equal(english.headers.get("content-language"), "en");
  } finally {
    await t.close();
  }
});

Deno.test("a validation issue answers in German, field by field; a limit answers in Arabic", async () => {
  const t = await makeTestApp();
  try {
    const german = await t.call("POST", "/api/auth/login", { body: { password: "x" }, headers: { "accept-language": "de" } });
    assert.equal(german.status, 400);
    assert.equal(german.json.message, "E-Mail-Adresse ist erforderlich");
    assert.deepEqual(german.json.issues.map((issue: { message: string }) => issue.message), ["E-Mail-Adresse ist erforderlich"]);
    const email = "layla@example.com";
    const first = await t.call("POST", "/api/auth/send-email-otp", { body: { email }, headers: { "accept-language": "ar" } });
    assert.equal(first.status, 200);
    const again = await t.call("POST", "/api/auth/send-email-otp", { body: { email }, headers: { "accept-language": "ar" } });
    assert.equal(again.status, 429);
    assert.equal(again.json.message, "أُرسل رمز قبل أقل من دقيقة. يُرجى الانتظار قبل طلب رمز جديد.");
    assert.ok(again.headers.get("retry-after"));
  } finally {
    await t.close();
  }
});

Deno.test("an unknown catalogue item answers its not-found message in the language asked for", async () => {
  const t = await makeTestApp({ seed: true });
  try {
    const french = await t.call("GET", "/api/packages/no-such-package?lang=fr");
    assert.equal(french.status, 404);
    assert.equal(french.json.message, "Séjour introuvable.");
    const english = await t.call("GET", "/api/packages/no-such-package");
    assert.equal(english.json.message, "Travel package not found.");
  } finally {
    await t.close();
  }
});

/**
 * Emails in the traveller's language, through a real SMTP listener: an inquiry's confirmation in the
 * language of `?lang=` or `Accept-Language` (with the item's translated name), the approval in the
 * language the member applied in (days later, from a staff request in English), the code in Arabic
 * with an HTML part laid out right to left; staff emails stay English.
 */
import assert from "node:assert/strict";
import { type TestApp, withSmtpApp } from "../helpers/app.ts";
import { activityInquiryBody, registrationBody, storeFixtureActivity } from "../helpers/fixtures.ts";


async function firstPackage(t: TestApp, lang: string) {
  return (await t.call("GET", `/api/packages?lang=${lang}`)).json.data.packages[0] as { id: string; name: string };
}

Deno.test("an inquiry sent with ?lang=fr gets its confirmation in French, with the package's French name; staff read English", async () => {
  await withSmtpApp(async (t, smtp) => {
    const english = await firstPackage(t, "en");
    const french = await firstPackage(t, "fr");
    assert.notEqual(french.name, english.name, "the demo package has a French name");
    const body = activityInquiryBody({ type: "package", itemId: french.id, itemName: french.name, userEmail: "claire@example.com" });
    const res = await t.call("POST", "/api/inquiries?lang=fr", { body });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.json.data.language, "fr", "the inquiry remembers its language");
    const mail = await smtp.waitFor((m) => m.to.includes("claire@example.com"));
    assert.equal(mail.subject, `Nous avons bien reçu votre demande : ${french.name}`);
    assert.match(mail.text, /^Bonjour,\n/);
    assert.ok(mail.text.includes(`Merci de votre demande concernant ${french.name}. L'un de nos conseillers voyage vous contactera dans les 24 heures.`), mail.text);
    assert.ok(mail.text.includes("Nombre de personnes : 2"), mail.text);
    assert.ok(!mail.text.includes("Omar Aziz") && !mail.text.includes("Dates souhaitées"), "nothing the sender typed is repeated");
    assert.ok(mail.text.includes(`Référence : ${res.json.data.id}`), mail.text);
    assert.match(mail.html, /<html lang="fr" dir="ltr">/);

    const staff = await smtp.waitFor((m) => m.subject.startsWith("New Package inquiry"));
    assert.ok(staff.subject.includes(english.name), "staff see the catalogue's English name");
    assert.ok(staff.text.includes("Language: French"), staff.text);
  }, { seed: true });
});

Deno.test("an inquiry sent with Accept-Language: fr gets its confirmation in French; without a language, in English as before", async () => {
  await withSmtpApp(async (t, smtp) => {
    await storeFixtureActivity(t.kv);
    const res = await t.call("POST", "/api/inquiries", {
      body: activityInquiryBody({ userEmail: "remi@example.com" }),
      headers: { "accept-language": "fr-CA,fr;q=0.9,en;q=0.5" },
    });
    assert.equal(res.status, 201, res.text);
    const mail = await smtp.waitFor((m) => m.to.includes("remi@example.com"));
    assert.equal(mail.subject, "Nous avons bien reçu votre demande : Dune Dinner");
    assert.ok(mail.text.includes("Expérience : Dune Dinner") && mail.text.includes("Nombre de personnes : 2"), mail.text);

    await t.call("POST", "/api/inquiries", { body: activityInquiryBody({ userEmail: "plain@example.com" }) });
    const plain = await smtp.waitFor((m) => m.to.includes("plain@example.com"));
    assert.equal(plain.subject, "We have received your inquiry: Dune Dinner");
    assert.ok(plain.text.startsWith("Dear traveller,\n\nThank you for your inquiry about Dune Dinner. One of our consultants will contact you within 24 hours."));
    assert.ok(!(await smtp.waitFor((m) => m.text.includes("plain@example.com") && m.subject.startsWith("New "))).text.includes("Language:"));
  });
});

Deno.test("a member's own language wins over the page's for their inquiry", async () => {
  await withSmtpApp(async (t, smtp) => {
    await storeFixtureActivity(t.kv);
    const { token, user } = await t.member("giulia@example.com");
    const saved = await t.call("PATCH", `/api/auth/users/${user.id}`, { token, body: { preferences: { general: { language: "it" } } } });
    assert.equal(saved.status, 200, saved.text);
    const res = await t.call("POST", "/api/inquiries?lang=de", { token, body: activityInquiryBody({ userEmail: "giulia@example.com" }) });
    assert.equal(res.status, 201, res.text);
    const mail = await smtp.waitFor((m) => m.to.includes("giulia@example.com"));
    assert.equal(mail.subject, "Abbiamo ricevuto la vostra richiesta: Dune Dinner");
  });
});

Deno.test("the approval email goes out in the language the member applied in, whatever the staff's request", async () => {
  await withSmtpApp(async (t, smtp) => {
    const email = "hanna@test.example";
    assert.equal((await t.call("POST", "/api/auth/send-email-otp?lang=de", { body: { email } })).status, 200);
    const codeMail = await smtp.waitFor((m) => m.to.includes(email));
    assert.equal(codeMail.subject, "Ihr Bestätigungscode");
    assert.ok(codeMail.text.includes("läuft in 10 Minuten ab"), codeMail.text);
    const otp = codeMail.text.match(/\b(\d{6})\b/)![1];
    assert.equal((await t.call("POST", "/api/auth/verify-email-otp", { body: { email, otp } })).status, 200);
    const registered = await t.call("POST", "/api/auth/register?lang=de", { body: registrationBody(email) });
    assert.equal(registered.status, 201, registered.text);
    assert.equal(registered.json.data.user.preferences.general.language, "de", "the application's language becomes the setting");
    assert.equal(registered.json.data.user.language, undefined, "the stored mail language is not shown");

    const admin = await t.adminToken();
    const id = registered.json.data.user.id;
    const approved = await t.call("PATCH", `/api/auth/users/${id}/approve`, { token: admin, body: { isApproved: true } });
    assert.equal(approved.status, 200, approved.text);
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject !== "Ihr Bestätigungscode");
    assert.equal(mail.subject, "Ihre Mitgliedschaft ist bestätigt");
    assert.ok(mail.text.includes("Willkommen in der Elite Community"), mail.text);
    assert.ok(mail.text.includes(`Melden Sie sich an unter ${t.deps.siteUrl}/de/login`), mail.text);
    const staff = await smtp.waitFor((m) => m.subject.startsWith("New membership application"));
    assert.ok(staff.text.includes("has applied for membership."), "staff read English");
  });
});

Deno.test("an applicant in Arabic gets the approval in Arabic", async () => {
  await withSmtpApp(async (t, smtp) => {
    const email = "noor@test.example";
    await t.call("POST", "/api/auth/send-email-otp", { body: { email }, headers: { "accept-language": "ar-AE" } });
    const otp = (await smtp.waitFor((m) => m.to.includes(email))).text.match(/\b(\d{6})\b/)![1];
    await t.call("POST", "/api/auth/verify-email-otp", { body: { email, otp } });
    const registered = await t.call("POST", "/api/auth/register?lang=ar", { body: registrationBody(email) });
    assert.equal(registered.status, 201, registered.text);
    const admin = await t.adminToken();
    await t.call("PATCH", `/api/auth/users/${registered.json.data.user.id}/approve`, { token: admin, body: { isApproved: true } });
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject === "تمت الموافقة على عضويتكم");
    assert.match(mail.html, /<html lang="ar" dir="rtl">/);
    assert.ok(mail.text.includes(`${t.deps.siteUrl}/ar/login`), mail.text);
  });
});

Deno.test("the verification code in Arabic: Arabic subject and text, an HTML part with dir=\"rtl\" lang=\"ar\"", async () => {
  await withSmtpApp(async (t, smtp) => {
    const email = "salma@test.example";
    const res = await t.call("POST", "/api/auth/send-email-otp?lang=ar", { body: { email } });
    assert.equal(res.status, 200, res.text);
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    assert.equal(mail.subject, "رمز التحقق الخاص بكم");
    assert.match(mail.text, /رمز التحقق الخاص بكم هو: \d{6}/);
    assert.ok(mail.text.includes("خلال 10 دقائق"), "the plural of ten minutes");
    assert.match(mail.html, /<html lang="ar" dir="rtl">/);
    assert.match(mail.html, /<body lang="ar" dir="rtl">/);
  });
});

/** The private token of the thread link in `text`, under `prefix` (`""` for English). */
function threadTokenIn(text: string, siteUrl: string, prefix: string): string {
  const escaped = `${siteUrl}${prefix}/threads/`.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const match = text.match(new RegExp(`${escaped}([A-Za-z0-9_-]{43})(?:\\s|$)`));
  assert.ok(match, `no ${prefix || "unprefixed"} thread link in: ${text}`);
  return match[1];
}

Deno.test("a French inquiry's consultant reply arrives in French, with the package's French name and a /fr/threads/ link that opens the thread", async () => {
  await withSmtpApp(async (t, smtp) => {
    const french = await firstPackage(t, "fr");
    const body = activityInquiryBody({ type: "package", itemId: french.id, itemName: french.name, userEmail: "claire@example.com" });
    const sent = await t.call("POST", "/api/inquiries?lang=fr", { body });
    assert.equal(sent.status, 201, sent.text);
    const confirmation = await smtp.waitFor((m) => m.to.includes("claire@example.com"));
    threadTokenIn(confirmation.text, t.deps.siteUrl, "/fr");

    const admin = await t.adminToken();
    const reply = await t.call("POST", `/api/inquiries/${sent.json.data.id}/replies`, { token: admin, body: { text: "Nous vous réservons la suite." } });
    assert.equal(reply.status, 201, reply.text);
    const author = reply.json.data.authorName;
    const mail = await smtp.waitFor((m) => m.to.includes("claire@example.com") && m !== confirmation);
    assert.equal(mail.subject, `Votre demande : ${french.name}`);
    assert.match(mail.text, /^Bonjour Omar Aziz,\n/);
    assert.ok(mail.text.includes(`${author} a répondu à votre demande concernant ${french.name} :\n\nNous vous réservons la suite.`), mail.text);
    assert.ok(mail.text.includes("Retrouvez l'ensemble de la conversation et répondez-nous ici (ce lien vous est personnel) : "), mail.text);
    assert.ok(mail.text.endsWith(`Avec nos plus chaleureuses salutations,\n${author}\nAurum Voyages`), mail.text);
    assert.match(mail.html, /<html lang="fr" dir="ltr">/);
    for (const english of ["Dear", "has answered", "Read the whole conversation", "With warm regards"]) assert.ok(!mail.text.includes(english), english);
    const token = threadTokenIn(mail.text, t.deps.siteUrl, "/fr");
    const thread = await t.call("GET", `/api/threads/${token}`);
    assert.equal(thread.status, 200, thread.text);
    assert.equal(thread.json.data.messages.at(-1).text, "Nous vous réservons la suite.");
  }, { seed: true, env: { MAIL_FROM: "Aurum Voyages <concierge@aurumvoyages.example>" } });
});

Deno.test("an Arabic inquiry's reply is in Arabic, laid out right to left, with a /ar/threads/ link; an English one keeps its unprefixed link", async () => {
  await withSmtpApp(async (t, smtp) => {
    await storeFixtureActivity(t.kv);
    const admin = await t.adminToken();
    const arabic = await t.call("POST", "/api/inquiries", { body: activityInquiryBody({ userEmail: "noor@example.com" }), headers: { "accept-language": "ar-AE" } });
    assert.equal(arabic.status, 201, arabic.text);
    const english = await t.call("POST", "/api/inquiries", { body: activityInquiryBody({ userEmail: "plain@example.com" }) });
    for (const id of [arabic.json.data.id, english.json.data.id]) {
      assert.equal((await t.call("POST", `/api/inquiries/${id}/replies`, { token: admin, body: { text: "Hello" } })).status, 201);
    }
    const mail = await smtp.waitFor((m) => m.to.includes("noor@example.com") && m.subject === "استفساركم: Dune Dinner");
    assert.match(mail.text, /^السيد\/السيدة Omar Aziz،\n/);
    assert.ok(mail.text.includes("على استفساركم بشأن Dune Dinner:"), mail.text);
    assert.ok(mail.text.includes("مع أطيب التحيات،"), mail.text);
    assert.match(mail.html, /<html lang="ar" dir="rtl">/);
    assert.match(mail.html, /<body lang="ar" dir="rtl">/);
    threadTokenIn(mail.text, t.deps.siteUrl, "/ar");

    const plain = await smtp.waitFor((m) => m.to.includes("plain@example.com") && m.subject === "Your inquiry: Dune Dinner");
    assert.ok(plain.text.includes("has answered your inquiry about Dune Dinner:\n\nHello"), plain.text);
    threadTokenIn(plain.text, t.deps.siteUrl, "");
    assert.ok(!/\/(ar|es|fr|de|it|pt)\/threads\//.test(plain.text), plain.text);
  });
});

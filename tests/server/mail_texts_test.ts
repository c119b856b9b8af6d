/**
 * The travellers' email texts (locales/{lang}/mail.json; complete in every language: locales_test.ts):
 * plurals follow each language's rule; English reads exactly as the product wrote it.
 */
import assert from "node:assert/strict";
import { approvalMail, otpMail } from "../../server/mail/account-mail.ts";
import { formatMessage } from "../../server/util/message-format.ts";
import { MAIL_TEXTS } from "../../server/locales.ts";

Deno.test("plurals follow each language's rule through Intl.PluralRules", () => {
  const hours = MAIL_TEXTS.en.inquiry.thanks;
  assert.ok(formatMessage(hours, { item: "X", hours: 1 }, "en").endsWith("within 1 hour."));
  assert.ok(formatMessage(hours, { item: "X", hours: 24 }, "en").endsWith("within 24 hours."));
  const ar = MAIL_TEXTS.ar.otp.expiry;
  assert.ok(formatMessage(ar, { minutes: 1 }, "ar").includes("خلال دقيقة واحدة"));
  assert.ok(formatMessage(ar, { minutes: 2 }, "ar").includes("خلال دقيقتين"));
  assert.ok(formatMessage(ar, { minutes: 10 }, "ar").includes("خلال 10 دقائق"));
  assert.ok(formatMessage(ar, { minutes: 15 }, "ar").includes("خلال 15 دقيقة"));
  assert.ok(formatMessage(MAIL_TEXTS.fr.inquiry.thanks, { item: "X", hours: 1 }, "fr").endsWith("vous contactera dans l'heure."));
  assert.equal(formatMessage("{n, plural, =0 {none} one {# item} other {# items}}", { n: 0 }, "en"), "none");
  assert.throws(() => formatMessage("Dear {name},", {}, "en"), /MISSING_VALUE.*"name"/);
});

Deno.test("the English emails read exactly as before, now with an HTML part in English", () => {
  const otp = otpMail("a@example.com", "123456");
  assert.equal(otp.subject, "Your verification code");
  assert.equal(
    otp.text,
    "Thank you for applying to the Elite Community.\n\nYour verification code is: 123456\n\n" +
      "It works once and expires in 10 minutes. If you did not ask for it, you can ignore this email.",
  );
  assert.match(otp.html!, /^<!DOCTYPE html><html lang="en" dir="ltr">/);
  const user = { name: "Layla <Haddad>", email: "l@example.com" } as Parameters<typeof approvalMail>[0];
  const approval = approvalMail(user, "https://aurum.example");
  assert.equal(
    approval.text,
    "Dear Layla <Haddad>,\n\nWelcome to the Elite Community: your membership application has been approved.\n" +
      "You now have full access to our VIP services and bespoke travel experiences.\n\nSign in at https://aurum.example/login\n\n" +
      "With warm regards,\nYour concierge team",
  );
  assert.ok(approval.html!.includes("Dear Layla &lt;Haddad&gt;,"), "values are escaped in the HTML part");
});

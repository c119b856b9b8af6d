/**
 * The emails of the membership journey: the verification code, the sign-in code and the approval,
 * in the traveller's language (texts in locales/{lang}/mail.json), and the staff notice of an
 * application, in English.
 */
import type { SiteLanguage } from "../../contract/languages.ts";
import { OTP_RULES, type User } from "../../contract/user.ts";
import { localizedMail, siteLink } from "./localized-mail.ts";
import type { MailMessage } from "./mailer.ts";
import { formatMessage } from "../util/message-format.ts";
import { MAIL_TEXTS } from "../locales.ts";

export const OTP_SUBJECT = MAIL_TEXTS.en.otp.subject;
export const APPROVAL_SUBJECT = MAIL_TEXTS.en.approval.subject;
export const APPLICATION_SUBJECT = "New membership application";

export function otpMail(email: string, otp: string, lang: SiteLanguage = "en"): MailMessage {
  const t = MAIL_TEXTS[lang].otp;
  return codeMail(email, otp, lang, t, t.thanks);
}

/** The code a guarded account asks of a device that has not signed in to it lately. */
export function signInCodeMail(email: string, otp: string, lang: SiteLanguage = "en"): MailMessage {
  const t = MAIL_TEXTS[lang].signInCode;
  return codeMail(email, otp, lang, t, t.intro, t.notYou);
}

/** An email carrying a code: why it came, the code, how long it works, and any last word. */
function codeMail(
  email: string,
  otp: string,
  lang: SiteLanguage,
  t: { subject: string; code: string; expiry: string },
  why: string,
  ...after: string[]
): MailMessage {
  return localizedMail(lang, {
    to: email,
    subject: t.subject,
    lines: [
      why,
      "",
      formatMessage(t.code, { code: otp }, lang),
      "",
      formatMessage(t.expiry, { minutes: OTP_RULES.ttlMs / 60_000 }, lang),
      ...after,
    ],
  });
}

/** Links point at the site's configured address (AppDeps.siteUrl), never at the request's Host. */
export function approvalMail(user: User, baseUrl: string, lang: SiteLanguage = "en"): MailMessage {
  const texts = MAIL_TEXTS[lang];
  const t = texts.approval;
  return localizedMail(lang, {
    to: user.email,
    subject: t.subject,
    lines: [
      formatMessage(t.greeting, { name: user.name }, lang),
      "",
      t.welcome,
      t.access,
      "",
      formatMessage(t.signIn, { url: siteLink(baseUrl, lang, "/login") }, lang),
      "",
      texts.regards,
      t.team,
    ],
  });
}

export function applicationMail(user: User, staffEmail: string, baseUrl: string): MailMessage {
  return {
    to: staffEmail,
    subject: `${APPLICATION_SUBJECT}: ${user.name.replace(/[\r\n]+/g, " ").slice(0, 100)}`,
    text: [
      `${user.name} <${user.email}> has applied for membership.`,
      `Mobile: ${user.mobileNumber}`,
      `Profession: ${user.profession === "Other" ? user.professionOther : user.profession}`,
      `Country of residence: ${user.countryOfResidence === "Other" ? user.countryOfResidenceOther : user.countryOfResidence}`,
      "",
      `Review and approve the application at ${baseUrl}/admin/users`,
    ].join("\n"),
  };
}

/**
 * The privacy emails, in the person's language (locales/{lang}/mail.json "privacy"): the code for a
 * traveller's request, and the confirmation that an erasure is done. Also the headers of a
 * non-transactional email: RFC 2369 List-Unsubscribe with RFC 8058 one-click.
 */
import type { SiteLanguage } from "../../contract/languages.ts";
import { PRIVACY_RULES, type PrivacyRequestKind } from "../../contract/privacy.ts";
import { MAIL_TEXTS } from "../locales.ts";
import { formatMessage } from "../util/message-format.ts";
import { localizedMail, siteLink } from "./localized-mail.ts";
import type { MailMessage } from "./mailer.ts";

export function privacyCodeMail(email: string, kind: PrivacyRequestKind, code: string, lang: SiteLanguage): MailMessage {
  const t = MAIL_TEXTS[lang].privacy;
  return localizedMail(lang, {
    to: email,
    subject: t.codeSubject,
    lines: [
      kind === "export" ? t.codeExport : t.codeErasure,
      "",
      formatMessage(t.code, { code }, lang),
      "",
      formatMessage(t.expiry, { minutes: PRIVACY_RULES.codeTtlMs / 60_000 }, lang),
      "",
      MAIL_TEXTS[lang].regards,
    ],
  });
}

export function erasureDoneMail(email: string, lang: SiteLanguage): MailMessage {
  const t = MAIL_TEXTS[lang].privacy;
  return localizedMail(lang, { to: email, subject: t.erasedSubject, lines: [t.erasedBody, "", MAIL_TEXTS[lang].regards] });
}

/**
 * A marketing or newsletter email: the message with its one-click unsubscribe (RFC 8058: the
 * List-Unsubscribe https address answers a POST of `List-Unsubscribe=One-Click` with no cookie or
 * sign-in) and the same link in its text. Transactional emails never go through here.
 */
export function withUnsubscribe(message: MailMessage, unsubscribeUrl: string, lang: SiteLanguage, baseUrl: string): MailMessage {
  const t = MAIL_TEXTS[lang].privacy;
  const line = formatMessage(t.unsubscribe, { link: unsubscribeUrl }, lang);
  const settings = siteLink(baseUrl, lang, "/account");
  return {
    ...message,
    text: `${message.text}\n\n${line}\n${settings}`,
    ...(message.html ? { html: message.html.replace("</body>", () => `<p><a href="${unsubscribeUrl}">${line}</a></p></body>`) } : {}),
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * The email that carries a sent proposal to the traveller: in the proposal's language (texts in
 * locales/{lang}/mail.json, `proposal`), with the private link under that language's prefix. Its
 * words are the agency's: the title staff wrote, the consultant's name, the validity date; the
 * address is the one the traveller gave in their own request (or staff typed for them).
 */
import type { SentProposal } from "../../contract/proposals/model.ts";
import { MAIL_TEXTS } from "../locales.ts";
import { formatMessage } from "../util/message-format.ts";
import { type InquiryMailOptions, oneLine, senderName } from "./inquiry-mail.ts";
import { localizedMail, siteLink } from "./localized-mail.ts";
import type { MailMessage } from "./mailer.ts";

/** The traveller's page of a proposal, in their language (`/fr/proposals/...`; English unprefixed). */
export function proposalLink(baseUrl: string, lang: SentProposal["content"]["traveller"]["language"], token: string): string {
  return siteLink(baseUrl.replace(/\/+$/, ""), lang, `/proposals/${token}`);
}

/** A day (YYYY-MM-DD) as the language writes it in full ("5 December 2026"). */
function longDay(day: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

export function proposalSentMail(version: SentProposal, consultant: string, token: string, options: Pick<InquiryMailOptions, "baseUrl" | "mailFrom" | "staffEmail">): MailMessage {
  const { traveller, title, validUntil } = version.content;
  const lang = traveller.language;
  const texts = MAIL_TEXTS[lang];
  const t = texts.proposal;
  return localizedMail(lang, {
    to: traveller.email,
    subject: oneLine(formatMessage(t.subject, { title }, lang)),
    lines: [
      formatMessage(texts.inquiry.greeting, { name: traveller.name }, lang),
      "",
      formatMessage(t.prepared, { consultant, title }, lang),
      formatMessage(t.valid, { date: longDay(validUntil, lang) }, lang),
      "",
      formatMessage(t.open, { link: proposalLink(options.baseUrl, lang, token) }, lang),
      "",
      texts.regards,
      consultant,
      senderName(options.mailFrom),
    ],
    replyTo: options.staffEmail,
  });
}

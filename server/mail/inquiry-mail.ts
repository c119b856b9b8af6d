/**
 * The two emails of a new inquiry: the traveller's confirmation of what they asked, in the language
 * stored on the inquiry (texts in locales/{lang}/mail.json), and the staff notification, in English, with
 * a link to the inquiry desk and the traveller's language when it is not English. Built from the
 * stored inquiry.
 *
 * Anyone may type any address into the form, so the confirmation, sent and signed by the agency,
 * says only what the agency itself wrote: the item as the catalogue names it, the number of people
 * (a number), the reference and the private link. Nothing the sender typed is echoed, not even
 * quoted (name, phone, dates, requests): a stranger could make their words read as the agency's to
 * whoever owns the address. The traveller reads all of it on the inquiry's page behind the link;
 * staff get all of it in their notification.
 */
import { agencyTimeText } from "../../contract/agency-time.ts";
import { INQUIRY_TYPE_LABELS, type Inquiry, VIP_DEFAULT_QUESTIONS } from "../../contract/inquiry.ts";
import { DEFAULT_LANGUAGE, type SiteLanguage } from "../../contract/languages.ts";
import { LIMITS } from "../../contract/limits.ts";
import { localizedMail, siteLink } from "./localized-mail.ts";
import type { MailMessage } from "./mailer.ts";
import { formatMessage } from "../util/message-format.ts";
import { MAIL_TEXTS } from "../locales.ts";

export type InquiryMailOptions = {
  /** The site's configured address (AppDeps.siteUrl, never the request's Host), without a trailing slash. */
  baseUrl: string;
  staffEmail: string;
  /** MAIL_FROM, e.g. "Aurum Voyages <concierge@aurumvoyages.ae>": its name signs the confirmation. */
  mailFrom: string;
  /** AGENCY_TIMEZONE: the clock of the times in staff's emails. */
  timeZone: string;
};

/** A header-safe one-line text: no line breaks or control characters, bounded length. */
export function oneLine(text: string, max = 150): string {
  // deno-lint-ignore no-control-regex
  const flat = text.replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** "Aurum Voyages" from "Aurum Voyages <concierge@...>"; the address itself when there is no name. */
export function senderName(mailFrom: string): string {
  const match = mailFrom.match(/^\s*"?([^"<]+?)"?\s*</);
  return match ? match[1].trim() : mailFrom.trim();
}

/** The inquiry desk, opened at this inquiry. */
export function deskLink(baseUrl: string, id: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/admin/inquiries?id=${encodeURIComponent(id)}`;
}

/** The language the traveller wrote the inquiry in; English for inquiries stored before it was kept. */
export function inquiryLanguage(inquiry: Inquiry): SiteLanguage {
  return inquiry.language ?? DEFAULT_LANGUAGE;
}

/** The item and the number of people (the agency's words and a number), one line each, in `lang`. */
function itemLines(inquiry: Inquiry, lang: SiteLanguage): string[] {
  const t = MAIL_TEXTS[lang].inquiry;
  const lines = [formatMessage(t.item, { type: t[inquiry.type], item: inquiry.itemName }, lang)];
  if (inquiry.type !== "vip_service") lines.push(formatMessage(t.people, { count: inquiry.numPeople }, lang));
  return lines;
}

/** Everything that was asked, the sender's words included: for staff, in English. */
function details(inquiry: Inquiry): string[] {
  const t = MAIL_TEXTS[DEFAULT_LANGUAGE].inquiry;
  const isVip = inquiry.type === "vip_service";
  const lines = itemLines(inquiry, DEFAULT_LANGUAGE);
  if (!isVip) lines.push(formatMessage(t.dates, { dates: inquiry.preferredDates || t.notGiven }, DEFAULT_LANGUAGE));
  const asked = inquiry.specialRequests === VIP_DEFAULT_QUESTIONS ? t.noQuestions : inquiry.specialRequests || t.none;
  lines.push(formatMessage(isVip ? t.questions : t.requests, { text: asked }, DEFAULT_LANGUAGE));
  return lines;
}

/** The traveller's private page of an inquiry's thread, in their language (`/fr/threads/...`; English unprefixed). */
export function threadLink(baseUrl: string, lang: SiteLanguage, token: string): string {
  return siteLink(baseUrl.replace(/\/+$/, ""), lang, `/threads/${token}`);
}

/**
 * `itemName`: the item's name in the inquiry's language, when the catalogue has it translated;
 * `threadToken`: the private link to the inquiry's thread, when one was made for this email.
 * Greets without the name typed and repeats nothing else typed (see the top of this file).
 */
export function travellerConfirmation(inquiry: Inquiry, options: InquiryMailOptions, itemName?: string, threadToken?: string): MailMessage {
  const lang = inquiryLanguage(inquiry);
  const asked = itemName ? { ...inquiry, itemName } : inquiry;
  const texts = MAIL_TEXTS[lang];
  const t = texts.inquiry;
  return localizedMail(lang, {
    to: inquiry.userEmail,
    subject: oneLine(formatMessage(t.subject, { item: asked.itemName }, lang)),
    lines: [
      t.hello,
      "",
      formatMessage(t.thanks, { item: asked.itemName, hours: LIMITS.consultantResponseHours }, lang),
      "",
      t.asked,
      ...itemLines(asked, lang).map((line) => `  ${line}`),
      `  ${formatMessage(t.reference, { id: inquiry.id }, lang)}`,
      "",
      t.changes,
      ...(threadToken ? ["", formatMessage(t.follow, { link: threadLink(options.baseUrl, lang, threadToken) }, lang)] : []),
      "",
      texts.regards,
      senderName(options.mailFrom),
    ],
    replyTo: options.staffEmail,
  });
}

/** What the staff notification says of an inquiry whose confirmation was not sent (its address had the day's). */
export const CONFIRMATION_SKIPPED_NOTE =
  "No confirmation email was sent to the traveller: their address already had today's confirmations. Please write to them yourself.";

/** Languages named for staff, in English ("French", "Arabic"). */
export const STAFF_LANGUAGE_NAMES = new Intl.DisplayNames(["en"], { type: "language" });

export function staffNotification(inquiry: Inquiry, options: InquiryMailOptions): MailMessage {
  const text = [
    `A new ${INQUIRY_TYPE_LABELS[inquiry.type].toLowerCase()} inquiry has arrived.`,
    "",
    ...details(inquiry),
    "",
    `Name: ${inquiry.userName}`,
    `Email: ${inquiry.userEmail}`,
    `Phone: ${inquiry.userPhone}`,
    ...(inquiryLanguage(inquiry) === DEFAULT_LANGUAGE ? [] : [`Language: ${STAFF_LANGUAGE_NAMES.of(inquiryLanguage(inquiry))}`]),
    `Sent by: ${inquiry.userId ? `logged-in member ${inquiry.userId}` : "a visitor (not logged in)"}`,
    ...(inquiry.mail?.confirmation === "skipped" ? [CONFIRMATION_SKIPPED_NOTE] : []),
    `Submitted: ${agencyTimeText(inquiry.submissionDate, options.timeZone)}`,
    `Reference: ${inquiry.id}`,
    "",
    `Open it in the inquiry desk: ${deskLink(options.baseUrl, inquiry.id)}`,
    "Reply to this email to write to the traveller directly.",
  ].join("\n");
  return {
    to: options.staffEmail,
    subject: oneLine(`New ${INQUIRY_TYPE_LABELS[inquiry.type]} inquiry: ${inquiry.itemName} from ${inquiry.userName}`),
    text,
    replyTo: inquiry.userEmail,
  };
}

/**
 * The emails of an inquiry's thread: a consultant's reply to the traveller, in the language stored
 * on the inquiry (texts in locales/{lang}/mail.json), with a private link to the thread under that
 * language's prefix; and a traveller's message to the consultant looking after it (or the staff
 * address), in English. Built from the stored records; they do no I/O.
 */
import type { Inquiry } from "../../contract/inquiry.ts";
import type { DeskMessage } from "../../contract/inquiry-thread.ts";
import { formatMessage } from "../util/message-format.ts";
import { deskLink, inquiryLanguage, type InquiryMailOptions, oneLine, senderName, threadLink } from "./inquiry-mail.ts";
import { localizedMail } from "./localized-mail.ts";
import type { MailMessage } from "./mailer.ts";
import { MAIL_TEXTS } from "../locales.ts";

/** `itemName`: the item's name in the inquiry's language, when the catalogue has it translated. */
export function consultantReplyMail(inquiry: Inquiry, reply: DeskMessage, token: string, options: InquiryMailOptions, itemName?: string): MailMessage {
  const lang = inquiryLanguage(inquiry);
  const texts = MAIL_TEXTS[lang];
  const t = texts.consultantReply;
  const item = itemName ?? inquiry.itemName;
  return localizedMail(lang, {
    to: inquiry.userEmail,
    subject: oneLine(formatMessage(t.subject, { item }, lang)),
    lines: [
      formatMessage(texts.inquiry.greeting, { name: inquiry.userName }, lang),
      "",
      formatMessage(t.answered, { consultant: reply.authorName, item }, lang),
      "",
      reply.text,
      "",
      formatMessage(t.follow, { link: threadLink(options.baseUrl, lang, token) }, lang),
      "",
      texts.regards,
      reply.authorName,
      senderName(options.mailFrom),
    ],
    replyTo: options.staffEmail,
  });
}

export function travellerMessageMail(inquiry: Inquiry, message: DeskMessage, to: string, options: InquiryMailOptions): MailMessage {
  const text = [
    `${inquiry.userName} has written on their inquiry about ${inquiry.itemName}:`,
    "",
    message.text,
    "",
    `Reference: ${inquiry.id}`,
    `Answer it in the inquiry desk: ${deskLink(options.baseUrl, inquiry.id)}`,
  ].join("\n");
  return {
    to,
    subject: oneLine(`${inquiry.userName} wrote about ${inquiry.itemName}`),
    text,
    replyTo: inquiry.userEmail,
  };
}

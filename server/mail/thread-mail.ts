/**
 * The emails of an inquiry's thread: a consultant's reply to the traveller (with a private link to
 * the thread), and a traveller's message to the consultant looking after it (or the staff address).
 * Plain text, built from the stored records; they do no I/O.
 */
import type { Inquiry } from "../../contract/inquiry.ts";
import type { DeskMessage } from "../../contract/inquiry-thread.ts";
import { deskLink, type InquiryMailOptions, oneLine, senderName, threadLink } from "./inquiry-mail.ts";
import type { MailMessage } from "./mailer.ts";

export function consultantReplyMail(inquiry: Inquiry, reply: DeskMessage, token: string, options: InquiryMailOptions): MailMessage {
  const text = [
    `Dear ${inquiry.userName},`,
    "",
    `${reply.authorName} has answered your inquiry about ${inquiry.itemName}:`,
    "",
    reply.text,
    "",
    `Read the whole conversation and answer here (this link is private to you): ${threadLink(options.baseUrl, token)}`,
    "",
    "With warm regards,",
    `${reply.authorName}, ${senderName(options.mailFrom)}`,
  ].join("\n");
  return {
    to: inquiry.userEmail,
    subject: oneLine(`Your inquiry: ${inquiry.itemName}`),
    text,
    replyTo: options.staffEmail,
  };
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

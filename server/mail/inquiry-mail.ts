/**
 * The two emails of a new inquiry: the traveller's confirmation of what they asked, and the staff
 * notification with a link to the inquiry desk. Plain text, built from the stored inquiry.
 */
import { INQUIRY_TYPE_LABELS, type Inquiry } from "../../contract/inquiry.ts";
import { LIMITS } from "../../contract/limits.ts";
import type { MailMessage } from "./mailer.ts";

export type InquiryMailOptions = {
  /** The site's configured address (AppDeps.siteUrl, never the request's Host), without a trailing slash. */
  baseUrl: string;
  staffEmail: string;
  /** MAIL_FROM, e.g. "Aurum Voyages <concierge@aurumvoyages.ae>": its name signs the confirmation. */
  mailFrom: string;
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

function details(inquiry: Inquiry): string[] {
  const isVip = inquiry.type === "vip_service";
  const lines = [`${INQUIRY_TYPE_LABELS[inquiry.type]}: ${inquiry.itemName}`];
  if (!isVip) {
    lines.push(`Number of people: ${inquiry.numPeople}`);
    lines.push(`Preferred dates: ${inquiry.preferredDates || "Not given"}`);
  }
  lines.push(`${isVip ? "Questions" : "Special requests"}: ${inquiry.specialRequests || "None"}`);
  return lines;
}

/** The traveller's private page of an inquiry's thread. */
export function threadLink(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/threads/${token}`;
}

/** `threadToken`: the private link to the inquiry's thread, when one was made for this email. */
export function travellerConfirmation(inquiry: Inquiry, options: InquiryMailOptions, threadToken?: string): MailMessage {
  const brand = senderName(options.mailFrom);
  const text = [
    `Dear ${inquiry.userName},`,
    "",
    `Thank you for your inquiry about ${inquiry.itemName}. One of our consultants will contact you within ${LIMITS.consultantResponseHours} hours.`,
    "",
    "What you asked us:",
    ...details(inquiry).map((line) => `  ${line}`),
    `  Phone: ${inquiry.userPhone}`,
    `  Reference: ${inquiry.id}`,
    "",
    "If anything changes, simply reply to this email.",
    ...(threadToken ? ["", `Follow your inquiry and write to us here (this link is private to you): ${threadLink(options.baseUrl, threadToken)}`] : []),
    "",
    "With warm regards,",
    brand,
  ].join("\n");
  return {
    to: inquiry.userEmail,
    subject: oneLine(`We have received your inquiry: ${inquiry.itemName}`),
    text,
    replyTo: options.staffEmail,
  };
}

export function staffNotification(inquiry: Inquiry, options: InquiryMailOptions): MailMessage {
  const text = [
    `A new ${INQUIRY_TYPE_LABELS[inquiry.type].toLowerCase()} inquiry has arrived.`,
    "",
    ...details(inquiry),
    "",
    `Name: ${inquiry.userName}`,
    `Email: ${inquiry.userEmail}`,
    `Phone: ${inquiry.userPhone}`,
    `Sent by: ${inquiry.userId ? `logged-in member ${inquiry.userId}` : "a visitor (not logged in)"}`,
    `Submitted: ${inquiry.submissionDate}`,
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

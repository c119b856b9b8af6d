/** The staff email of a lead that passed its first-response target unanswered (English, like staff mail). */
import type { Inquiry } from "../../contract/inquiry.ts";
import { agencyTimeText } from "../../contract/agency-time.ts";
import type { MailMessage } from "./mailer.ts";
import { deskLink, oneLine } from "./inquiry-mail.ts";

export function responseOverdueMail(
  inquiry: Inquiry,
  to: string,
  options: { baseUrl: string; timeZone: string; targetMinutes: number; dueAt: string },
): MailMessage {
  const text = [
    `This inquiry has had no reply within the first-response target (${options.targetMinutes} working minutes).`,
    "",
    `Item: ${inquiry.itemName}`,
    `Traveller: ${inquiry.userName}`,
    `Arrived: ${agencyTimeText(inquiry.submissionDate, options.timeZone)}`,
    `Reply was due: ${agencyTimeText(options.dueAt, options.timeZone)}`,
    `Assigned to: ${inquiry.assignee?.name ?? "nobody"}`,
    `Reference: ${inquiry.id}`,
    "",
    `Open it in the inquiry desk: ${deskLink(options.baseUrl, inquiry.id)}`,
  ].join("\n");
  return { to, subject: oneLine(`Overdue: no reply yet to ${inquiry.userName} about ${inquiry.itemName}`), text };
}

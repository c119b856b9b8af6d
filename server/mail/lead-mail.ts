/**
 * The staff email of a lead (an inquiry, a bespoke request, a live chat) that passed its
 * first-response target unanswered, from its row (English, like staff mail): its kind named, and a
 * link to its record's screen.
 */
import { type LeadKind, type LeadRow, leadScreenPath } from "../../contract/leads.ts";
import { agencyTimeText } from "../../contract/agency-time.ts";
import type { MailMessage } from "./mailer.ts";
import { oneLine } from "./inquiry-mail.ts";

/** Each kind's name in the email, and the screen its link opens. */
const KINDS: Record<LeadKind, { noun: string; screen: string }> = {
  inquiry: { noun: "inquiry", screen: "the inquiry desk" },
  bespoke: { noun: "bespoke request", screen: "the bespoke requests" },
  chat: { noun: "live chat", screen: "the live chats" },
};

export function responseOverdueMail(
  lead: LeadRow,
  to: string,
  options: { baseUrl: string; timeZone: string; targetMinutes: number; dueAt: string },
): MailMessage {
  const { noun, screen } = KINDS[lead.kind];
  const who = lead.name || "a visitor";
  const text = [
    `This ${noun} has had no reply within the first-response target (${options.targetMinutes} working minutes).`,
    "",
    ...(lead.item ? [`Item: ${lead.item}`] : []),
    `Traveller: ${who}${lead.email ? ` <${lead.email}>` : ""}`,
    `Arrived: ${agencyTimeText(lead.arrivedAt, options.timeZone)}`,
    `Reply was due: ${agencyTimeText(options.dueAt, options.timeZone)}`,
    `Assigned to: ${lead.assignee?.name ?? "nobody"}`,
    `Reference: ${lead.recordId ?? lead.id}`,
    "",
    `Open it in ${screen}: ${options.baseUrl.replace(/\/+$/, "")}${leadScreenPath(lead)}`,
  ].join("\n");
  return { to, subject: oneLine(`Overdue ${noun}: no reply yet to ${who}${lead.item ? ` about ${lead.item}` : ""}`), text };
}

/**
 * The staff's emails about a traveller's answer to a proposal (accepted, changes asked, declined),
 * in English like every staff email, to the consultant looking after the source inquiry or the
 * staff address, with a link to the proposal in the staff app. Built from the stored proposal;
 * they do no I/O.
 */
import { agencyTimeText } from "../../contract/agency-time.ts";
import type { StoredProposal } from "../../contract/proposals/model.ts";
import type { InquiryMailOptions } from "./inquiry-mail.ts";
import { oneLine } from "./inquiry-mail.ts";
import type { MailMessage } from "./mailer.ts";

export type ProposalAnswer = { kind: "accepted" } | { kind: "changes"; text: string } | { kind: "declined"; reason?: string };

/** The proposal in the staff app. */
export function proposalDeskLink(baseUrl: string, id: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/admin/proposals/${encodeURIComponent(id)}`;
}

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat("en", { style: "currency", currency, currencyDisplay: "code" }).format(amount);

export function proposalAnswerMail(proposal: StoredProposal, answer: ProposalAnswer, to: string, options: InquiryMailOptions): MailMessage {
  const name = proposal.traveller.name;
  const title = proposal.title;
  const lines: string[] = [];
  let subject: string;
  if (answer.kind === "accepted" && proposal.acceptance) {
    const a = proposal.acceptance;
    const option = proposal.options.find((o) => o.id === a.optionId)?.name ?? a.optionId;
    const addOns = a.addOnIds.map((id) => proposal.addOns.find((x) => x.id === id)?.title ?? id);
    subject = `${name} accepted "${title}"`;
    lines.push(
      `${name} has accepted version ${a.version} of the proposal "${title}".`,
      "",
      `Option: ${option}`,
      `Add-ons: ${addOns.length ? addOns.join(", ") : "none"}`,
      `Total: ${money(a.total, proposal.currency)}`,
      `Signed as: ${a.fullName}`,
      `At: ${agencyTimeText(a.at, options.timeZone)}`,
      `From: ${a.clientAddress}`,
      `Version hash: ${a.versionHash}`,
    );
  } else if (answer.kind === "changes") {
    subject = `${name} asked for changes to "${title}"`;
    lines.push(`${name} would like changes to the proposal "${title}":`, "", answer.text);
  } else {
    const reason = answer.kind === "declined" ? answer.reason : undefined;
    subject = `${name} declined "${title}"`;
    lines.push(`${name} has declined the proposal "${title}".`, ...(reason ? ["", `Reason: ${reason}`] : []));
  }
  lines.push("", `Open it in the staff app: ${proposalDeskLink(options.baseUrl, proposal.id)}`);
  return { to, subject: oneLine(subject), text: lines.join("\n"), replyTo: proposal.traveller.email };
}

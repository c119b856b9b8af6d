/**
 * The inquiry write use cases, one function each, free of HTTP: the route guards, parses and
 * answers; these decide and store.
 *
 * A submission is stored with its rate-limit hit and its two emails (in the outbox, kv/outbox.ts) in
 * one commit and answered at once; the outbox worker sends the emails afterwards, retrying, and
 * records their outcome on the inquiry, so a mail failure never loses or delays an inquiry and a
 * crash never loses an email.
 *
 * Anyone may type any address into the form, so the traveller's confirmation goes to an address
 * at most CONFIRMATION_LIMIT.max times a day, whoever sends: the place is taken in the inquiry's
 * own commit, and an inquiry past it is stored and reaches staff all the same, its confirmation
 * `skipped`.
 */
import { createHash } from "node:crypto";
import type { InquiryStatus } from "../../contract/enums.ts";
import type { Inquiry, InquiryData } from "../../contract/inquiry.ts";
import type { SiteLanguage } from "../../contract/languages.ts";
import type { Config } from "../config.ts";
import * as inquiries from "../kv/inquiries.ts";
import type { AuditContext } from "../kv/audit.ts";
import { type Limit, windowOf } from "../kv/rate-windows.ts";
import { type InquiryMailOptions, staffNotification, travellerConfirmation } from "../mail/inquiry-mail.ts";
import { mintThreadLink } from "../kv/thread-links.ts";
import { log } from "../observe/log.ts";
import { staffNewInquiryPush } from "../push/events.ts";
import type { Outbox } from "./outbox.ts";

/** New inquiries per client address; replays of a stored one do not count. */
export const INQUIRY_LIMIT: Limit = {
  bucket: "inquiries",
  max: 20,
  windowMs: 3_600_000,
  message: "You have sent many inquiries in a short time. Please wait a while, or call or email us directly.",
};

/**
 * Confirmations per recipient address and (UTC) day, whoever sends the inquiries: the form would
 * otherwise let a stranger have the agency mail any address as often as the sender's limit allows.
 */
export const CONFIRMATION_LIMIT: Limit = { bucket: "inquiry_confirmations", max: 3, windowMs: 24 * 3_600_000 };

/** The confirmations' window of `email`: keyed by the address's hash, so the key names nobody. */
export function confirmationWindow(email: string, now = Date.now()) {
  return windowOf(CONFIRMATION_LIMIT, createHash("sha256").update(email.trim().toLowerCase()).digest("hex"), now);
}

/** What the inquiry use cases need of the app's dependencies. */
export type InquiryDeps = {
  kv: Deno.Kv;
  config: Pick<Config, "STAFF_EMAIL" | "MAIL_FROM" | "AGENCY_TIMEZONE">;
  siteUrl: string;
  outbox: Outbox;
};

/** What the inquiry emails need of the configuration: the site's address, staff's address, the sender and the agency's clock. */
export function inquiryMailOptions(deps: Pick<InquiryDeps, "config" | "siteUrl">): InquiryMailOptions {
  return { baseUrl: deps.siteUrl, staffEmail: deps.config.STAFF_EMAIL, mailFrom: deps.config.MAIL_FROM, timeZone: deps.config.AGENCY_TIMEZONE };
}

export type Submission = {
  data: InquiryData;
  /** The signed-in submitter, if any: the inquiry remembers who sent it. */
  userId?: string;
  idempotencyKey?: string;
  /** Where the request came from: the rate limit counts per address. */
  clientAddress: string;
  /** The language the traveller used (a member's own language, else the request's): the confirmation is written in it. */
  language: SiteLanguage;
};

/**
 * Stores a new inquiry with its emails and the staff's push in the outbox, all in one commit, or
 * answers the earlier one for a replayed key (`replayed`: nothing written, no place taken, no
 * email). 429 when the address's window is full, 422 when the key was used for another body. The
 * outbox worker, woken at once, delivers them and records each email's outcome on the inquiry.
 */
export async function submitInquiry(deps: InquiryDeps, submission: Submission): Promise<{ inquiry: Inquiry; replayed: boolean }> {
  const { data, idempotencyKey } = submission;
  // The confirmation email carries the thread's private link; only its hash is stored.
  const link = mintThreadLink();
  const options = inquiryMailOptions(deps);
  const created = await inquiries.createInquiry(deps.kv, {
    messages: (inquiry, localName) => [
      ...(inquiry.mail?.confirmation === "skipped" ? [] : [{
        message: { kind: "mail" as const, mail: travellerConfirmation(inquiry, options, localName, link.token) },
        record: { inquiry: inquiry.id, mail: "confirmation" as const },
      }]),
      { message: { kind: "mail" as const, mail: staffNotification(inquiry, options) }, record: { inquiry: inquiry.id, mail: "staff" as const } },
      ...staffNewInquiryPush().map((message) => ({ message })),
    ],
    linkHash: link.hash,
    data,
    userId: submission.userId,
    idempotencyKey,
    fingerprint: idempotencyKey ? inquiries.fingerprintOf(data) : undefined,
    window: windowOf(INQUIRY_LIMIT, submission.clientAddress),
    confirmations: confirmationWindow(data.userEmail),
    language: submission.language,
  });
  if (!created.replayed) deps.outbox.wake();
  return created;
}

/** Staff move an inquiry along (404 when it is gone). */
export function changeInquiryStatus(
  deps: Pick<InquiryDeps, "kv">,
  id: string,
  status: InquiryStatus,
  audit?: AuditContext,
): Promise<Inquiry> {
  return inquiries.updateInquiryStatus(deps.kv, id, status, audit);
}

/**
 * Staff delete an inquiry; its idempotency key forgets the traveller's details (404 when it is
 * gone). Gone for everyone with the first commit; its thread goes next, or, should that fail, at
 * the next sweep (kv/purges.ts).
 */
export async function deleteInquiry(deps: Pick<InquiryDeps, "kv">, id: string, audit?: AuditContext): Promise<void> {
  await inquiries.deleteInquiry(deps.kv, id, audit);
  await inquiries.purgeInquiry(deps.kv, id).catch((error) => log.error("inquiry deleted; the sweep removes its thread", { inquiryId: id, error }));
}

/**
 * The inquiry write use cases, one function each, free of HTTP: the route guards, parses and
 * answers; these decide and store.
 *
 * A submission is stored first (with its rate-limit hit, in one commit) and answered at once; the
 * two emails go out afterwards and their outcome is recorded on the inquiry, so a mail failure never
 * loses or delays an inquiry. A mailer that keeps its messages in the database (the local outbox,
 * without SMTP_URL) keeps both in the inquiry's own commit instead: they are sent with it.
 *
 * Anyone may type any address into the form, so the traveller's confirmation goes to an address
 * at most CONFIRMATION_LIMIT.max times a day, whoever sends: the place is taken in the inquiry's
 * own commit, and an inquiry past it is stored and reaches staff all the same, its confirmation
 * `skipped`.
 */
import { createHash } from "node:crypto";
import type { InquiryStatus } from "../../contract/enums.ts";
import type { Inquiry, InquiryData, MailState } from "../../contract/inquiry.ts";
import type { SiteLanguage } from "../../contract/languages.ts";
import type { Config } from "../config.ts";
import * as inquiries from "../kv/inquiries.ts";
import type { AuditContext } from "../kv/audit.ts";
import { type Limit, windowOf } from "../kv/rate-windows.ts";
import { type InquiryMailOptions, staffNotification, travellerConfirmation } from "../mail/inquiry-mail.ts";
import type { MailMessage, Mailer } from "../mail/mailer.ts";
import type { WriteTarget } from "../kv/group-commit.ts";
import { mintThreadLink } from "../kv/thread-links.ts";
import type { InFlight } from "../util/in-flight.ts";
import { log } from "../observe/log.ts";
import { notifyStaffNewInquiry } from "../push/events.ts";
import type { Push } from "../push/notify.ts";

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
  mailer: Mailer;
  config: Pick<Config, "STAFF_EMAIL" | "MAIL_FROM" | "AGENCY_TIMEZONE">;
  siteUrl: string;
  mailDeliveries: InFlight;
  push: Push;
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
 * Stores a new inquiry and starts its emails, or answers the earlier one for a replayed key
 * (`replayed`: nothing written, no place taken, no email). 429 when the address's window is full,
 * 422 when the key was used for another body.
 */
export async function submitInquiry(deps: InquiryDeps, submission: Submission): Promise<{ inquiry: Inquiry; replayed: boolean }> {
  const { data, idempotencyKey } = submission;
  // The confirmation email carries the thread's private link; only its hash is stored.
  const link = mintThreadLink();
  const options = inquiryMailOptions(deps);
  const { keepWith } = deps.mailer;
  let kept: { kept(): Promise<void> }[] = [];
  const mailWith = keepWith &&
    ((write: WriteTarget, inquiry: Inquiry, localName: string | undefined): Inquiry["mail"] | undefined => {
      const confirm = confirms(inquiry);
      let messages: MailMessage[];
      try {
        messages = [...(confirm ? [travellerConfirmation(inquiry, options, localName, link.token)] : []), staffNotification(inquiry, options)];
      } catch {
        return undefined; // not kept: the send after the answer tries again and reports it
      }
      kept = messages.map((message) => keepWith(write, message));
      return { confirmation: confirm ? "sent" : "skipped", staff: "sent" };
    });
  const created = await inquiries.createInquiry(deps.kv, {
    mailWith,
    linkHash: link.hash,
    data,
    userId: submission.userId,
    idempotencyKey,
    fingerprint: idempotencyKey ? inquiries.fingerprintOf(data) : undefined,
    window: windowOf(INQUIRY_LIMIT, submission.clientAddress),
    confirmations: confirmationWindow(data.userEmail),
    language: submission.language,
  });
  if (!created.replayed) {
    const inquiry = created.inquiry;
    if (created.mailKept) await Promise.all(kept.map((mail) => mail.kept()));
    else {
      deps.mailDeliveries.track(
        deliver(deps, created, options, link.token).catch((error) => log.error("recording an inquiry's mail failed", { inquiryId: inquiry.id, error })),
      );
    }
    notifyStaffNewInquiry(deps.push);
  }
  return created;
}

/** Whether the inquiry's confirmation goes out: not when its address had the day's confirmations. */
const confirms = (inquiry: Inquiry) => inquiry.mail?.confirmation !== "skipped";

/** Sends both emails (the confirmation unless skipped), then records both outcomes on the inquiry in one commit. */
async function deliver(deps: InquiryDeps, stored: inquiries.Stored, options: InquiryMailOptions, threadToken: string): Promise<void> {
  const inquiry = stored.inquiry;
  const [confirmation, staff] = await Promise.all([
    confirms(inquiry) ? deps.mailer.send(travellerConfirmation(inquiry, options, stored.localName, threadToken)) : undefined,
    deps.mailer.send(staffNotification(inquiry, options)),
  ]);
  const outcome: { confirmation: MailState; staff: MailState } = {
    confirmation: !confirmation ? "skipped" : confirmation.ok ? "sent" : "failed",
    staff: staff.ok ? "sent" : "failed",
  };
  if (outcome.confirmation === "failed" || !staff.ok) log.error("inquiry stored, but its email failed", { inquiryId: inquiry.id, ...outcome });
  await inquiries.recordMailResult(deps.kv, stored, outcome);
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

/**
 * The inquiry write use cases, one function each, free of HTTP: the route guards, parses and
 * answers; these decide and store.
 *
 * A submission is stored first (with its rate-limit hit, in one commit) and answered at once; the
 * two emails go out afterwards and their outcome is recorded on the inquiry, so a mail failure never
 * loses or delays an inquiry. A mailer that keeps its messages in the database (the local outbox,
 * without SMTP_URL) keeps both in the inquiry's own commit instead: they are sent with it.
 */
import type { InquiryStatus } from "../../contract/enums.ts";
import type { Inquiry, InquiryData } from "../../contract/inquiry.ts";
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

/** What the inquiry use cases need of the app's dependencies. */
export type InquiryDeps = {
  kv: Deno.Kv;
  mailer: Mailer;
  config: Pick<Config, "STAFF_EMAIL" | "MAIL_FROM">;
  siteUrl: string;
  mailDeliveries: InFlight;
  push: Push;
};

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
  const options = { baseUrl: deps.siteUrl, staffEmail: deps.config.STAFF_EMAIL, mailFrom: deps.config.MAIL_FROM };
  const { keepWith } = deps.mailer;
  let kept: { kept(): Promise<void> }[] = [];
  const mailWith = keepWith &&
    ((write: WriteTarget, inquiry: Inquiry, localName: string | undefined): Inquiry["mail"] | undefined => {
      let messages: MailMessage[];
      try {
        messages = [travellerConfirmation(inquiry, options, localName, link.token), staffNotification(inquiry, options)];
      } catch {
        return undefined; // not kept: the send after the answer tries again and reports it
      }
      kept = messages.map((message) => keepWith(write, message));
      return { confirmation: "sent", staff: "sent" };
    });
  const created = await inquiries.createInquiry(deps.kv, {
    mailWith,
    linkHash: link.hash,
    data,
    userId: submission.userId,
    idempotencyKey,
    fingerprint: idempotencyKey ? inquiries.fingerprintOf(data) : undefined,
    window: windowOf(INQUIRY_LIMIT, submission.clientAddress),
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

/** Sends both emails, then records both outcomes on the inquiry in one commit. */
async function deliver(deps: InquiryDeps, stored: inquiries.Stored, options: InquiryMailOptions, threadToken: string): Promise<void> {
  const inquiry = stored.inquiry;
  const [confirmation, staff] = await Promise.all([
    deps.mailer.send(travellerConfirmation(inquiry, options, stored.localName, threadToken)),
    deps.mailer.send(staffNotification(inquiry, options)),
  ]);
  if (!confirmation.ok || !staff.ok) {
    log.error("inquiry stored, but its email failed", {
      inquiryId: inquiry.id,
      confirmation: confirmation.ok ? "sent" : "failed",
      staff: staff.ok ? "sent" : "failed",
    });
  }
  await inquiries.recordMailResult(deps.kv, stored, {
    confirmation: confirmation.ok ? "sent" : "failed",
    staff: staff.ok ? "sent" : "failed",
  });
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

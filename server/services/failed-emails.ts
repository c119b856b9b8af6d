/**
 * The failed emails (issue #33): the list behind the reports dashboard's "failed emails" number,
 * read a page at a time from the failures' log (kv/outbox.ts, `["outbox_failures", id]`) over the
 * same range the dashboard counts (`failedEmailsRange` of `periodSpan`), and "Send again": an
 * inquiry's email queued anew in one commit with its audit entry, at most once per failure (the
 * commit checks the failure as read and marks it).
 */
import { type FailedEmailItem, type FailedEmailKind, type FailedEmailsPage, type FailedEmailsQuery } from "../../contract/emails.ts";
import { PAGE } from "../../contract/paging.ts";
import { conflict, notFound } from "../errors.ts";
import { type AuditContext, addAudit } from "../kv/audit.ts";
import { KEYS } from "../kv/keys.ts";
import { addToOutbox, type FailedEmail, failedEmailsRange } from "../kv/outbox.ts";
import { planOf, readPage } from "../kv/paging.ts";
import { periodSpan, type ReportDeps } from "./reports.ts";

export const FAILED_EMAIL_TEXTS = {
  notFound: "This failed email was not found.",
  alreadyResent: "This email was already sent again.",
  notResendable: "This email cannot be sent again: only an inquiry's emails are kept to be sent again.",
} as const;

const kindOf = (failure: FailedEmail): FailedEmailKind =>
  !failure.record ? "other" : "mail" in failure.record ? failure.record.mail : "reply";

export function failedEmailItemOf(failure: FailedEmail): FailedEmailItem {
  return {
    id: failure.id,
    queuedAt: new Date(failure.createdAt).toISOString(),
    failedAt: new Date(failure.failedAt).toISOString(),
    attempts: failure.attempts,
    to: failure.to ?? null,
    subject: failure.subject ?? null,
    kind: kindOf(failure),
    inquiry: failure.record?.inquiry ?? null,
    error: failure.error ?? null,
    canResend: Boolean(failure.mail) && !failure.resentAs,
    resentAt: failure.resentAt ? new Date(failure.resentAt).toISOString() : null,
  };
}

/** `GET /api/emails/failed`: the emails given up that were queued in the period, newest first. */
export async function failedEmailsPage(deps: ReportDeps, query: FailedEmailsQuery, now = new Date()): Promise<FailedEmailsPage> {
  const { from, to, fromMs, toMs } = periodSpan(deps.config.AGENCY_TIMEZONE, query, now);
  return await readPage<FailedEmail, FailedEmailItem>(deps.kv, {
    plan: planOf("emails/failed", { from, to }),
    selector: failedEmailsRange(fromMs, toMs),
    cursor: query.cursor,
    limit: query.limit ?? PAGE.defaultLimit,
    pick: (entry) => failedEmailItemOf(entry.value),
  });
}

/** `POST /api/emails/failed/{id}/resend`: the email queued again (a fresh outbox entry), once. */
export async function resendFailedEmail(kv: Deno.Kv, id: string, audit: AuditContext, now = Date.now()): Promise<FailedEmailItem> {
  const entry = await kv.get<FailedEmail>(KEYS.outboxFailure(id));
  const failure = entry.value;
  if (!failure) throw notFound(FAILED_EMAIL_TEXTS.notFound);
  if (failure.resentAs) throw conflict(FAILED_EMAIL_TEXTS.alreadyResent);
  if (!failure.mail || !failure.record) throw conflict(FAILED_EMAIL_TEXTS.notResendable);
  const op = kv.atomic().check(entry);
  const { messageId: _old, ...mail } = failure.mail;
  const resentAs = addToOutbox(op, { kind: "mail", mail }, { record: failure.record, now });
  const next: FailedEmail = { ...failure, resentAs, resentAt: now, resentBy: audit.actorId };
  op.set(KEYS.outboxFailure(id), next);
  addAudit(op, audit, { entity: "inquiry", entityId: failure.record.inquiry, action: "send", after: { email: id, kind: kindOf(failure), resentAs } });
  const result = await op.commit();
  // Another administrator's Send again came first.
  if (!result.ok) throw conflict(FAILED_EMAIL_TEXTS.alreadyResent);
  return failedEmailItemOf(next);
}

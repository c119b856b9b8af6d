/**
 * The failed emails (issue #33, admin only): the list behind the reports dashboard's "failed
 * emails", `GET /api/emails/failed?from=&to=&limit=&cursor=` (the period as the dashboard counts
 * it: whole days of the agency, by when each email was queued), newest first, and
 * `POST /api/emails/failed/{id}/resend`, which queues an inquiry's email again, once.
 */
import { z } from "zod";
import { pageCursor, pageLimit, pageOf } from "./paging.ts";
import { reportsQuery } from "./reports.ts";

export const failedEmailsQuery = reportsQuery.extend({ limit: pageLimit.optional(), cursor: pageCursor.optional() });
export type FailedEmailsQuery = z.output<typeof failedEmailsQuery>;

/** What an email was: an inquiry's confirmation to the traveller, its staff alert, a reply in its thread, or another. */
export const FAILED_EMAIL_KINDS = ["confirmation", "staff", "reply", "other"] as const;
export type FailedEmailKind = typeof FAILED_EMAIL_KINDS[number];

export const failedEmailItem = z.object({
  id: z.string(),
  queuedAt: z.string(),
  failedAt: z.string(),
  attempts: z.number().int(),
  /** The address; null for a failure recorded before addresses were kept. */
  to: z.string().nullable(),
  subject: z.string().nullable(),
  kind: z.enum(FAILED_EMAIL_KINDS),
  /** The inquiry it belongs to (the desk opens it at `/admin/inquiries?id=`). */
  inquiry: z.string().nullable(),
  /** The last attempt's error, when known. */
  error: z.string().nullable(),
  /** Whether "Send again" is offered: an inquiry's email kept whole, not yet sent again. */
  canResend: z.boolean(),
  /** When it was sent again (queued anew), if it was. */
  resentAt: z.string().nullable(),
});
export type FailedEmailItem = z.infer<typeof failedEmailItem>;

export const failedEmailsPage = pageOf(failedEmailItem);
export type FailedEmailsPage = z.infer<typeof failedEmailsPage>;

/**
 * The failed emails (administrators, issue #33): the list behind the reports dashboard's number.
 *
 *   GET  /api/emails/failed              ?from=&to=&limit=&cursor= -> {items, next}, newest first
 *   POST /api/emails/failed/:id/resend   -> the failure, marked sent again (an inquiry's email, once)
 */
import { Hono } from "hono";
import { failedEmailItem, failedEmailsPage as failedEmailsPageSchema, failedEmailsQuery } from "../../contract/emails.ts";
import { REPORT_LIMITS } from "../../contract/reports.ts";
import { auditOf } from "../http/caller.ts";
import type { AppEnv } from "../http/context.ts";
import { pathId } from "../http/validate.ts";
import { idParam } from "../openapi/params.ts";
import { declareOn } from "../openapi/registry.ts";
import { FAILED_EMAIL_TEXTS, failedEmailsPage, resendFailedEmail } from "../services/failed-emails.ts";

export const emailRoutes = new Hono<AppEnv>();
const route = declareOn(emailRoutes, "/api/emails");

route({
  route: "GET /api/emails/failed",
  summary: "List the failed emails",
  description:
    "The emails the outbox gave up after its last attempt that were queued in the period (`from`..`to`, whole days in the " +
    `agency's time zone, inclusive; the last ${REPORT_LIMITS.defaultDays} days by default), newest first: exactly what the ` +
    "reports dashboard's `failedEmails` counts. Each with when it was queued and given up, the address, its kind, the " +
    "inquiry it belongs to, the last error, and whether it can be sent again. `next` is the `cursor` of the next page.",
  tag: "Reports",
  operationId: "listFailedEmails",
  access: "admin",
  query: failedEmailsQuery,
  answer: { description: "A page of failed emails.", schema: failedEmailsPageSchema },
  errors: ["invalid"],
}, async (c, { query }) => c.json({ data: await failedEmailsPage(c.var.deps, query()) }));

route({
  route: "POST /api/emails/failed/:id/resend",
  summary: "Send a failed email again",
  description:
    "Queues an inquiry's failed email again (a fresh outbox entry, in the commit that marks the failure and records the " +
    "audit entry). Once per failure: a second Send again, even at the same moment, answers 409. Emails that belong to no " +
    "inquiry (a sign-in code, which expires) are not kept to be sent again: 409.",
  tag: "Reports",
  operationId: "resendFailedEmail",
  access: "admin",
  params: idParam,
  answer: { status: 201, description: "The failure, marked sent again.", schema: failedEmailItem },
  errors: ["not_found", "conflict"],
}, async (c) => {
  const id = pathId(c, "id", FAILED_EMAIL_TEXTS.notFound);
  return c.json({ data: await resendFailedEmail(c.var.deps.kv, id, auditOf(c)) }, 201);
});

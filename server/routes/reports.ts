/**
 * The reports (administrators, issue #33).
 *
 *   GET /api/reports/dashboard   ?from=&to= (days of the agency; the last 90 by default) -> the period's numbers, each with its list
 */
import { Hono } from "hono";
import { dashboardReport as dashboardReportSchema, REPORT_LIMITS, reportsQuery } from "../../contract/reports.ts";
import type { AppEnv } from "../http/context.ts";
import { declareOn } from "../openapi/registry.ts";
import { dashboardReport } from "../services/reports.ts";

export const reportRoutes = new Hono<AppEnv>();
const route = declareOn(reportRoutes, "/api/reports");

route({
  route: "GET /api/reports/dashboard",
  summary: "The reports dashboard",
  description:
    "The numbers of a period (`from`..`to`, whole days in the agency's time zone, inclusive; the last " +
    `${REPORT_LIMITS.defaultDays} days by default; at most ${REPORT_LIMITS.maxDays} days): leads per week by source and kind, ` +
    "the funnel of the period's leads (how far they went, whenever), first-response times in working minutes, proposals' " +
    "win rate, revenue and margin by month (accepted trips; sent proposals' values before any), the top packages, failed " +
    "emails, and now the leads awaiting our reply and overdue. Each number carries `list`: the admin page and the " +
    "`GET /api/leads` filters (or the page's query) that list exactly what it counts.",
  tag: "Reports",
  operationId: "dashboardReport",
  access: "admin",
  query: reportsQuery,
  answer: { description: "The period's numbers.", schema: dashboardReportSchema },
  errors: ["invalid"],
}, async (c, { query }) => c.json({ data: await dashboardReport(c.var.deps, query()) }));

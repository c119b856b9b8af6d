/**
 * The pipeline (administrators): the leads' list and board, paged on the server.
 *
 *   GET   /api/leads               ?stage=&assignee=&source=&type=&status=&overdue=&awaiting=&q=&sort=&cursor=&limit= -> {items, next}
 *                                  (&format=csv: every lead the filters find, as a streamed CSV file)
 *   GET   /api/leads/counts        the desk's counts (kept by the writes)
 *   PATCH /api/leads/{id}/stage    {lost: {reason, note?} | null}: to Lost, or back
 */
import { Hono } from "hono";
import { leadCounts as leadCountsSchema, leadItem, leadsPage as leadsPageSchema, leadsQuery, leadStageInput } from "../../contract/leads.ts";
import type { AppEnv } from "../http/context.ts";
import { auditOf } from "../http/caller.ts";
import { pathId } from "../http/validate.ts";
import { INQUIRY_NOT_FOUND } from "../kv/inquiries.ts";
import { leadCounts } from "../kv/leads.ts";
import { LEADS_CSV_COLUMNS, leadsCsvPages, leadsPage, moveLead } from "../services/leads.ts";
import { csvStreamAnswer } from "../http/csv-stream.ts";
import { z } from "zod";
import { idParam } from "../openapi/params.ts";
import { declareOn } from "../openapi/registry.ts";

/** The list's query, or with `format=csv` the export's (the same filters). */
const leadsExportQuery = leadsQuery.extend({ format: z.enum(["json", "csv"]).optional() });

export const leadRoutes = new Hono<AppEnv>();
const route = declareOn(leadRoutes, "/api/leads");

const tag = "Pipeline";

route({
  route: "GET /api/leads",
  summary: "List leads (desk and board)",
  description:
    "One page of leads, newest first (`sort=oldest` for the oldest), each with its `stage` (worked out from its events), " +
    "`firstResponseMinutes` (working time from arrival to the first staff reply), `responseDueAt`, `overdue` (unanswered " +
    "past the first-response target) and `awaitingReply`. Filters: `stage`, `assignee` (an id, or `none`), `source`, `type`, " +
    "`status`, `overdue`, `awaiting`, and `q` (words that must all appear in the name, email, phone or item). A page may " +
    "hold fewer than `limit` items when few match: `next` continues it; null at the end. A cursor belongs to its filters. " +
    "`format=csv` answers every lead the filters find (in the list's order) as a CSV file, streamed a page at a time.",
  tag,
  operationId: "listLeads",
  access: "admin",
  query: leadsExportQuery,
  answer: {
    description: "A page of leads, or with `format=csv` every lead the filters find as a CSV file.",
    content: { "application/json": { schema: z.object({ data: leadsPageSchema }) }, "text/csv": { schema: z.string() } },
  },
  errors: ["invalid"],
}, async (c, { query: readQuery }) => {
  const { format, ...query } = readQuery();
  if (format !== "csv") return c.json({ data: await leadsPage(c.var.deps, query) });
  return csvStreamAnswer(c, {
    filename: `leads-${new Date().toISOString().slice(0, 10)}.csv`,
    header: LEADS_CSV_COLUMNS,
    pages: leadsCsvPages(c.var.deps, { ...query, cursor: undefined, limit: undefined }),
  });
});

route({
  route: "GET /api/leads/counts",
  summary: "Count leads (desk)",
  description: "How many leads there are in all, per inquiry status, per stage group (New, Responded, Proposal sent, Won, Lost) and awaiting our reply.",
  tag,
  operationId: "countLeads",
  access: "admin",
  answer: { description: "The counts.", schema: leadCountsSchema },
}, async (c) => c.json({ data: await leadCounts(c.var.deps.kv) }));

route({
  route: "PATCH /api/leads/:id/stage",
  summary: "Move a lead to Lost, or back",
  description: "Stages move by themselves as events happen; staff can only mark a lead Lost (a reason from the list, a note) or bring it back (`lost: null`).",
  tag,
  operationId: "moveLead",
  access: "admin",
  params: idParam,
  body: leadStageInput,
  answer: { description: "The lead at its new stage.", schema: leadItem },
  errors: ["not_found"],
}, async (c, { body }) => {
  const id = pathId(c, "id", INQUIRY_NOT_FOUND);
  const { lost } = await body();
  return c.json({ data: await moveLead(c.var.deps, id, lost, auditOf(c)) });
});


/**
 * The audit log, administrators only: `GET /audit` lists entries newest first, narrowed by `actor`,
 * `entity`, `entityId`, `from` and `to`, a page at a time (`cursor`); `format=csv` answers every
 * matching entry as a CSV file, streamed a page at a time. Both name each item where it has a name
 * (`withItemNames`). There is no route that edits or deletes one.
 */
import { Hono } from "hono";
import type { AppEnv } from "../http/context.ts";
import { listAudit } from "../kv/audit.ts";
import { AUDIT_CSV_COLUMNS, auditCsvPages } from "../services/audit-export.ts";
import { csvStreamAnswer } from "../http/csv-stream.ts";
import { withItemNames } from "../services/audit-names.ts";
import { z } from "zod";
import { auditPage, auditQuery } from "../../contract/audit.ts";
import { declareOn } from "../openapi/registry.ts";

export const AUDIT_PAGE_SIZE = 50;

export const auditRoutes = new Hono<AppEnv>();
const route = declareOn(auditRoutes, "/api");

route({
  route: "GET /api/audit",
  summary: "Read the audit log",
  description: "Every staff action and staff sign-in, newest first: who, when, from which address, the item, the action and " +
    "the fields before and after (never secrets; a member's personal fields only by name in `changed`). `actor`, `entity`, " +
    "`entityId`, `from` and `to` (a date includes its whole day) narrow it; `next` is the `cursor` of the next page. " +
    "`format=csv` answers every matching entry as a CSV file instead, streamed a page at a time.",
  tag: "Audit",
  operationId: "listAudit",
  access: "admin",
  query: auditQuery,
  answer: {
    description: "A page of entries, or with `format=csv` the CSV file.",
    content: {
      "application/json": { schema: z.object({ data: auditPage }) },
      "text/csv": { schema: z.string() },
    },
  },
  errors: ["invalid"],
}, async (c, { query: readQuery }) => {
  const query = readQuery();
  const { kv } = c.var.deps;
  if (query.format !== "csv") {
    const page = await listAudit(kv, { ...query, limit: query.limit ?? AUDIT_PAGE_SIZE });
    return c.json({ data: { ...page, entries: await withItemNames(kv, page.entries) } });
  }
  return csvStreamAnswer(c, {
    filename: `activity-${new Date().toISOString().slice(0, 10)}.csv`,
    header: AUDIT_CSV_COLUMNS,
    pages: auditCsvPages(kv, { ...query, cursor: undefined }),
  });
});

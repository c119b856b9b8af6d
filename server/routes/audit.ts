/**
 * The audit log, administrators only: `GET /audit` lists entries newest first, narrowed by `actor`,
 * `entity`, `entityId`, `from` and `to`, a page at a time (`cursor`); `format=csv` answers every
 * matching entry (up to AUDIT_CSV_MAX) as a CSV file. Both name each item where it has a name
 * (`withItemNames`). There is no route that edits or deletes one.
 */
import { Hono } from "hono";
import type { AppEnv } from "../http/context.ts";
import { listAudit } from "../kv/audit.ts";
import { auditCsv } from "../services/audit-export.ts";
import { withItemNames } from "../services/audit-names.ts";
import { z } from "zod";
import { auditPage, auditQuery } from "../../contract/audit.ts";
import { declareOn } from "../openapi/registry.ts";

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_CSV_MAX = 20_000;

export const auditRoutes = new Hono<AppEnv>();
const route = declareOn(auditRoutes, "/api");

route({
  route: "GET /api/audit",
  summary: "Read the audit log",
  description: "Every staff action and staff sign-in, newest first: who, when, from which address, the item, the action and " +
    "the fields before and after (never secrets; a member's personal fields only by name in `changed`). `actor`, `entity`, " +
    "`entityId`, `from` and `to` (a date includes its whole day) narrow it; `next` is the `cursor` of the next page. " +
    "`format=csv` answers every matching entry as a CSV file instead.",
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
  const { entries } = await listAudit(kv, { ...query, cursor: undefined, limit: AUDIT_CSV_MAX });
  return c.body(auditCsv(await withItemNames(kv, entries)), 200, {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="activity-${new Date().toISOString().slice(0, 10)}.csv"`,
  });
});

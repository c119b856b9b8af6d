/**
 * The audit log, administrators only: `GET /audit` lists entries newest first, narrowed by `actor`,
 * `entity`, `entityId`, `from` and `to`, a page at a time (`cursor`); `format=csv` answers every
 * matching entry (up to AUDIT_CSV_MAX) as a CSV file. Both name each item where it has a name
 * (`withItemNames`). There is no route that edits or deletes one.
 */
import { Hono } from "hono";
import { auditQuery } from "../../contract/audit.ts";
import { requireAdmin } from "../auth/middleware.ts";
import type { AppEnv } from "../http/context.ts";
import { parseWith } from "../http/validate.ts";
import { listAudit } from "../kv/audit.ts";
import { auditCsv } from "../services/audit-export.ts";
import { withItemNames } from "../services/audit-names.ts";

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_CSV_MAX = 20_000;

export const auditRoutes = new Hono<AppEnv>();

auditRoutes.get("/audit", requireAdmin, async (c) => {
  const query = parseWith(auditQuery, c.req.query());
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

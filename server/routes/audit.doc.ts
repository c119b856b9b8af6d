/** The audit log's route in the API document. */
import { z } from "zod";
import { auditPage, auditQuery } from "../../contract/audit.ts";
import type { RouteDoc } from "../openapi/route-doc.ts";

export const auditDocs: RouteDoc[] = [
  {
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
  },
];

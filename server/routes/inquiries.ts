/**
 * Inquiries: public submission (idempotent, rate limited) and the staff desk (admin only).
 *
 *   POST   /api/inquiries              anyone (VIP services: approved members); Idempotency-Key optional
 *   GET    /api/inquiries              admin: every inquiry, newest first, with its activity (ETag: the desk's version; 304);
 *                                      with ?limit= (and ?cursor=) one page, the next page's cursor in `Next-Cursor`
 *   PATCH  /api/inquiries/{id}/status  admin: {status}
 *   DELETE /api/inquiries/{id}         admin
 *
 * The route guards, parses and answers; the use cases are in server/services/inquiries.ts.
 */
import { Hono } from "hono";
import { currentUser, PENDING_APPROVAL_MESSAGE } from "../auth/middleware.ts";
import { badRequest, forbidden } from "../errors.ts";
import { clientRateKey } from "../http/client-address.ts";
import type { AppEnv } from "../http/context.ts";
import { auditOf } from "../http/caller.ts";
import { pathId } from "../http/validate.ts";
import { INQUIRY_NOT_FOUND, listInquiries } from "../kv/inquiries.ts";
import { withActivity } from "../kv/inquiry-activity.ts";
import { inquiriesPage } from "../services/leads.ts";
import { changeInquiryStatus, deleteInquiry, INQUIRY_LIMIT, submitInquiry } from "../services/inquiries.ts";
import { memberLanguage } from "../services/member-language.ts";
import { submittedLanguage } from "../http/language.ts";
import { arrayPageAnswer, deskListAnswer, nextCursorHeaders } from "../http/desk-lists.ts";
import { z } from "zod";
import {
  IDEMPOTENCY_KEY_HEADER,
  deskInquiry,
  IDEMPOTENCY_KEY_PATTERN,
  inquiry,
  inquiryInput,
  inquiryStatusInput,
} from "../../contract/inquiry.ts";
import { deletedAnswer, idParam, travellerLanguageQuery } from "../openapi/params.ts";
import { limitDoc } from "../openapi/route-doc.ts";
import { declareOn } from "../openapi/registry.ts";
import { pageCursor } from "../../contract/paging.ts";

export const BAD_IDEMPOTENCY_KEY = `${IDEMPOTENCY_KEY_HEADER} must be 8 to 128 letters, digits, dots, colons, dashes or underscores.`;

function idempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = header.trim();
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(BAD_IDEMPOTENCY_KEY);
  return key;
}

const inquiriesPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).optional(),
  cursor: pageCursor.optional(),
});

export const inquiriesRoutes = new Hono<AppEnv>();
const route = declareOn(inquiriesRoutes, "/api/inquiries");

const tag = "Inquiries";

route({
  route: "POST /api/inquiries",
  summary: "Submit an inquiry",
  description:
    "An inquiry about a package, an activity or a VIP service (VIP services: approved members only, " +
    "403 for a pending member, 401 logged out). With an `Idempotency-Key` a replay answers the first result " +
    "(header `Idempotent-Replayed: true`) and the same key with another body is refused with 422. " +
    "Replays do not count against the limit. The traveller's confirmation email is written in the " +
    "inquiry's `language`: a signed-in member's own, else the request's.",
  tag,
  operationId: "submitInquiry",
  access: "anyone",
  query: travellerLanguageQuery("of the traveller's confirmation email (a signed-in member's own language wins)"),
  headers: z.object({
    [IDEMPOTENCY_KEY_HEADER]: z.string().regex(IDEMPOTENCY_KEY_PATTERN).optional()
      .meta({ description: "Makes retries safe: the same key answers the stored inquiry (kept 30 days)." }),
  }),
  body: inquiryInput,
  answer: {
    status: 201,
    description: "The stored inquiry (or, for a replayed key, the first one).",
    schema: inquiry,
    headers: z.object({
      "Idempotent-Replayed": z.literal("true").optional().meta({
        description: "Sent when the answer is a replay of a stored inquiry.",
      }),
    }),
  },
  errors: ["unauthorized", "forbidden", "key_reused"],
  limits: [limitDoc(INQUIRY_LIMIT, "client address")],
}, async (c, { body }) => {
  const key = idempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
  const data = await body();
  // The VIP services page is for approved members (docs/decisions/053-vip-service-inquiries-need-an-approved-membership.md).
  if (data.type === "vip_service") {
    const user = currentUser(c);
    if (!user.isApproved && !user.isAdmin) throw forbidden(PENDING_APPROVAL_MESSAGE);
  }
  const { inquiry, replayed } = await submitInquiry(c.var.deps, {
    data,
    userId: c.var.user?.id,
    idempotencyKey: key,
    clientAddress: clientRateKey(c),
    // A member's own language wins over the page's.
    language: c.var.user ? memberLanguage(c.var.user) : submittedLanguage(c.req.query("lang"), c.req.header("accept-language")),
  });
  return replayed ? c.json({ data: inquiry }, 201, { "idempotent-replayed": "true" }) : c.json({ data: inquiry }, 201);
});

route({
  route: "GET /api/inquiries",
  summary: "List inquiries",
  description: "Every inquiry, newest first, each with its last activity and the time of staff's first reply. With `limit`, " +
    "one page of at most that many; the header `Next-Cursor` names the next page's `cursor` (absent on the last page). " +
    "The desk reads `GET /api/leads` instead.",
  tag,
  operationId: "listInquiries",
  access: "admin",
  query: inquiriesPageQuery,
  answer: {
    description: "The inquiries (or one page of them).",
    schema: z.array(deskInquiry),
    headers: nextCursorHeaders,
  },
  errors: ["invalid"],
}, async (c, { query }) => {
  const { limit, cursor } = query();
  if (limit === undefined) return await deskListAnswer(c, "inquiries", async () => await withActivity(c.var.deps.kv, await listInquiries(c.var.deps.kv)));
  return arrayPageAnswer(c, await inquiriesPage(c.var.deps.kv, limit, cursor));
});

route({
  route: "PATCH /api/inquiries/:id/status",
  summary: "Change an inquiry's status",
  tag,
  operationId: "changeInquiryStatus",
  access: "admin",
  params: idParam,
  body: inquiryStatusInput,
  answer: { description: "The inquiry with its new status.", schema: inquiry },
  errors: ["not_found"],
}, async (c, { body }) => {
  const id = pathId(c, "id", INQUIRY_NOT_FOUND);
  const { status } = await body();
  return c.json({ data: await changeInquiryStatus(c.var.deps, id, status, auditOf(c)) });
});

route({
  route: "DELETE /api/inquiries/:id",
  summary: "Delete an inquiry",
  description:
    "Its idempotency key stays (without the traveller's details), so a late replay never brings it back.",
  tag,
  operationId: "deleteInquiry",
  access: "admin",
  params: idParam,
  answer: { description: "The id of the deleted inquiry.", schema: deletedAnswer("id") },
  errors: ["not_found"],
}, async (c) => {
  const id = pathId(c, "id", INQUIRY_NOT_FOUND);
  await deleteInquiry(c.var.deps, id, auditOf(c));
  return c.json({ data: { id, deleted: true } });
});

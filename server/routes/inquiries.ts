/**
 * Inquiries: public submission (idempotent, rate limited) and the staff desk (admin only).
 *
 *   POST   /api/inquiries              anyone (VIP services: approved members); Idempotency-Key optional
 *   GET    /api/inquiries              admin: every inquiry, newest first, with its activity (ETag: the desk's version; 304)
 *   PATCH  /api/inquiries/{id}/status  admin: {status}
 *   DELETE /api/inquiries/{id}         admin
 *
 * The route guards, parses and answers; the use cases are in server/services/inquiries.ts.
 */
import { Hono } from "hono";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, inquiryInput, inquiryStatusInput } from "../../contract/inquiry.ts";
import { currentUser, PENDING_APPROVAL_MESSAGE, requireAdmin } from "../auth/middleware.ts";
import { badRequest, forbidden } from "../errors.ts";
import { clientRateKey } from "../http/client-address.ts";
import type { AppEnv } from "../http/context.ts";
import { auditOf } from "../http/caller.ts";
import { pathId, readJson } from "../http/validate.ts";
import { INQUIRY_NOT_FOUND, listInquiries } from "../kv/inquiries.ts";
import { withActivity } from "../kv/inquiry-activity.ts";
import { changeInquiryStatus, deleteInquiry, submitInquiry } from "../services/inquiries.ts";
import { memberLanguage } from "../services/member-language.ts";
import { submittedLanguage } from "../http/language.ts";
import { deskListAnswer } from "../http/desk-lists.ts";

export const BAD_IDEMPOTENCY_KEY = `${IDEMPOTENCY_KEY_HEADER} must be 8 to 128 letters, digits, dots, colons, dashes or underscores.`;

function idempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = header.trim();
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(BAD_IDEMPOTENCY_KEY);
  return key;
}

export const inquiriesRoutes = new Hono<AppEnv>();

inquiriesRoutes.post("/", async (c) => {
  const key = idempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
  const data = await readJson(c, inquiryInput);
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

inquiriesRoutes.get("/", requireAdmin, (c) => deskListAnswer(c, "inquiries", async () => await withActivity(c.var.deps.kv, await listInquiries(c.var.deps.kv))));

inquiriesRoutes.patch("/:id/status", requireAdmin, async (c) => {
  const id = pathId(c, "id", INQUIRY_NOT_FOUND);
  const { status } = await readJson(c, inquiryStatusInput);
  return c.json({ data: await changeInquiryStatus(c.var.deps, id, status, auditOf(c)) });
});

inquiriesRoutes.delete("/:id", requireAdmin, async (c) => {
  const id = pathId(c, "id", INQUIRY_NOT_FOUND);
  await deleteInquiry(c.var.deps, id, auditOf(c));
  return c.json({ data: { id, deleted: true } });
});

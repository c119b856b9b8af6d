/**
 * Inquiries: public submission (idempotent, rate limited) and the staff desk (admin only).
 *
 *   POST   /api/inquiries              anyone (VIP services: approved members); Idempotency-Key optional
 *   GET    /api/inquiries              admin: every inquiry, newest first
 *   PATCH  /api/inquiries/{id}/status  admin: {status}
 *   DELETE /api/inquiries/{id}         admin
 *
 * A submission is stored first and answered at once; the two emails go out afterwards and their
 * outcome is recorded on the inquiry, so a mail failure never loses or delays an inquiry.
 */
import { Hono } from "hono";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, type Inquiry, inquiryInput, inquiryStatusInput } from "../../contract/inquiry.ts";
import { currentUser, PENDING_APPROVAL_MESSAGE, requireAdmin } from "../auth/middleware.ts";
import { badRequest, forbidden } from "../errors.ts";
import { clientAddress } from "../http/client-address.ts";
import type { AppDeps, AppEnv } from "../http/context.ts";
import { holding, type Limit, reserve, windowOf } from "../http/rate-limit.ts";
import { pathId, readJson } from "../http/validate.ts";
import { getActivity } from "../kv/activities.ts";
import * as inquiries from "../kv/inquiries.ts";
import { getPackage } from "../kv/packages.ts";
import { type InquiryMailOptions, staffNotification, travellerConfirmation } from "../mail/inquiry-mail.ts";

/** New inquiries per client address; replays of a stored one do not count. */
export const INQUIRY_LIMIT: Limit = {
  bucket: "inquiries",
  max: 20,
  windowMs: 3_600_000,
  message: "You have sent many inquiries in a short time. Please wait a while, or call or email us directly.",
};

export const BAD_IDEMPOTENCY_KEY = `${IDEMPOTENCY_KEY_HEADER} must be 8 to 128 letters, digits, dots, colons, dashes or underscores.`;

/** Mail deliveries still running, so tests (and a graceful shutdown) can wait for them. */
const deliveries = new Set<Promise<void>>();

/** Resolves when every inquiry email started so far has been sent or has failed. */
export async function inquiryMailSettled(): Promise<void> {
  while (deliveries.size > 0) await Promise.all([...deliveries]);
}

async function deliver(deps: AppDeps, inquiry: Inquiry, options: InquiryMailOptions): Promise<void> {
  const [confirmation, staff] = await Promise.all([
    deps.mailer.send(travellerConfirmation(inquiry, options)),
    deps.mailer.send(staffNotification(inquiry, options)),
  ]);
  if (!confirmation.ok || !staff.ok) {
    console.error(
      `[inquiries] inquiry ${inquiry.id} is stored, but email failed: confirmation ${confirmation.ok ? "sent" : "failed"}, staff ${staff.ok ? "sent" : "failed"}`,
    );
  }
  await inquiries.recordMailResult(deps.kv, inquiry.id, {
    confirmation: confirmation.ok ? "sent" : "failed",
    staff: staff.ok ? "sent" : "failed",
  });
}

function idempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = header.trim();
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(BAD_IDEMPOTENCY_KEY);
  return key;
}

export const inquiriesRoutes = new Hono<AppEnv>();

inquiriesRoutes.post("/", async (c) => {
  const deps = c.var.deps;
  const { kv, config } = deps;
  const key = idempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
  const data = await readJson(c, inquiryInput);
  // The VIP services page is for approved members (README: Decisions, VIP service inquiries need an approved membership).
  if (data.type === "vip_service") {
    const user = currentUser(c);
    if (!user.isApproved && !user.isAdmin) throw forbidden(PENDING_APPROVAL_MESSAGE);
  }

  const fingerprint = key ? await inquiries.fingerprintOf(data) : undefined;
  if (key) {
    const earlier = await inquiries.findReplay(kv, key, fingerprint!);
    if (earlier) return c.json({ data: earlier }, 201, { "idempotent-replayed": "true" });
  }
  // Only stored inquiries count: a place is taken before storing and given back when the inquiry
  // turns out to be a replay or is not stored. (A later refactor will count the hit in the
  // inquiry's own atomic commit; until then the reservation keeps the limit exact.)
  const place = await reserve(kv, [windowOf(INQUIRY_LIMIT, clientAddress(c))]);
  const { inquiry, replayed } = await holding(place, async () => {
    // The catalogue's own name is stored when the item still exists; a deleted item keeps the name sent.
    let itemName = data.itemName;
    if (data.itemId) {
      const item = data.type === "package" ? await getPackage(kv, data.itemId) : await getActivity(kv, data.itemId);
      if (item) itemName = item.name;
    }
    return await inquiries.createInquiry(kv, { data: { ...data, itemName }, userId: c.var.user?.id, idempotencyKey: key, fingerprint });
  }, (created) => !created.replayed);
  if (replayed) return c.json({ data: inquiry }, 201, { "idempotent-replayed": "true" });

  const delivery = deliver(deps, inquiry, { baseUrl: deps.siteUrl, staffEmail: config.STAFF_EMAIL, mailFrom: config.MAIL_FROM })
    .catch((error) => console.error(`[inquiries] recording mail for inquiry ${inquiry.id} failed:`, error))
    .finally(() => deliveries.delete(delivery));
  deliveries.add(delivery);
  return c.json({ data: inquiry }, 201);
});

inquiriesRoutes.get("/", requireAdmin, async (c) => c.json({ data: await inquiries.listInquiries(c.var.deps.kv) }));

inquiriesRoutes.patch("/:id/status", requireAdmin, async (c) => {
  const id = pathId(c, "id", inquiries.INQUIRY_NOT_FOUND);
  const { status } = await readJson(c, inquiryStatusInput);
  return c.json({ data: await inquiries.updateInquiryStatus(c.var.deps.kv, id, status) });
});

inquiriesRoutes.delete("/:id", requireAdmin, async (c) => {
  const id = pathId(c, "id", inquiries.INQUIRY_NOT_FOUND);
  await inquiries.deleteInquiry(c.var.deps.kv, id);
  return c.json({ data: { id, deleted: true } });
});

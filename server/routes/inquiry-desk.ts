/**
 * The inquiry desk's thread (administrators): read it, reply to the traveller, add internal notes,
 * assign a consultant, revoke the traveller's private links.
 *
 *   GET    /api/inquiries/{id}/thread        the messages, notes included
 *   POST   /api/inquiries/{id}/replies       {text}: emailed to the traveller; status Responded
 *   POST   /api/inquiries/{id}/notes         {text}: staff only
 *   PATCH  /api/inquiries/{id}/assignee      {assigneeId: string | null}
 *   DELETE /api/inquiries/{id}/thread-links  every private link stops working
 *   POST   /api/inquiries/{id}/read          staff opened it: the traveller's messages are read
 */
import { Hono } from "hono";
import { assigneeInput, threadTextInput } from "../../contract/inquiry-thread.ts";
import { requireAdmin } from "../auth/middleware.ts";
import { actorOf, auditOf } from "../http/caller.ts";
import type { AppEnv } from "../http/context.ts";
import { pathId, readJson } from "../http/validate.ts";
import { INQUIRY_NOT_FOUND, markInquiryRead } from "../kv/inquiries.ts";
import { addInquiryNote, assignInquiry, deskThread, replyToInquiry, revokeLinks } from "../services/inquiry-threads.ts";

export const inquiryDeskRoutes = new Hono<AppEnv>();

inquiryDeskRoutes.get("/:id/thread", requireAdmin, async (c) => {
  return c.json({ data: await deskThread(c.var.deps, pathId(c, "id", INQUIRY_NOT_FOUND)) });
});

inquiryDeskRoutes.post("/:id/replies", requireAdmin, async (c) => {
  const id = pathId(c, "id", INQUIRY_NOT_FOUND);
  const { text } = await readJson(c, threadTextInput);
  return c.json({ data: await replyToInquiry(c.var.deps, actorOf(c), id, text, auditOf(c)) }, 201);
});

inquiryDeskRoutes.post("/:id/notes", requireAdmin, async (c) => {
  const id = pathId(c, "id", INQUIRY_NOT_FOUND);
  const { text } = await readJson(c, threadTextInput);
  return c.json({ data: await addInquiryNote(c.var.deps, actorOf(c), id, text, auditOf(c)) }, 201);
});

inquiryDeskRoutes.patch("/:id/assignee", requireAdmin, async (c) => {
  const id = pathId(c, "id", INQUIRY_NOT_FOUND);
  const { assigneeId } = await readJson(c, assigneeInput);
  return c.json({ data: await assignInquiry(c.var.deps, id, assigneeId, auditOf(c)) });
});

inquiryDeskRoutes.delete("/:id/thread-links", requireAdmin, async (c) => {
  const id = pathId(c, "id", INQUIRY_NOT_FOUND);
  return c.json({ data: { id, revoked: await revokeLinks(c.var.deps, id, auditOf(c)) } });
});

inquiryDeskRoutes.post("/:id/read", requireAdmin, async (c) => {
  return c.json({ data: await markInquiryRead(c.var.deps.kv, pathId(c, "id", INQUIRY_NOT_FOUND)) });
});

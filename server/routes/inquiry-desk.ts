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
import { z } from "zod";
import { inquiry } from "../../contract/inquiry.ts";
import { assigneeInput, deskMessage, deskThread as deskThreadSchema, threadTextInput } from "../../contract/inquiry-thread.ts";
import { idParam } from "../openapi/params.ts";
import { declareOn } from "../openapi/registry.ts";
import { actorOf, auditOf } from "../http/caller.ts";
import type { AppEnv } from "../http/context.ts";
import { pathId } from "../http/validate.ts";
import { INQUIRY_NOT_FOUND, markInquiryRead } from "../kv/inquiries.ts";
import { addInquiryNote, assignInquiry, deskThread, replyToInquiry, revokeLinks } from "../services/inquiry-threads.ts";

export const inquiryDeskRoutes = new Hono<AppEnv>();
const route = declareOn(inquiryDeskRoutes, "/api/inquiries");

const tag = "Inquiry threads";

route({
  route: "GET /api/inquiries/:id/thread",
  summary: "Read an inquiry's thread (desk)",
  description: "Replies, the traveller's messages and internal notes, oldest first, with each email's delivery.",
  tag,
  operationId: "getInquiryThread",
  access: "admin",
  params: idParam,
  answer: { description: "The thread.", schema: deskThreadSchema },
  errors: ["not_found"],
}, async (c) => {
  return c.json({ data: await deskThread(c.var.deps, pathId(c, "id", INQUIRY_NOT_FOUND)) });
});

route({
  route: "POST /api/inquiries/:id/replies",
  summary: "Reply to the traveller",
  description:
    "Stored with the consultant's name and the status set to Responded, then emailed to the traveller with a " +
    "new private link to the thread. The email goes out after the answer; a failure shows as `mail: failed` " +
    "on the message and never loses it.",
  tag,
  operationId: "replyToInquiry",
  access: "admin",
  params: idParam,
  body: threadTextInput,
  answer: { status: 201, description: "The stored reply (`mail: pending`).", schema: deskMessage },
  errors: ["not_found", "full"],
}, async (c, { body }) => {
  const id = pathId(c, "id", INQUIRY_NOT_FOUND);
  const { text } = await body();
  return c.json({ data: await replyToInquiry(c.var.deps, actorOf(c), id, text, auditOf(c)) }, 201);
});

route({
  route: "POST /api/inquiries/:id/notes",
  summary: "Add an internal note",
  description: "Shown on the desk only, never to the traveller, never emailed.",
  tag,
  operationId: "addInquiryNote",
  access: "admin",
  params: idParam,
  body: threadTextInput,
  answer: { status: 201, description: "The stored note.", schema: deskMessage },
  errors: ["not_found", "full"],
}, async (c, { body }) => {
  const id = pathId(c, "id", INQUIRY_NOT_FOUND);
  const { text } = await body();
  return c.json({ data: await addInquiryNote(c.var.deps, actorOf(c), id, text, auditOf(c)) }, 201);
});

route({
  route: "PATCH /api/inquiries/:id/assignee",
  summary: "Assign a consultant",
  description: "An administrator's id, or null for nobody; a traveller's messages are emailed to the assignee.",
  tag,
  operationId: "assignInquiry",
  access: "admin",
  params: idParam,
  body: assigneeInput,
  answer: { description: "The inquiry with its assignee.", schema: inquiry },
  errors: ["not_found"],
}, async (c, { body }) => {
  const id = pathId(c, "id", INQUIRY_NOT_FOUND);
  const { assigneeId } = await body();
  return c.json({ data: await assignInquiry(c.var.deps, id, assigneeId, auditOf(c)) });
});

route({
  route: "DELETE /api/inquiries/:id/thread-links",
  summary: "Revoke the traveller's links",
  description: "Every private link sent so far stops working (404); the next reply's email carries a new one.",
  tag,
  operationId: "revokeThreadLinks",
  access: "admin",
  params: idParam,
  answer: { description: "How many links were revoked.", schema: z.object({ id: z.string(), revoked: z.number().int() }) },
  errors: ["not_found"],
}, async (c) => {
  const id = pathId(c, "id", INQUIRY_NOT_FOUND);
  return c.json({ data: { id, revoked: await revokeLinks(c.var.deps, id, auditOf(c)) } });
});

route({
  route: "POST /api/inquiries/:id/read",
  summary: "Mark the traveller's messages read (desk)",
  description: "Staff opened the inquiry: its `unread` count ends (a reply ends it too, and `awaitingSince`).",
  tag,
  operationId: "readInquiry",
  access: "admin",
  params: idParam,
  answer: { description: "The inquiry.", schema: inquiry },
  errors: ["not_found"],
}, async (c) => {
  return c.json({ data: await markInquiryRead(c.var.deps.kv, pathId(c, "id", INQUIRY_NOT_FOUND)) });
});

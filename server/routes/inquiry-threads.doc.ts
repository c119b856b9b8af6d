/** The inquiry threads in the API document: the desk's side, the traveller's private link, and "My journeys". */
import { z } from "zod";
import { inquiry } from "../../contract/inquiry.ts";
import { assigneeInput, deskMessage, deskThread, threadTextInput, travellerMessage, travellerThread } from "../../contract/inquiry-thread.ts";
import { journey } from "../../contract/journeys.ts";
import { idParam } from "../openapi/params.ts";
import { limitDoc, type RouteDoc } from "../openapi/route-doc.ts";
import { THREAD_ADDRESS_LIMIT, THREAD_LIMIT } from "../services/inquiry-threads.ts";

const tag = "Inquiry threads";
const tokenParam = z.object({
  token: z.string().meta({ description: "The private token of the traveller's link (43 base64url characters)." }),
});
const travellerLimits = [limitDoc(THREAD_ADDRESS_LIMIT, "client address"), limitDoc(THREAD_LIMIT, "thread")];

export const inquiryThreadDocs: RouteDoc[] = [
  {
    route: "POST /api/inquiries/:id/read",
    summary: "Mark the traveller's messages read (desk)",
    description: "Staff opened the inquiry: its `unread` count ends (a reply ends it too, and `awaitingSince`).",
    tag,
    operationId: "readInquiry",
    access: "admin",
    params: idParam,
    answer: { description: "The inquiry.", schema: inquiry },
    errors: ["not_found"],
  },
  {
    route: "GET /api/inquiries/:id/thread",
    summary: "Read an inquiry's thread (desk)",
    description: "Replies, the traveller's messages and internal notes, oldest first, with each email's delivery.",
    tag,
    operationId: "getInquiryThread",
    access: "admin",
    params: idParam,
    answer: { description: "The thread.", schema: deskThread },
    errors: ["not_found"],
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
    route: "DELETE /api/inquiries/:id/thread-links",
    summary: "Revoke the traveller's links",
    description: "Every private link sent so far stops working (404); the next reply's email carries a new one.",
    tag,
    operationId: "revokeThreadLinks",
    access: "admin",
    params: idParam,
    answer: { description: "How many links were revoked.", schema: z.object({ id: z.string(), revoked: z.number().int() }) },
    errors: ["not_found"],
  },
  {
    route: "GET /api/threads/:token",
    summary: "Read a thread by private link",
    description:
      "No login: the token is the key. Internal notes and contact details are never included. An unknown or " +
      "revoked token is 404, and so is a deleted inquiry's link, with a message that says so.",
    tag,
    operationId: "getTravellerThread",
    access: "public",
    params: tokenParam,
    answer: { description: "The thread as the traveller sees it.", schema: travellerThread },
    errors: ["not_found"],
  },
  {
    route: "POST /api/threads/:token/messages",
    summary: "Write back by private link",
    description: "Stored on the thread, shown on the desk, and emailed to the assignee (or the staff address).",
    tag,
    operationId: "postTravellerMessage",
    access: "public",
    params: tokenParam,
    body: threadTextInput,
    answer: { status: 201, description: "The stored message.", schema: travellerMessage },
    errors: ["not_found", "full"],
    limits: travellerLimits,
  },
  {
    route: "GET /api/me/journeys",
    summary: "My journeys",
    description:
      "The member's inquiries (also those sent logged out from their account's address), bespoke requests and " +
      "chat conversations, newest activity first. Never another member's.",
    tag,
    operationId: "listMyJourneys",
    access: "signed-in",
    answer: { description: "The timeline.", schema: z.array(journey) },
  },
  {
    route: "GET /api/me/inquiries/:id",
    summary: "Read my inquiry's thread",
    description: "The same thread as the private link, for the member it belongs to; anyone else gets 404.",
    tag,
    operationId: "getMyInquiryThread",
    access: "signed-in",
    params: idParam,
    answer: { description: "The thread as the traveller sees it.", schema: travellerThread },
    errors: ["not_found"],
  },
  {
    route: "POST /api/me/inquiries/:id/messages",
    summary: "Write back on my inquiry",
    tag,
    operationId: "postMyInquiryMessage",
    access: "signed-in",
    params: idParam,
    body: threadTextInput,
    answer: { status: 201, description: "The stored message.", schema: travellerMessage },
    errors: ["not_found", "full"],
    limits: travellerLimits,
  },
];

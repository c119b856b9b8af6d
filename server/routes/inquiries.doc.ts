/** The inquiry routes in the API document: the public submission and the staff desk. */
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
import { limitDoc, type RouteDoc } from "../openapi/route-doc.ts";
import { INQUIRY_LIMIT } from "../services/inquiries.ts";

const tag = "Inquiries";

export const inquiriesDocs: RouteDoc[] = [
  {
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
  },
  {
    route: "GET /api/inquiries",
    summary: "List inquiries",
    description: "Every inquiry, newest first, each with its last activity and the time of staff's first reply.",
    tag,
    operationId: "listInquiries",
    access: "admin",
    answer: { description: "The inquiries.", schema: z.array(deskInquiry) },
  },
  {
    route: "PATCH /api/inquiries/:id/status",
    summary: "Change an inquiry's status",
    tag,
    operationId: "changeInquiryStatus",
    access: "admin",
    params: idParam,
    body: inquiryStatusInput,
    answer: { description: "The inquiry with its new status.", schema: inquiry },
    errors: ["not_found"],
  },
  {
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
  },
];

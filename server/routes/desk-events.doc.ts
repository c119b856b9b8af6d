/** The staff desks' live lists in the API document. */
import { z } from "zod";
import { DESK_FEED, DESKS } from "../../contract/desk-feed.ts";
import type { RouteDoc } from "../openapi/route-doc.ts";

export const deskEventDocs: RouteDoc[] = [
  {
    route: "GET /api/desk/events",
    summary: "Follow the staff desks' lists",
    description: "Server-sent events: `changed` ({desk, version}) for each desk named, first with the current " +
      "versions, then each time a write (on any server instance) changes that desk's list. Read the list again " +
      "with `If-None-Match` set to its last `ETag`: 304 when it did not change.",
    tag: "Staff desks",
    operationId: "followDesks",
    access: "admin",
    query: z.object({
      desks: z.string().optional().meta({ description: `Comma-separated, of: ${DESKS.join(", ")} (all when absent).` }),
    }),
    answer: {
      description: "The event stream.",
      content: { "text/event-stream": { schema: z.string().meta({ description: "Server-sent events: changed {desk, version}." }) } },
    },
    errors: ["invalid", "limited"],
    limits: [{ max: DESK_FEED.streamsPerUser, per: "administrator (open at once)" }, { max: DESK_FEED.streamsPerInstance, per: "server instance (open at once)" }],
  },
];

/**
 * The staff desks' live lists (administrators):
 *
 *   GET /api/desk/events?desks=inquiries,bespoke,chats   server-sent events
 *   GET /api/desk/counts?desk=bespoke|chats              the desk's records per status (status-counts.ts)
 *
 * `changed` {desk, version} for each desk named (all without `desks`): first the current versions,
 * then each time a desk's list changes, on this instance or another (kv.watch on each desk's
 * "changed" counter, raised in the commit of every write that changes the list). The desk reads its
 * list again with `If-None-Match` (304 when unchanged). Open streams are capped per administrator
 * and per instance.
 */
import { Hono } from "hono";
import { type Desk, DESK_FEED, DESKS, isDesk } from "../../contract/desk-feed.ts";
import { currentUser } from "../auth/middleware.ts";
import { badRequest } from "../errors.ts";
import type { AppEnv } from "../http/context.ts";
import { watchDesks } from "../kv/desk-changes.ts";
import { watchStream } from "../http/watch-stream.ts";
import { z } from "zod";
import { declareOn } from "../openapi/registry.ts";
import { deskListAnswer } from "../http/desk-lists.ts";
import { readStatusCounts, STATUS_LISTS, type StatusList } from "../kv/status-counts.ts";

export const UNKNOWN_DESK = "Unknown desk.";

function desksOf(query: string | undefined): Desk[] {
  if (!query) return [...DESKS];
  const named = [...new Set(query.split(",").map((part) => part.trim()))];
  if (!named.every(isDesk)) throw badRequest(UNKNOWN_DESK);
  return named as Desk[];
}

export const deskEventRoutes = new Hono<AppEnv>();
const route = declareOn(deskEventRoutes, "/api/desk");

route({
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
}, (c) => {
  const desks = desksOf(c.req.query("desks"));
  const { kv, deskStreams } = c.var.deps;
  // Each open stream holds a KV watch: so many per administrator, and so many on this instance.
  const releaseUser = deskStreams.perUser.take(currentUser(c).id);
  let releaseAll: () => void;
  try {
    releaseAll = deskStreams.all.take("all");
  } catch (error) {
    releaseUser();
    throw error;
  }
  const release = () => {
    releaseUser();
    releaseAll();
  };
  const sent = new Map<Desk, string>();
  return watchStream(c, {
    watch: () => watchDesks(kv, desks),
    release,
    name: "desk event",
    each: async (stream, changes) => {
      for (const change of changes) {
        if (sent.get(change.desk) === change.version) continue;
        sent.set(change.desk, change.version);
        await stream.writeSSE({ event: "changed", data: JSON.stringify(change) });
      }
    },
  });
});

route({
  route: "GET /api/desk/counts",
  summary: "Count a desk's records per status",
  description: "How many bespoke requests (`desk=bespoke`) or chat sessions (`desk=chats`) there are in each " +
    "status, and in all: counters kept by the commits that write the records, so the desk's status buttons " +
    "need not read the whole list. `ETag` as the desk's list: 304 with `If-None-Match` when nothing changed.",
  tag: "Staff desks",
  operationId: "countDeskStatuses",
  access: "admin",
  query: z.object({ desk: z.enum(Object.keys(STATUS_LISTS) as StatusList[]).meta({ description: "bespoke or chats." }) }),
  answer: {
    description: "The counts per status (every status, 0 when none) and their total; the chats' also how many await our reply.",
    schema: z.object({
      total: z.number().int(),
      byStatus: z.record(z.string(), z.number().int()),
      awaiting: z.number().int().optional().meta({ description: "`desk=chats`: the conversations awaiting our reply (the visitor wrote last)." }),
    }),
  },
  errors: ["invalid"],
}, async (c, { query }) => {
  const { desk } = query();
  return await deskListAnswer(c, desk, () => readStatusCounts(c.var.deps.kv, desk));
});

/**
 * The staff's trips (administrators, issue #31):
 *
 *   GET  /api/trips?phase=upcoming|travelling|returned   the board, soonest departure first
 *   GET  /api/trips/{id}                                 with `version` (send it back on PUT), phase, documents
 *   PUT  /api/trips/{id}                                 the whole trip and a note; 409 on a stale `version`
 *   POST /api/trips/{id}/revoke-links                    every private link stops working
 */
import { Hono } from "hono";
import { z } from "zod";
import { trip as storedTrip, TRIP_PHASES, TRIP_TEXTS, tripInput, tripSummary } from "../../contract/trips/model.ts";
import { actorOf, auditOf } from "../http/caller.ts";
import type { AppEnv } from "../http/context.ts";
import { pathId } from "../http/validate.ts";
import { idParam } from "../openapi/params.ts";
import { declareOn } from "../openapi/registry.ts";
import { getTrip, listTripBoard, revokeAllTripLinks, saveTrip } from "../services/trips.ts";
import { travellerAnswer } from "./proposals.ts";

export const tripRoutes = new Hono<AppEnv>();
const route = declareOn(tripRoutes, "/api/trips");
const tag = "Trips";

/** The trip as answered (the traveller without the input's address rule). */
const trip = storedTrip.extend({ traveller: travellerAnswer });
const tripId = (c: Parameters<typeof pathId>[0]) => pathId(c, "id", TRIP_TEXTS.notFound);

route({
  route: "GET /api/trips",
  summary: "The trips board",
  description:
    "Every trip, or those of one phase (from its dates on its own zone's calendar): soonest departure first, returned " +
    "ones most recent first; each with its bookings pending and confirmed, and `pendingWarning` when a booking is " +
    "still pending 7 days or less before departure.",
  tag,
  operationId: "listTrips",
  access: "admin",
  query: z.object({ phase: z.enum(TRIP_PHASES).optional() }),
  answer: { description: "The trips.", schema: z.array(tripSummary) },
}, async (c, { query }) => {
  return c.json({ data: await listTripBoard(c.var.deps, query().phase) });
});

route({
  route: "GET /api/trips/:id",
  summary: "Read a trip",
  description: "The trip with its `version` (send it back when saving), phase, pending warning, documents (with traveller downloads) and history.",
  tag,
  operationId: "getTrip",
  access: "admin",
  params: idParam,
  answer: { description: "The trip.", schema: trip },
  errors: ["not_found"],
}, async (c) => {
  return c.json({ data: await getTrip(c.var.deps, tripId(c)) });
});

route({
  route: "PUT /api/trips/:id",
  summary: "Save a trip",
  description:
    "The whole trip. With `version`, a save from a copy someone changed since is refused (409). Each save is a new " +
    "revision; the items it changes are marked with it (`changedIn`) and its change lines kept in `changes`. When the " +
    "traveller sees a change (or `noteToTraveller` is given) they are emailed what changed, with the note, and the " +
    "devices turned on from the trip's links get a push.",
  tag,
  operationId: "saveTrip",
  access: "admin",
  params: idParam,
  body: tripInput,
  answer: { description: "The saved trip.", schema: trip },
  errors: ["not_found", "conflict", "too_large"],
}, async (c, { body }) => {
  const id = tripId(c);
  return c.json({ data: await saveTrip(c.var.deps, actorOf(c), id, await body(), auditOf(c)) });
});

route({
  route: "POST /api/trips/:id/revoke-links",
  summary: "Revoke a trip's links",
  description:
    "Every private link (the traveller's and the co-travellers') stops working at once (404), also for a copy kept " +
    "on a phone the next time it is online; the next change email carries a new one.",
  tag,
  operationId: "revokeTripLinks",
  access: "admin",
  params: idParam,
  answer: { description: "How many links were revoked.", schema: z.object({ id: z.string(), revoked: z.number().int() }) },
  errors: ["not_found"],
}, async (c) => {
  const id = tripId(c);
  return c.json({ data: { id, revoked: await revokeAllTripLinks(c.var.deps, id, auditOf(c)) } });
});

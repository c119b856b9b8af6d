/**
 * The traveller's side of a trip, by private link (no login). Never a cost, a price or a
 * staff-only document: the answer is `travellerTrip`. A co-traveller's link reads the same trip
 * but cannot share or revoke (403).
 *
 *   GET    /api/trip-links/{token}                 the trip as the traveller reads it
 *   POST   /api/trip-links/{token}/co-traveller    a new read-only link to share (traveller only)
 *   DELETE /api/trip-links/{token}/co-traveller    every co-traveller link stops working (traveller only)
 *   POST   /api/me/trips/{id}/link                 a member's new link to their own trip (My journeys)
 */
import { Hono } from "hono";
import { z } from "zod";
import { memberTripLink as memberTripLinkSchema } from "../../contract/journeys.ts";
import { TRIP_TEXTS, travellerTrip } from "../../contract/trips/model.ts";
import { currentUser } from "../auth/middleware.ts";
import { limitedBy } from "../http/caller.ts";
import { clientRateKey } from "../http/client-address.ts";
import type { AppEnv } from "../http/context.ts";
import { pathId } from "../http/validate.ts";
import { windowOf } from "../kv/rate-windows.ts";
import { idParam } from "../openapi/params.ts";
import { declareOn } from "../openapi/registry.ts";
import { limitDoc } from "../openapi/route-doc.ts";
import { PROPOSAL_ADDRESS_LIMIT } from "../services/proposal-links.ts";
import { memberTripLink, openTrip, revokeShared, shareTrip } from "../services/trips.ts";

const tag = "Trip links";
const tokenParam = z.object({
  token: z.string().meta({ description: "The private token of a trip link (43 base64url characters)." }),
});
const limits = [limitDoc(PROPOSAL_ADDRESS_LIMIT, "client address")];

export const tripLinkRoutes = new Hono<AppEnv>();
const route = declareOn(tripLinkRoutes, "/api/trip-links");

route({
  route: "GET /api/trip-links/:token",
  summary: "Read a trip by private link",
  description:
    "No login: the token is the key. The itinerary (times are wall-clock times in the trip's `timeZone`), the " +
    "documents the traveller may open (never a staff-only one), the consultant, the agency's 24/7 line and the " +
    "history of changes; never a cost or a price. `access` says whether it is the traveller's link or a " +
    "co-traveller's read-only one. An unknown or revoked token is 404.",
  tag,
  operationId: "getTravellerTrip",
  access: "public",
  params: tokenParam,
  answer: { description: "The trip as the traveller reads it.", schema: travellerTrip },
  errors: ["not_found"],
}, async (c, { param }) => {
  return c.json({ data: await openTrip(c.var.deps, param("token")) });
});

route({
  route: "POST /api/trip-links/:token/co-traveller",
  summary: "Share a trip with a co-traveller",
  description: "A new read-only link to the trip, to share; only the traveller's own link makes one (403 for a co-traveller's).",
  tag,
  operationId: "shareTrip",
  access: "public",
  params: tokenParam,
  answer: { status: 201, description: "The new link's token and its page.", schema: z.object({ token: z.string(), url: z.string() }) },
  errors: ["not_found", "forbidden"],
  limits,
}, async (c, { param }) => {
  const limited = limitedBy(c, [windowOf(PROPOSAL_ADDRESS_LIMIT, clientRateKey(c))]);
  return c.json({ data: await limited(() => shareTrip(c.var.deps, param("token"))) }, 201);
});

route({
  route: "DELETE /api/trip-links/:token/co-traveller",
  summary: "Revoke the co-travellers' links",
  description: "Every co-traveller link of the trip stops working at once; the traveller's own links stay. 403 for a co-traveller's link.",
  tag,
  operationId: "revokeCoTravellerLinks",
  access: "public",
  params: tokenParam,
  answer: { description: "How many links were revoked.", schema: z.object({ revoked: z.number().int() }) },
  errors: ["not_found", "forbidden"],
}, async (c, { param }) => {
  return c.json({ data: await revokeShared(c.var.deps, param("token")) });
});

export const meTripRoutes = new Hono<AppEnv>();
const meRoute = declareOn(meTripRoutes, "/api/me/trips");

meRoute({
  route: "POST /api/me/trips/:id/link",
  summary: "Open my trip",
  description: "A new private link to a trip made for the member's address, so My journeys opens its page; anyone else's trip is 404.",
  tag,
  operationId: "linkMyTrip",
  access: "signed-in",
  params: idParam,
  answer: { status: 201, description: "The link's token: the page is /trips/{token}.", schema: memberTripLinkSchema },
  errors: ["not_found"],
}, async (c) => {
  const id = pathId(c, "id", TRIP_TEXTS.notFound);
  return c.json({ data: await memberTripLink(c.var.deps, currentUser(c), id) }, 201);
});

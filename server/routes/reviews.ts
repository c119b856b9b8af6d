/**
 * Reviews of trips (issue #33):
 *
 *   POST  /api/trip-links/{token}/review   the traveller reviews their returned trip (once)
 *   GET   /api/reviews                     staff: every review, newest first
 *   PATCH /api/reviews/{tripId}            staff: publish, hide, reply
 */
import { Hono } from "hono";
import { z } from "zod";
import { review, REVIEW_TEXTS, reviewInput, reviewModeration } from "../../contract/trips/reviews.ts";
import { auditOf } from "../http/caller.ts";
import type { AppEnv } from "../http/context.ts";
import { pathId } from "../http/validate.ts";
import { idParam } from "../openapi/params.ts";
import { declareOn } from "../openapi/registry.ts";
import { listReviews, moderateReview, submitReview } from "../services/reviews.ts";

const tag = "Reviews";

export const reviewLinkRoutes = new Hono<AppEnv>();
const linkRoute = declareOn(reviewLinkRoutes, "/api/trip-links");

linkRoute({
  route: "POST /api/trip-links/:token/review",
  summary: "Review a trip by private link",
  description:
    "No login: the traveller's own trip link (403 for a co-traveller's). Only once the trip is over (409 before), and " +
    "once per trip (409 after). The review waits for staff to publish it; the page `/trips/{token}/review` posts the same " +
    "without JavaScript.",
  tag,
  operationId: "reviewTrip",
  access: "public",
  params: z.object({ token: z.string().meta({ description: "The private token of a trip link (43 base64url characters)." }) }),
  body: reviewInput,
  answer: { status: 201, description: "The review as stored (pending).", schema: review },
  errors: ["not_found", "forbidden", "conflict"],
}, async (c, { param, body }) => {
  return c.json({ data: await submitReview(c.var.deps, param("token"), await body()) }, 201);
});

export const reviewRoutes = new Hono<AppEnv>();
const route = declareOn(reviewRoutes, "/api/reviews");

route({
  route: "GET /api/reviews",
  summary: "The reviews to moderate",
  description: "Every review of a trip, newest first, with its status (pending, published, hidden) and reply.",
  tag,
  operationId: "listReviews",
  access: "admin",
  answer: { description: "The reviews.", schema: z.array(review) },
}, async (c) => {
  return c.json({ data: await listReviews(c.var.deps) });
});

route({
  route: "PATCH /api/reviews/:id",
  summary: "Moderate a review",
  description:
    "Publish or hide a review (`status`), and reply to it (`reply`; empty removes it). A published review of a trip of a " +
    "catalogue package shows on the package's page, with the traveller's first name and the trip's month, and counts in " +
    "its structured data's rating.",
  tag,
  operationId: "moderateReview",
  access: "admin",
  params: idParam,
  body: reviewModeration,
  answer: { description: "The review as written.", schema: review },
  errors: ["not_found"],
}, async (c, { body }) => {
  const id = pathId(c, "id", REVIEW_TEXTS.notFound);
  return c.json({ data: await moderateReview(c.var.deps, id, await body(), auditOf(c)) });
});

/**
 * Bespoke trip ideas: approved members generate an idea from their
 * preferences and it is saved for staff review; staff list them and mark them Viewed or Contacted.
 *
 * `POST /api/bespoke` {requestDetails, generatedIdea?}: without an idea the server designs one (AI,
 * or a curated idea when the AI is unavailable); with one (an idea the client made) it is saved
 * as given. The member is always the token's user: identity fields in the body are ignored.
 *
 * Staff's desk (administrators), as on the inquiry desk: the list carries each member's phone and
 * the assignee (a member's own answers carry neither);
 *   PATCH  /api/bespoke/{id}/assignee  {assigneeId: string | null}
 *   GET    /api/bespoke/{id}/notes     staff notes, oldest first
 *   POST   /api/bespoke/{id}/notes     {text}: a staff note, never shown to the member
 */
import { Hono } from "hono";
import { BESPOKE_LIMITS, BESPOKE_TEXTS } from "../../contract/bespoke.ts";
import { notFound, unauthorized } from "../errors.ts";
import { actorOf, auditOf, limitedBy } from "../http/caller.ts";
import type { AppEnv } from "../http/context.ts";
import { type Limit, windowOf } from "../kv/rate-windows.ts";
import { pathId } from "../http/validate.ts";
import { BESPOKE_NOT_FOUND, bespokePage, getBespoke, listBespoke, listBespokeNotes, listBespokeOfUser, memberBespoke } from "../kv/bespoke.ts";
import { submittedLanguage } from "../http/language.ts";
import { arrayPageAnswer, deskListAnswer, nextCursorHeaders } from "../http/desk-lists.ts";
import { bespokeListQuery } from "../../contract/list-queries.ts";
import { addBespokeIdeaNote, assignBespokeIdea, createBespokeIdea, setBespokeIdeaStatus } from "../services/bespoke.ts";
import { z } from "zod";
import { assigneeInput, deskMessage, threadTextInput } from "../../contract/inquiry-thread.ts";
import {
  bespokeDeskItem,
  bespokeInput,
  bespokeResult,
  bespokeStatusInput,
  bespokeSubmission,
} from "../../contract/bespoke.ts";
import { idParam, travellerLanguageQuery } from "../openapi/params.ts";
import { limitDoc } from "../openapi/route-doc.ts";
import { declareOn } from "../openapi/registry.ts";

export const bespokeRoutes = new Hono<AppEnv>();
const route = declareOn(bespokeRoutes, "/api/bespoke");

const tag = "Bespoke ideas";

export const BESPOKE_DAILY_LIMIT: Limit = {
  bucket: "bespoke-user",
  max: BESPOKE_LIMITS.perUserPerDay,
  windowMs: 24 * 60 * 60 * 1000,
  message: BESPOKE_TEXTS.dailyLimit,
};

/** Bespoke answers "You must be logged in..." rather than the generic 401 text. */
bespokeRoutes.use("*", async (c, next) => {
  if (!c.var.user) throw unauthorized(BESPOKE_TEXTS.notLoggedIn);
  await next();
});

route({
  route: "POST /api/bespoke",
  summary: "Design and save a bespoke idea",
  description:
    "Without `generatedIdea` the server designs the idea (AI, or one of five curated ideas when the " +
    "AI is unavailable, with a notice); with one it is saved as given. The member is always the token's user. " +
    "A non-quota AI rate limit answers 429 and another AI failure 503; nothing is saved then.",
  tag,
  operationId: "createBespokeIdea",
  access: "approved",
  query: travellerLanguageQuery("a designed idea is written in (the AI's, or a curated one)"),
  body: bespokeInput,
  answer: { status: 201, description: "The saved idea and where it came from.", schema: bespokeResult },
  limits: [limitDoc(BESPOKE_DAILY_LIMIT, "member (UTC day)")],
}, async (c, { body }) => {
  const actor = actorOf(c);
  const input = await body();
  const limited = limitedBy(c, [windowOf(BESPOKE_DAILY_LIMIT, actor.user.id)]);
  const lang = submittedLanguage(c.req.query("lang"), c.req.header("accept-language"));
  return c.json({ data: await createBespokeIdea(c.var.deps, actor, input, limited, lang) }, 201);
});

/** Administrators: every request; members: their own. */
route({
  route: "GET /api/bespoke",
  summary: "List bespoke ideas",
  description:
    "Administrators get every request, with its assignee and the member's phone read from their account " +
    "(staff only); members get their own, without either. Newest first. Administrators may page it: with `limit`, one " +
    "page of the requests of `status` that the search `q` finds (member's name or email, idea's title); the header " +
    "`Next-Cursor` names the next page's `cursor`. A cursor belongs to its filters.",
  tag,
  operationId: "listBespokeIdeas",
  access: "signed-in",
  query: bespokeListQuery,
  answer: { description: "The saved ideas (or one page of them).", schema: z.array(bespokeDeskItem), headers: nextCursorHeaders },
  errors: ["invalid"],
}, async (c, { query }) => {
  const user = c.var.user!;
  const { kv } = c.var.deps;
  const { limit, ...filters } = query();
  if (!user.isAdmin) return c.json({ data: await listBespokeOfUser(kv, user.id) });
  if (limit !== undefined) return arrayPageAnswer(c, await bespokePage(kv, { ...filters, limit }));
  return await deskListAnswer(c, "bespoke", () => listBespoke(kv));
});

route({
  route: "GET /api/bespoke/:id",
  summary: "Read a bespoke idea",
  description: "Its member or an administrator; anyone else gets 404.",
  tag,
  operationId: "getBespokeIdea",
  access: "signed-in",
  params: idParam,
  answer: { description: "The saved idea.", schema: bespokeSubmission },
  errors: ["not_found"],
}, async (c) => {
  const user = c.var.user!;
  const item = await getBespoke(c.var.deps.kv, pathId(c, "id", BESPOKE_NOT_FOUND));
  if (!item || (!user.isAdmin && item.userId !== user.id)) throw notFound(BESPOKE_NOT_FOUND);
  return c.json({ data: user.isAdmin ? item : memberBespoke(item) });
});

route({
  route: "PATCH /api/bespoke/:id/status",
  summary: "Change a bespoke idea's status",
  tag,
  operationId: "changeBespokeStatus",
  access: "admin",
  params: idParam,
  body: bespokeStatusInput,
  answer: { description: "The idea with its new status.", schema: bespokeSubmission },
  errors: ["not_found"],
}, async (c, { body }) => {
  const id = pathId(c, "id", BESPOKE_NOT_FOUND);
  const { status } = await body();
  return c.json({ data: await setBespokeIdeaStatus(c.var.deps, id, status, auditOf(c)) });
});

route({
  route: "PATCH /api/bespoke/:id/assignee",
  summary: "Assign a bespoke idea to a consultant",
  description: "An administrator's id, or null for nobody; audited. Another user's id answers 400.",
  tag,
  operationId: "assignBespokeIdea",
  access: "admin",
  params: idParam,
  body: assigneeInput,
  answer: { description: "The idea with its assignee.", schema: bespokeDeskItem.omit({ userPhone: true }) },
  errors: ["invalid", "not_found"],
}, async (c, { body }) => {
  const id = pathId(c, "id", BESPOKE_NOT_FOUND);
  const { assigneeId } = await body();
  return c.json({ data: await assignBespokeIdea(c.var.deps, id, assigneeId, auditOf(c)) });
});

route({
  route: "GET /api/bespoke/:id/notes",
  summary: "Read a bespoke idea's staff notes",
  description: "Staff only, oldest first; never shown to the member.",
  tag,
  operationId: "listBespokeNotes",
  access: "admin",
  params: idParam,
  answer: { description: "The notes.", schema: z.array(deskMessage) },
  errors: ["not_found"],
}, async (c) => {
  return c.json({ data: await listBespokeNotes(c.var.deps.kv, pathId(c, "id", BESPOKE_NOT_FOUND)) });
});

route({
  route: "POST /api/bespoke/:id/notes",
  summary: "Add a staff note to a bespoke idea",
  description: "Staff only, never shown to the member; audited. At most as many notes as an inquiry's thread holds messages (409 when full).",
  tag,
  operationId: "addBespokeNote",
  access: "admin",
  params: idParam,
  body: threadTextInput,
  answer: { status: 201, description: "The note.", schema: deskMessage },
  errors: ["not_found", "full"],
}, async (c, { body }) => {
  const id = pathId(c, "id", BESPOKE_NOT_FOUND);
  const { text } = await body();
  return c.json({ data: await addBespokeIdeaNote(c.var.deps, actorOf(c), id, text, auditOf(c)) }, 201);
});

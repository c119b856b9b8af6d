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
import { BESPOKE_LIMITS, BESPOKE_TEXTS, bespokeInput, bespokeStatusInput } from "../../contract/bespoke.ts";
import { requireAdmin, requireApproved } from "../auth/middleware.ts";
import { assigneeInput, threadTextInput } from "../../contract/inquiry-thread.ts";
import { notFound, unauthorized } from "../errors.ts";
import { actorOf, auditOf, limitedBy } from "../http/caller.ts";
import type { AppEnv } from "../http/context.ts";
import { type Limit, windowOf } from "../kv/rate-windows.ts";
import { pathId, readJson } from "../http/validate.ts";
import { BESPOKE_NOT_FOUND, getBespoke, listBespoke, listBespokeNotes, listBespokeOfUser, memberBespoke } from "../kv/bespoke.ts";
import { submittedLanguage } from "../http/language.ts";
import { deskListAnswer } from "../http/desk-lists.ts";
import { addBespokeIdeaNote, assignBespokeIdea, createBespokeIdea, setBespokeIdeaStatus } from "../services/bespoke.ts";

export const bespokeRoutes = new Hono<AppEnv>();

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

bespokeRoutes.post("/", requireApproved, async (c) => {
  const actor = actorOf(c);
  const input = await readJson(c, bespokeInput);
  const limited = limitedBy(c, [windowOf(BESPOKE_DAILY_LIMIT, actor.user.id)]);
  const lang = submittedLanguage(c.req.query("lang"), c.req.header("accept-language"));
  return c.json({ data: await createBespokeIdea(c.var.deps, actor, input, limited, lang) }, 201);
});

/** Administrators: every request; members: their own. */
bespokeRoutes.get("/", async (c) => {
  const user = c.var.user!;
  const { kv } = c.var.deps;
  if (user.isAdmin) return await deskListAnswer(c, "bespoke", () => listBespoke(kv));
  return c.json({ data: await listBespokeOfUser(kv, user.id) });
});

bespokeRoutes.get("/:id", async (c) => {
  const user = c.var.user!;
  const item = await getBespoke(c.var.deps.kv, pathId(c, "id", BESPOKE_NOT_FOUND));
  if (!item || (!user.isAdmin && item.userId !== user.id)) throw notFound(BESPOKE_NOT_FOUND);
  return c.json({ data: user.isAdmin ? item : memberBespoke(item) });
});

bespokeRoutes.patch("/:id/status", requireAdmin, async (c) => {
  const id = pathId(c, "id", BESPOKE_NOT_FOUND);
  const { status } = await readJson(c, bespokeStatusInput);
  return c.json({ data: await setBespokeIdeaStatus(c.var.deps, id, status, auditOf(c)) });
});

bespokeRoutes.patch("/:id/assignee", requireAdmin, async (c) => {
  const id = pathId(c, "id", BESPOKE_NOT_FOUND);
  const { assigneeId } = await readJson(c, assigneeInput);
  return c.json({ data: await assignBespokeIdea(c.var.deps, id, assigneeId, auditOf(c)) });
});

bespokeRoutes.get("/:id/notes", requireAdmin, async (c) => {
  return c.json({ data: await listBespokeNotes(c.var.deps.kv, pathId(c, "id", BESPOKE_NOT_FOUND)) });
});

bespokeRoutes.post("/:id/notes", requireAdmin, async (c) => {
  const id = pathId(c, "id", BESPOKE_NOT_FOUND);
  const { text } = await readJson(c, threadTextInput);
  return c.json({ data: await addBespokeIdeaNote(c.var.deps, actorOf(c), id, text, auditOf(c)) }, 201);
});

/**
 * The proposals' reusable library (administrators): items and days saved for reuse.
 *
 *   GET    /api/proposal-library        every entry, newest first
 *   POST   /api/proposal-library        {name, kind: "item", item} | {name, kind: "day", day}: 201
 *   DELETE /api/proposal-library/{id}
 */
import { Hono } from "hono";
import { z } from "zod";
import { libraryEntry, libraryEntryInput } from "../../contract/proposals/library.ts";
import { auditOf } from "../http/caller.ts";
import type { AppEnv } from "../http/context.ts";
import { pathId } from "../http/validate.ts";
import { deleteLibraryEntry, LIBRARY_ENTRY_NOT_FOUND, listLibrary, saveLibraryEntry } from "../kv/proposal-library.ts";
import { deletedAnswer, idParam } from "../openapi/params.ts";
import { declareOn } from "../openapi/registry.ts";
import { currentUser } from "../auth/middleware.ts";

export const proposalLibraryRoutes = new Hono<AppEnv>();
const route = declareOn(proposalLibraryRoutes, "/api/proposal-library");
const tag = "Proposals";

route({
  route: "GET /api/proposal-library",
  summary: "List the proposal library",
  description: "The items and days staff saved for reuse, newest first.",
  tag,
  operationId: "listProposalLibrary",
  access: "admin",
  answer: { description: "The entries.", schema: z.array(libraryEntry) },
}, async (c) => {
  return c.json({ data: await listLibrary(c.var.deps.kv) });
});

route({
  route: "POST /api/proposal-library",
  summary: "Save to the proposal library",
  description: "An itinerary item (`kind: item`) or a whole day (`kind: day`), with a name; at most 500 entries.",
  tag,
  operationId: "saveProposalLibraryEntry",
  access: "admin",
  body: libraryEntryInput,
  answer: { status: 201, description: "The saved entry.", schema: libraryEntry },
  errors: ["full"],
}, async (c, { body }) => {
  const input = await body();
  return c.json({ data: await saveLibraryEntry(c.var.deps.kv, input, currentUser(c).id, auditOf(c)) }, 201);
});

route({
  route: "DELETE /api/proposal-library/:id",
  summary: "Delete a proposal library entry",
  tag,
  operationId: "deleteProposalLibraryEntry",
  access: "admin",
  params: idParam,
  answer: { description: "The id of the deleted entry.", schema: deletedAnswer("id") },
  errors: ["not_found"],
}, async (c) => {
  const id = pathId(c, "id", LIBRARY_ENTRY_NOT_FOUND);
  await deleteLibraryEntry(c.var.deps.kv, id, auditOf(c));
  return c.json({ data: { id, deleted: true as const } });
});

/**
 * User administration, administrators only (mounted at /api/auth beside auth.ts and account.ts):
 *
 *   GET    /users                                every user (?limit=&cursor=&show=&q=: a page, Next-Cursor)
 *   PATCH  /users/{id}/approve  {isApproved:true}  emails the member
 *   PATCH  /users/{id}/admin    {isAdmin}        never leaves the site without an admin
 *   POST   /create-user         user + password
 *   DELETE /users/{id}                           not oneself, not the last admin
 *
 * Changing a user's admin flag or deleting them revokes their sessions at once.
 */
import { Hono } from "hono";
import { actorOf, auditOf } from "../http/caller.ts";
import type { AppEnv } from "../http/context.ts";
import { pathId } from "../http/validate.ts";
import { listUsers, publicUser, USER_NOT_FOUND, usersPage } from "../kv/users.ts";
import { arrayPageAnswer, nextCursorHeaders } from "../http/desk-lists.ts";
import { userListQuery } from "../../contract/list-queries.ts";
import { approveUser, createUserAsAdmin, deleteUserAsAdmin, setAdminFlag } from "../services/admin-users.ts";
import { z } from "zod";
import { adminFlagInput, approveInput, createUserInput, user } from "../../contract/user.ts";
import { deletedAnswer, idParam } from "../openapi/params.ts";
import { declareOn } from "../openapi/registry.ts";

export const adminUserRoutes = new Hono<AppEnv>();
const route = declareOn(adminUserRoutes, "/api/auth");

const tag = "User administration";

route({
  route: "GET /api/auth/users",
  summary: "List users",
  tag,
  operationId: "listUsers",
  description: "Every user. With `limit`, one page, newest first, of the accounts `show` names (`pending`: members awaiting " +
    "approval; `admins`) that the search `q` finds by name or email; the header `Next-Cursor` names the next page's `cursor`.",
  access: "admin",
  query: userListQuery,
  answer: { description: "Every user (or one page of them).", schema: z.array(user), headers: nextCursorHeaders },
  errors: ["invalid"],
}, async (c, { query }) => {
  const { limit, ...filters } = query();
  if (limit !== undefined) return arrayPageAnswer(c, await usersPage(c.var.deps.kv, { ...filters, limit }));
  const users = await listUsers(c.var.deps.kv);
  return c.json({ data: users.map(publicUser) });
});

route({
  route: "PATCH /api/auth/users/:id/approve",
  summary: "Approve a member",
  description: "Emails the member the first time.",
  tag,
  operationId: "approveUser",
  access: "admin",
  params: idParam,
  body: approveInput,
  answer: { description: "The approved user.", schema: user },
  errors: ["not_found"],
}, async (c, { body }) => {
  const id = pathId(c, "id", USER_NOT_FOUND);
  await body();
  return c.json({ data: await approveUser(c.var.deps, id, auditOf(c)) });
});

route({
  route: "PATCH /api/auth/users/:id/admin",
  summary: "Give or take the admin flag",
  description: "Never from the last administrator (409); the user's sessions end.",
  tag,
  operationId: "setAdminFlag",
  access: "admin",
  params: idParam,
  body: adminFlagInput,
  answer: { description: "The updated user.", schema: user },
  errors: ["not_found", "conflict"],
}, async (c, { body }) => {
  const id = pathId(c, "id", USER_NOT_FOUND);
  const { isAdmin } = await body();
  return c.json({ data: await setAdminFlag(c.var.deps, actorOf(c), id, isAdmin, auditOf(c)) });
});

route({
  route: "POST /api/auth/create-user",
  summary: "Create a user",
  description: "A user with the flags and password the administrator chose; a taken address is 409.",
  tag,
  operationId: "createUser",
  access: "admin",
  body: createUserInput,
  answer: { status: 201, description: "The new user.", schema: user },
  errors: ["conflict", "busy"],
}, async (c, { body }) => {
  const input = await body();
  return c.json({ data: await createUserAsAdmin(c.var.deps, input, auditOf(c)) }, 201);
});

route({
  route: "DELETE /api/auth/users/:id",
  summary: "Delete a user",
  description: "Not oneself (403), not the last administrator (409); the user's sessions end.",
  tag,
  operationId: "deleteUser",
  access: "admin",
  params: idParam,
  answer: { description: "The id of the deleted user.", schema: deletedAnswer("id") },
  errors: ["not_found", "conflict"],
}, async (c) => {
  const id = pathId(c, "id", USER_NOT_FOUND);
  return c.json({ data: await deleteUserAsAdmin(c.var.deps, actorOf(c), id, auditOf(c)) });
});

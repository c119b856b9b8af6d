/**
 * User administration, administrators only (mounted at /api/auth beside auth.ts and account.ts):
 *
 *   GET    /users                                every user
 *   PATCH  /users/{id}/approve  {isApproved:true}  emails the member
 *   PATCH  /users/{id}/admin    {isAdmin}        never leaves the site without an admin
 *   POST   /create-user         user + password
 *   DELETE /users/{id}                           not oneself, not the last admin
 *
 * Changing a user's admin flag or deleting them revokes their sessions at once.
 */
import { Hono } from "hono";
import { adminFlagInput, approveInput, createUserInput } from "../../contract/user.ts";
import { requireAdmin } from "../auth/middleware.ts";
import { actorOf, auditOf } from "../http/caller.ts";
import type { AppEnv } from "../http/context.ts";
import { pathId, readJson } from "../http/validate.ts";
import { listUsers, publicUser, USER_NOT_FOUND } from "../kv/users.ts";
import { approveUser, createUserAsAdmin, deleteUserAsAdmin, setAdminFlag } from "../services/admin-users.ts";

export const adminUserRoutes = new Hono<AppEnv>();

adminUserRoutes.get("/users", requireAdmin, async (c) => {
  const users = await listUsers(c.var.deps.kv);
  return c.json({ data: users.map(publicUser) });
});

adminUserRoutes.patch("/users/:id/approve", requireAdmin, async (c) => {
  const id = pathId(c, "id", USER_NOT_FOUND);
  await readJson(c, approveInput);
  return c.json({ data: await approveUser(c.var.deps, id, auditOf(c)) });
});

adminUserRoutes.patch("/users/:id/admin", requireAdmin, async (c) => {
  const id = pathId(c, "id", USER_NOT_FOUND);
  const { isAdmin } = await readJson(c, adminFlagInput);
  return c.json({ data: await setAdminFlag(c.var.deps, actorOf(c), id, isAdmin, auditOf(c)) });
});

adminUserRoutes.post("/create-user", requireAdmin, async (c) => {
  const input = await readJson(c, createUserInput);
  return c.json({ data: await createUserAsAdmin(c.var.deps, input, auditOf(c)) }, 201);
});

adminUserRoutes.delete("/users/:id", requireAdmin, async (c) => {
  const id = pathId(c, "id", USER_NOT_FOUND);
  return c.json({ data: await deleteUserAsAdmin(c.var.deps, actorOf(c), id, auditOf(c)) });
});

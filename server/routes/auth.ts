/** The authentication core: login (under the sign-in limits), logout, profile and token check. */
import { Hono } from "hono";
import { loginInput } from "../../contract/user.ts";
import { currentUser, requireAuth } from "../auth/middleware.ts";
import { originOf, signInLimited } from "../http/caller.ts";
import type { AppEnv } from "../http/context.ts";
import { readJson } from "../http/validate.ts";
import { revokeSession } from "../kv/sessions.ts";
import { publicUser } from "../kv/users.ts";
import { logIn } from "../services/account.ts";

export const authRoutes = new Hono<AppEnv>();

authRoutes.post("/login", async (c) => {
  const input = await readJson(c, loginInput);
  return c.json({ data: await logIn(c.var.deps, input, signInLimited(c, input.email), originOf(c)) });
});

authRoutes.post("/logout", async (c) => {
  if (c.var.sessionId) await revokeSession(c.var.deps.kv, c.var.sessionId);
  return c.json({ data: { loggedOut: true } });
});

authRoutes.get("/profile", requireAuth, (c) => c.json({ data: publicUser(currentUser(c)) }));

authRoutes.get("/verify", requireAuth, (c) => {
  const user = currentUser(c);
  return c.json({ data: { valid: true, userId: user.id, isAdmin: user.isAdmin } });
});

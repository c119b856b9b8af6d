/** The authentication core: login (under the sign-in limits), logout, profile and token check. */
import { Hono } from "hono";
import { loginInput } from "../../contract/user.ts";
import { currentUser, requireAuth } from "../auth/middleware.ts";
import { limitedPasswordCheck } from "../auth/sign-in-limit.ts";
import { signToken } from "../auth/token.ts";
import { unauthorized } from "../errors.ts";
import type { AppEnv } from "../http/context.ts";
import { readJson } from "../http/validate.ts";
import { createSession, revokeSession } from "../kv/sessions.ts";
import { getUserByEmail, publicUser } from "../kv/users.ts";

/** One message for an unknown email and a wrong password: the answer never tells which. */
export const LOGIN_FAILED = "Invalid email or password.";

export const authRoutes = new Hono<AppEnv>();

authRoutes.post("/login", async (c) => {
  const { kv, config, jwtSecret, passwords } = c.var.deps;
  const { email, password } = await readJson(c, loginInput);
  // At a sign-in limit even the right password waits; an unknown email fails like a wrong password.
  const user = await getUserByEmail(kv, email);
  const ok = await limitedPasswordCheck(c, email, () => passwords.verify(password, user?.passwordHash));
  if (!user || !ok) throw unauthorized(LOGIN_FAILED);
  const ttlMs = config.TOKEN_TTL_HOURS * 3_600_000;
  const { id: sessionId } = await createSession(kv, user.id, ttlMs);
  const access_token = await signToken(jwtSecret, user.id, sessionId, ttlMs);
  return c.json({ data: { access_token, user: publicUser(user) } });
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

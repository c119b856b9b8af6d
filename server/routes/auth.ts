/**
 * The authentication core: login (under the sign-in limits; a guarded account asks a new device for
 * an emailed code, and each sign-in marks its device: server/http/sign-in-device.ts), logout,
 * profile and token check.
 */
import { Hono } from "hono";
import { loginInput } from "../../contract/user.ts";
import { currentUser, requireAuth } from "../auth/middleware.ts";
import { codeRequestsLimited, originOf, signInLimited } from "../http/caller.ts";
import type { AppEnv } from "../http/context.ts";
import { rememberSignIn, signInDeviceOf } from "../http/sign-in-device.ts";
import { readJson } from "../http/validate.ts";
import { revokeSession } from "../kv/sessions.ts";
import { publicUser } from "../kv/users.ts";
import { logIn } from "../services/account.ts";

export const authRoutes = new Hono<AppEnv>();

authRoutes.post("/login", async (c) => {
  const input = await readJson(c, loginInput);
  const device = await signInDeviceOf(c);
  const newDevice = { device, codeLimited: codeRequestsLimited(c, input.email) };
  const data = await logIn(c.var.deps, input, signInLimited(c, input.email), newDevice, originOf(c));
  await rememberSignIn(c, device, data.user.id);
  return c.json({ data });
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

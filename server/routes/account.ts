/**
 * A member's own account (mounted at /api/auth beside auth.ts and admin-users.ts):
 *
 *   POST   /send-email-otp      {email}          a 6-digit code by email (10 min, once, 5 tries, 1/min)
 *   POST   /verify-email-otp    {email, otp}     marks the address verified for a while
 *   POST   /register            application      needs a verified address; isApproved false; no login
 *   POST   /change-password     {currentPassword, newPassword}   signs out the other sessions
 *   PATCH  /users/{id}          partial user     the user themselves (never the staff flags; a new email
 *                                                must be OTP-verified) or an admin
 */
import { Hono } from "hono";
import { changePasswordInput, registerInput, sendOtpInput, userPatch, verifyOtpInput } from "../../contract/user.ts";
import { requireAuth } from "../auth/middleware.ts";
import { actorOf, auditOf, codeRequestsLimited, signInLimited } from "../http/caller.ts";
import type { AppEnv } from "../http/context.ts";
import { pathId, readJson } from "../http/validate.ts";
import { USER_NOT_FOUND } from "../kv/users.ts";
import { submittedLanguage } from "../http/language.ts";
import { assertMayEditUser, changePassword, register, sendEmailOtp, updateProfile, verifyEmailOtp } from "../services/account.ts";

export const accountRoutes = new Hono<AppEnv>();

accountRoutes.post("/send-email-otp", async (c) => {
  const { email } = await readJson(c, sendOtpInput);
  const lang = submittedLanguage(c.req.query("lang"), c.req.header("accept-language"));
  return c.json({ data: await sendEmailOtp(c.var.deps, email, codeRequestsLimited(c, email), lang) });
});

accountRoutes.post("/verify-email-otp", async (c) => {
  const { email, otp } = await readJson(c, verifyOtpInput);
  return c.json({ data: await verifyEmailOtp(c.var.deps, email, otp) });
});

accountRoutes.post("/register", async (c) => {
  const application = await readJson(c, registerInput);
  // No token: a new member logs in themselves; the answer carries the fixed thank-you text.
  const lang = submittedLanguage(c.req.query("lang"), c.req.header("accept-language"));
  return c.json({ data: await register(c.var.deps, application, lang) }, 201);
});

accountRoutes.post("/change-password", requireAuth, async (c) => {
  const actor = actorOf(c);
  const input = await readJson(c, changePasswordInput);
  return c.json({ data: await changePassword(c.var.deps, actor, input, signInLimited(c, actor.user.email), auditOf(c)) });
});

accountRoutes.patch("/users/:id", requireAuth, async (c) => {
  const actor = actorOf(c);
  const id = pathId(c, "id", USER_NOT_FOUND);
  // Someone else's record is refused before its body is read.
  assertMayEditUser(actor, id);
  const patch = await readJson(c, userPatch);
  return c.json({ data: await updateProfile(c.var.deps, actor, id, patch, auditOf(c)) });
});

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
import { actorOf, auditOf, codeRequestsLimited, signInLimited } from "../http/caller.ts";
import type { AppEnv } from "../http/context.ts";
import { pathId } from "../http/validate.ts";
import { USER_NOT_FOUND } from "../kv/users.ts";
import { submittedLanguage } from "../http/language.ts";
import { assertMayEditUser, changePassword, register, sendEmailOtp, updateProfile, verifyEmailOtp } from "../services/account.ts";
import { z } from "zod";
import {
  changePasswordInput,
  registerInput,
  sendOtpInput,
  user,
  userPatch,
  verifyOtpInput,
} from "../../contract/user.ts";
import { OTP_REQUESTS_PER_ACCOUNT, OTP_REQUESTS_PER_ADDRESS } from "../auth/limits.ts";
import { idParam, travellerLanguageQuery } from "../openapi/params.ts";
import { limitDoc } from "../openapi/route-doc.ts";
import { SIGN_IN_LIMITS } from "./auth.ts";
import { declareOn } from "../openapi/registry.ts";

export const accountRoutes = new Hono<AppEnv>();
const route = declareOn(accountRoutes, "/api/auth");

const tag = "Account";

route({
  route: "POST /api/auth/send-email-otp",
  summary: "Send an email code",
  description:
    "A 6-digit code by email, valid 10 minutes, once, for 5 tries; a new one at most once a minute " +
    "(429). An address that already has an account is refused with 409; a failed delivery answers 503.",
  tag,
  operationId: "sendEmailOtp",
  access: "public",
  query: travellerLanguageQuery("of the email with the code"),
  body: sendOtpInput,
  answer: {
    description: "The code was sent.",
    schema: z.object({
      sent: z.literal(true),
      expiresInSeconds: z.number(),
      resendAfterSeconds: z.number(),
    }),
  },
  errors: ["conflict"],
  limits: [
    limitDoc(OTP_REQUESTS_PER_ACCOUNT, "email address asked for"),
    limitDoc(OTP_REQUESTS_PER_ADDRESS, "client address"),
  ],
}, async (c, { body }) => {
  const { email } = await body();
  const lang = submittedLanguage(c.req.query("lang"), c.req.header("accept-language"));
  return c.json({ data: await sendEmailOtp(c.var.deps, email, codeRequestsLimited(c, email), lang) });
});

route({
  route: "POST /api/auth/verify-email-otp",
  summary: "Verify an email code",
  description:
    "A right code marks the address verified for a while (for registration or an email change); " +
    "a wrong, expired or used-up code (5 wrong tries) is refused with 400.",
  tag,
  operationId: "verifyEmailOtp",
  access: "public",
  body: verifyOtpInput,
  answer: {
    description: "The address is verified until `expiresAt`.",
    schema: z.object({ verified: z.literal(true), expiresAt: z.string() }),
  },
}, async (c, { body }) => {
  const { email, otp } = await body();
  return c.json({ data: await verifyEmailOtp(c.var.deps, email, otp) });
});

route({
  route: "POST /api/auth/register",
  summary: "Apply for membership",
  description:
    "Needs an address verified with a code first (400 otherwise). The member starts unapproved " +
    "and is not signed in; the answer carries the thank-you text.",
  tag,
  operationId: "register",
  access: "public",
  query: travellerLanguageQuery("the member applies in: their later emails (the approval) are written in it"),
  body: registerInput,
  answer: {
    status: 201,
    description: "The new (unapproved) member.",
    schema: z.object({ user, message: z.string() }),
  },
  errors: ["conflict", "busy"],
}, async (c, { body }) => {
  const application = await body();
  // No token: a new member logs in themselves; the answer carries the fixed thank-you text.
  const lang = submittedLanguage(c.req.query("lang"), c.req.header("accept-language"));
  return c.json({ data: await register(c.var.deps, application, lang) }, 201);
});

route({
  route: "POST /api/auth/change-password",
  summary: "Change my password",
  description:
    "Checks the current password under the sign-in limits (a wrong one is a 400 and counts as a " +
    "failed sign-in) and ends every other session of the member.",
  tag,
  operationId: "changePassword",
  access: "signed-in",
  body: changePasswordInput,
  answer: { description: "Changed.", schema: z.object({ changed: z.literal(true) }) },
  errors: ["busy"],
  limits: SIGN_IN_LIMITS,
}, async (c, { body }) => {
  const actor = actorOf(c);
  const input = await body();
  return c.json({ data: await changePassword(c.var.deps, actor, input, signInLimited(c, actor.user.email), auditOf(c)) });
});

route({
  route: "PATCH /api/auth/users/:id",
  summary: "Update a user's profile",
  description: "The user themselves or an administrator. A member may not change the staff flags " +
    "(403) and a new email address must be verified with a code first (400); a taken one is 409.",
  tag,
  operationId: "updateUser",
  access: "signed-in",
  params: idParam,
  body: userPatch,
  answer: { description: "The updated user.", schema: user },
  errors: ["forbidden", "not_found", "conflict"],
}, async (c, { body }) => {
  const actor = actorOf(c);
  const id = pathId(c, "id", USER_NOT_FOUND);
  // Someone else's record is refused before its body is read.
  assertMayEditUser(actor, id);
  const patch = await body();
  return c.json({ data: await updateProfile(c.var.deps, actor, id, patch, auditOf(c)) });
});

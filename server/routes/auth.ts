/**
 * The authentication core: login (under the sign-in limits; a guarded account asks a new device for
 * an emailed code, and each sign-in marks its device: server/http/sign-in-device.ts), logout,
 * profile and token check.
 */
import { Hono } from "hono";
import { currentUser } from "../auth/middleware.ts";
import { codeRequestsLimited, originOf, signInLimited } from "../http/caller.ts";
import type { AppEnv } from "../http/context.ts";
import { rememberSignIn, signInDeviceOf } from "../http/sign-in-device.ts";
import { revokeSession } from "../kv/sessions.ts";
import { publicUser } from "../kv/users.ts";
import { logIn } from "../services/account.ts";
import { z } from "zod";
import { loginAnswer, loginInput, user } from "../../contract/user.ts";
import {
  FAILING_ADDRESSES_PER_ACCOUNT,
  OTP_REQUESTS_PER_ACCOUNT,
  OTP_REQUESTS_PER_ADDRESS,
  LOGIN_ATTEMPTS_PER_ADDRESS,
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_FAILURES_PER_ADDRESS,
} from "../auth/limits.ts";
import { limitDoc } from "../openapi/route-doc.ts";
import { declareOn } from "../openapi/registry.ts";

export const authRoutes = new Hono<AppEnv>();
const route = declareOn(authRoutes, "/api/auth");

/** The limits every password check is under (login and change-password). */
export const SIGN_IN_LIMITS = [
  limitDoc(LOGIN_ATTEMPTS_PER_ADDRESS, "client address (password checks)"),
  limitDoc(LOGIN_FAILURES_PER_ADDRESS, "client address (failed checks)"),
  limitDoc(LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS, "account and client address (failed checks)"),
  limitDoc(
    FAILING_ADDRESSES_PER_ACCOUNT,
    "account (client addresses with failed checks; at the limit the account is guarded: a new device needs " +
      "an emailed code)",
  ),
];

/** The limits of the sign-in codes a guarded account emails (shared with the application's codes). */
const EMAIL_CODE_LIMITS = [
  limitDoc(OTP_REQUESTS_PER_ACCOUNT, "account (email codes sent)"),
  limitDoc(OTP_REQUESTS_PER_ADDRESS, "client address (email codes sent)"),
];

const tag = "Sign-in";

route({
  route: "POST /api/auth/login",
  summary: "Log in",
  description: "Answers a bearer token (HS256 JWT naming a server-side session) and the user. " +
    "A wrong password and an unknown email answer the same 401. Passwords are checked in a bounded pool: " +
    "when it is full the answer is 503 with Retry-After.\n\n" +
    "Once failed checks of an account have come from 10 client addresses in the hour, the account is guarded " +
    "(never locked). A device that has not signed in to it in the last 90 days then gets 403 `email_code_required` " +
    "for any password, wrong or right, so guessing learns nothing; only the right one emails the account a 6-digit " +
    "code, in the member's language. Sending `{email, password, emailCode}` then signs in; a wrong password or no " +
    "live code answers one 400, a wrong live code says the tries left. The code expires after 10 minutes, works " +
    "once, dies after 5 wrong tries; a new one is sent at most once a minute (asked sooner, the last one still " +
    "works) and codes count against the email-code limits. A device that did sign in lately is not asked, and its " +
    "wrong password answers 429. Every successful sign-in sets the device cookie `av_device` (signed, httpOnly, " +
    "SameSite=Strict, path /api/auth/login, 90 days). " +
    "An IPv6 client is counted by its /64 in every address limit; an IPv4-mapped address as its IPv4 address.",
  tag,
  operationId: "logIn",
  access: "public",
  body: loginInput,
  answer: { description: "The token and the user.", schema: loginAnswer },
  errors: ["unauthorized", "email_code_required", "busy"],
  limits: [...SIGN_IN_LIMITS, ...EMAIL_CODE_LIMITS],
}, async (c, { body }) => {
  const input = await body();
  const device = await signInDeviceOf(c);
  const newDevice = { device, codeLimited: codeRequestsLimited(c, input.email) };
  const data = await logIn(c.var.deps, input, signInLimited(c, input.email), newDevice, originOf(c));
  await rememberSignIn(c, device, data.user.id);
  return c.json({ data });
});

route({
  route: "POST /api/auth/logout",
  summary: "Log out",
  description: "Ends the token's session (if a valid token is sent); always answers `loggedOut: true`.",
  tag,
  operationId: "logOut",
  access: "anyone",
  answer: { description: "Logged out.", schema: z.object({ loggedOut: z.literal(true) }) },
}, async (c) => {
  if (c.var.sessionId) await revokeSession(c.var.deps.kv, c.var.sessionId);
  return c.json({ data: { loggedOut: true } });
});

route({
  route: "GET /api/auth/profile",
  summary: "Read my profile",
  tag,
  operationId: "getProfile",
  access: "signed-in",
  answer: { description: "The caller's user record.", schema: user },
}, (c) => c.json({ data: publicUser(currentUser(c)) }));

route({
  route: "GET /api/auth/verify",
  summary: "Check my token",
  tag,
  operationId: "verifyToken",
  access: "signed-in",
  answer: {
    description: "The token is valid.",
    schema: z.object({ valid: z.literal(true), userId: z.string(), isAdmin: z.boolean() }),
  },
}, (c) => {
  const user = currentUser(c);
  return c.json({ data: { valid: true, userId: user.id, isAdmin: user.isAdmin } });
});

/**
 * Membership and user administration (mounted at /api/auth beside auth.ts):
 *
 *   POST   /send-email-otp      {email}          a 6-digit code by email (10 min, once, 5 tries, 1/min)
 *   POST   /verify-email-otp    {email, otp}     marks the address verified for a while
 *   POST   /register            application      needs a verified address; isApproved false; no login
 *   POST   /change-password     {currentPassword, newPassword}   signs out the other sessions
 *   GET    /users                                admin: every user
 *   PATCH  /users/{id}          partial user     the user themselves (never the staff flags; a new email
 *                                                must be OTP-verified) or an admin
 *   PATCH  /users/{id}/approve  {isApproved:true}  admin; emails the member
 *   PATCH  /users/{id}/admin    {isAdmin}        admin; never leaves the site without an admin
 *   POST   /create-user         user + password  admin
 *   DELETE /users/{id}                           admin; not oneself, not the last admin
 *
 * Changing a user's admin flag or deleting them revokes their sessions at once.
 */
import { type Context, Hono } from "hono";
import {
  adminFlagInput,
  approveInput,
  changePasswordInput,
  createUserInput,
  OTP_RULES,
  REGISTRATION_TEXTS,
  registerInput,
  sendOtpInput,
  USER_ADMIN_TEXTS,
  type UserPatch,
  userPatch,
  verifyOtpInput,
} from "../../contract/user.ts";
import { OTP_REQUESTS_PER_ACCOUNT, OTP_REQUESTS_PER_ADDRESS } from "../auth/limits.ts";
import { currentUser, requireAdmin, requireAuth } from "../auth/middleware.ts";
import { limitedPasswordCheck } from "../auth/sign-in-limit.ts";
import { AppError, badRequest, conflict, forbidden } from "../errors.ts";
import { clientAddress } from "../http/client-address.ts";
import type { AppEnv } from "../http/context.ts";
import { holding, reserve, windowOf } from "../http/rate-limit.ts";
import { pathId, readJson } from "../http/validate.ts";
import { discardOtp, getVerification, issueOtp, verifyOtp } from "../kv/email-otps.ts";
import { KEYS } from "../kv/keys.ts";
import { listValues } from "../kv/records.ts";
import { revokeUserSessions } from "../kv/sessions.ts";
import {
  createUser,
  deleteUser,
  EMAIL_TAKEN,
  getUserByEmail,
  listUsers,
  publicUser,
  type StoredUser,
  updateUser,
  USER_NOT_FOUND,
} from "../kv/users.ts";
import { applicationMail, approvalMail, otpMail } from "../mail/account-mail.ts";

export const SEND_OTP_FAILED = "We could not send the code just now. Please try again in a moment.";
export const WRONG_CURRENT_PASSWORD = "The current password is not correct.";
export const VERIFY_NEW_EMAIL = "Please verify your new email address using OTP.";

export const usersRoutes = new Hono<AppEnv>();

/** What only staff may set on a user: approval, the admin flag and a verified mobile number. */
const STAFF_FLAGS = ["isAdmin", "isApproved", "isMobileVerified"] as const;

/**
 * Refuses a change that would leave no administrator. The commit also checks every other admin's
 * record, so two admins demoting each other at the same moment cannot both succeed.
 */
async function keepAnAdmin(kv: Deno.Kv, current: StoredUser, next: StoredUser | null, op: Deno.AtomicOperation, message: string) {
  if (!current.isAdmin || next?.isAdmin) return;
  const otherAdmins = (await listValues<StoredUser>(kv, KEYS.users())).filter((e) => e.value.isAdmin && e.value.id !== current.id);
  if (otherAdmins.length === 0) throw conflict(message);
  for (const entry of otherAdmins) op.check(entry);
}

/** A stored user with a patch applied; preferences merge group by group. */
function applyPatch(current: StoredUser, patch: UserPatch): StoredUser {
  const { preferences, ...fields } = patch;
  const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const prefs = current.preferences;
  return {
    ...current,
    ...defined,
    preferences: {
      interests: preferences?.interests ?? prefs.interests,
      budget: preferences?.budget ?? prefs.budget,
      notifications: { ...prefs.notifications, ...preferences?.notifications },
      general: { ...prefs.general, ...preferences?.general },
      security: { ...prefs.security, ...preferences?.security },
    },
  };
}

/** The live verification of a member's new address; a taken address is a 409 first. */
async function emailChangeVerification(kv: Deno.Kv, email: string) {
  if (await getUserByEmail(kv, email)) throw conflict(EMAIL_TAKEN);
  const verification = await getVerification(kv, email);
  if (!verification) throw badRequest(VERIFY_NEW_EMAIL, [{ path: "email", message: VERIFY_NEW_EMAIL }]);
  return verification;
}

/** After an admin-flag change: the user's tokens stop working (the acting admin keeps their own). */
async function afterAdminFlagChange(c: Context<AppEnv>, before: boolean, after: StoredUser) {
  if (before === after.isAdmin) return;
  const keep = after.id === currentUser(c).id ? c.var.sessionId : undefined;
  await revokeUserSessions(c.var.deps.kv, after.id, keep);
}

async function sendApprovalMail(c: Context<AppEnv>, user: StoredUser) {
  // The mailer never throws; a failure is logged and the approval stands.
  await c.var.deps.mailer.send(approvalMail(publicUser(user), c.var.deps.siteUrl));
}

// ---- Email verification and the application -------------------------------------------------

usersRoutes.post("/send-email-otp", async (c) => {
  const { kv, jwtSecret, mailer } = c.var.deps;
  const { email } = await readJson(c, sendOtpInput);
  // Codes issued count, per address asked for and per client; a refusal (address taken, asked
  // again too soon) gives its place back. A code that could not be sent still counts.
  const windows = [windowOf(OTP_REQUESTS_PER_ACCOUNT, email), windowOf(OTP_REQUESTS_PER_ADDRESS, clientAddress(c))];
  const otp = await holding(await reserve(kv, windows), async () => {
    if (await getUserByEmail(kv, email)) throw conflict(EMAIL_TAKEN);
    return await issueOtp(kv, jwtSecret, email);
  });
  const sent = await mailer.send(otpMail(email, otp));
  if (!sent.ok) {
    await discardOtp(kv, email);
    throw new AppError(503, "internal", SEND_OTP_FAILED);
  }
  return c.json({
    data: { sent: true, expiresInSeconds: OTP_RULES.ttlMs / 1000, resendAfterSeconds: OTP_RULES.resendAfterMs / 1000 },
  });
});

usersRoutes.post("/verify-email-otp", async (c) => {
  const { kv, jwtSecret } = c.var.deps;
  const { email, otp } = await readJson(c, verifyOtpInput);
  const verification = await verifyOtp(kv, jwtSecret, email, otp);
  return c.json({ data: { verified: true, expiresAt: new Date(verification.expiresAt).toISOString() } });
});

usersRoutes.post("/register", async (c) => {
  const { kv, config, mailer, siteUrl, passwords } = c.var.deps;
  const { password, ...profile } = await readJson(c, registerInput);
  if (await getUserByEmail(kv, profile.email)) throw conflict(EMAIL_TAKEN);
  const verification = await getVerification(kv, profile.email);
  if (!verification) throw badRequest(REGISTRATION_TEXTS.verifyFirst);
  const user = await createUser(kv, {
    ...profile,
    passwordHash: await passwords.hash(password),
    isMobileVerified: false,
    isApproved: false,
    isAdmin: false,
  });
  // The verification is used up: a second application needs a new code.
  await kv.atomic().check(verification).delete(KEYS.emailVerified(profile.email)).commit();
  await mailer.send(applicationMail(publicUser(user), config.STAFF_EMAIL, siteUrl));
  // No token: a new member logs in themselves; the answer carries the fixed thank-you text.
  return c.json({ data: { user: publicUser(user), message: REGISTRATION_TEXTS.thankYou } }, 201);
});

usersRoutes.post("/change-password", requireAuth, async (c) => {
  const { kv, passwords } = c.var.deps;
  const actor = currentUser(c);
  const { currentPassword, newPassword } = await readJson(c, changePasswordInput);
  // The current password is checked under the sign-in limits: a wrong one counts as a failed sign-in.
  if (!(await limitedPasswordCheck(c, actor.email, () => passwords.verify(currentPassword, actor.passwordHash)))) {
    throw badRequest(WRONG_CURRENT_PASSWORD, [{ path: "currentPassword", message: WRONG_CURRENT_PASSWORD }]);
  }
  const passwordHash = await passwords.hash(newPassword);
  await updateUser(kv, actor.id, (current) => ({ ...current, passwordHash }));
  await revokeUserSessions(kv, actor.id, c.var.sessionId);
  return c.json({ data: { changed: true } });
});

// ---- Profile updates and user administration --------------------------------------------------

usersRoutes.get("/users", requireAdmin, async (c) => {
  const users = await listUsers(c.var.deps.kv);
  return c.json({ data: users.map(publicUser) });
});

usersRoutes.patch("/users/:id", requireAuth, async (c) => {
  const { kv } = c.var.deps;
  const actor = currentUser(c);
  const id = pathId(c, "id", USER_NOT_FOUND);
  if (!actor.isAdmin && actor.id !== id) throw forbidden(USER_ADMIN_TEXTS.notYours);
  const patch = await readJson(c, userPatch);
  if (!actor.isAdmin) {
    // A member's client may echo its own flags back unchanged; any change is refused.
    if (STAFF_FLAGS.some((flag) => patch[flag] !== undefined && patch[flag] !== actor[flag])) {
      throw forbidden(USER_ADMIN_TEXTS.memberFlags);
    }
    for (const flag of STAFF_FLAGS) delete patch[flag];
  }
  // A member's new email address is their login: it must be verified like an application's.
  const newEmail = patch.email && patch.email !== actor.email && actor.id === id && !actor.isAdmin ? patch.email : null;
  const verification = newEmail ? await emailChangeVerification(kv, newEmail) : null;
  let before = { isAdmin: false, isApproved: false };
  const updated = await updateUser(
    kv,
    id,
    (current) => {
      before = { isAdmin: current.isAdmin, isApproved: current.isApproved };
      return applyPatch(current, patch);
    },
    (current, next, op) => keepAnAdmin(kv, current, next, op, USER_ADMIN_TEXTS.lastAdmin),
  );
  if (verification && newEmail) await kv.atomic().check(verification).delete(KEYS.emailVerified(newEmail)).commit();
  await afterAdminFlagChange(c, before.isAdmin, updated);
  if (!before.isApproved && updated.isApproved) await sendApprovalMail(c, updated);
  return c.json({ data: publicUser(updated) });
});

usersRoutes.patch("/users/:id/approve", requireAdmin, async (c) => {
  const id = pathId(c, "id", USER_NOT_FOUND);
  await readJson(c, approveInput);
  let wasApproved = false;
  const updated = await updateUser(c.var.deps.kv, id, (current) => {
    wasApproved = current.isApproved;
    return { ...current, isApproved: true };
  });
  if (!wasApproved) await sendApprovalMail(c, updated);
  return c.json({ data: publicUser(updated) });
});

usersRoutes.patch("/users/:id/admin", requireAdmin, async (c) => {
  const { kv } = c.var.deps;
  const id = pathId(c, "id", USER_NOT_FOUND);
  const { isAdmin } = await readJson(c, adminFlagInput);
  let wasAdmin = false;
  const updated = await updateUser(
    kv,
    id,
    (current) => {
      wasAdmin = current.isAdmin;
      return { ...current, isAdmin };
    },
    (current, next, op) => keepAnAdmin(kv, current, next, op, USER_ADMIN_TEXTS.lastAdmin),
  );
  await afterAdminFlagChange(c, wasAdmin, updated);
  return c.json({ data: publicUser(updated) });
});

usersRoutes.post("/create-user", requireAdmin, async (c) => {
  const { kv, passwords } = c.var.deps;
  const { password, ...fields } = await readJson(c, createUserInput);
  // A taken address is refused before the (deliberately slow) password hash; createUser checks again atomically.
  if (await getUserByEmail(kv, fields.email)) throw conflict(EMAIL_TAKEN);
  const user = await createUser(kv, { ...fields, passwordHash: await passwords.hash(password) });
  return c.json({ data: publicUser(user) }, 201);
});

usersRoutes.delete("/users/:id", requireAdmin, async (c) => {
  const { kv } = c.var.deps;
  const id = pathId(c, "id", USER_NOT_FOUND);
  if (id === currentUser(c).id) throw forbidden(USER_ADMIN_TEXTS.selfDelete);
  await deleteUser(kv, id, (current, op) => keepAnAdmin(kv, current, null, op, USER_ADMIN_TEXTS.lastAdminDelete));
  await revokeUserSessions(kv, id);
  return c.json({ data: { deleted: true, id } });
});

/**
 * A member's own account: the email code and the application, signing in, the profile and the
 * password. Each function is one use case, called by the routes in server/routes/account.ts and
 * server/routes/auth.ts with the parsed input.
 */
import { recordConsentChanges } from "../kv/consents.ts";
import type { z } from "zod";
import type { SiteLanguage } from "../../contract/languages.ts";
import {
  type changePasswordInput,
  type loginInput,
  OTP_RULES,
  REGISTRATION_TEXTS,
  type registerInput,
  USER_ADMIN_TEXTS,
  type UserPatch,
} from "../../contract/user.ts";
import { signToken } from "../auth/token.ts";
import type { AppDeps } from "../deps.ts";
import { badRequest, conflict, emailCodeRequired, forbidden, isErrorOf, unauthorized } from "../errors.ts";
import {
  consumeVerification,
  getVerification,
  issueOtp,
  issueSignInOtp,
  OTP_MESSAGES,
  useSignInOtp,
  verifyOtp,
} from "../kv/email-otps.ts";
import { createSession, revokeUserSessions } from "../kv/sessions.ts";
import { createUser, EMAIL_TAKEN, getUserByEmail, publicUser, type StoredUser, updateUser } from "../kv/users.ts";
import { applicationMail, otpMail, signInCodeMail } from "../mail/account-mail.ts";
import type { Actor, Limited, PasswordCheck, SignInDevice } from "./caller.ts";
import { applicationPreferences, languageAfterChange, memberLanguage } from "./member-language.ts";
import { type AuditContext, type AuditOrigin, commitAudit, countUnknownSignIn } from "../kv/audit.ts";
import { afterAdminFlagChange, approvalInCommit, keepAnAdmin } from "./user-safeguards.ts";

export const SEND_OTP_FAILED = "We could not send the code just now. Please try again in a moment.";
export const WRONG_CURRENT_PASSWORD = "The current password is not correct.";
export const VERIFY_NEW_EMAIL = "Please verify your new email address using OTP.";
/** One message for an unknown email and a wrong password: the answer never tells which. */
export const LOGIN_FAILED = "Invalid email or password.";
/** The right password from a new device while the account is guarded: a code was emailed. */
export const EMAIL_CODE_SENT =
  "To protect your account, signing in on this device needs a 6-digit code. If your password is right, we have emailed it to you: enter it with your password.";
/** A code with a wrong password, or with no live code: the answer never tells which. */
export const SIGN_IN_CODE_FAILED =
  "The password or the code is not right, or the code has expired. Please check your password, or ask for a new code.";

/** What only staff may set on a user: approval, the admin flag and a verified mobile number. */
const STAFF_FLAGS = ["isAdmin", "isApproved", "isMobileVerified"] as const;

/**
 * Sends a verification code to `email`, for an application. Codes issued count against `limited`;
 * a refusal (address taken, asked again too soon) gives its place back. The code and its email
 * are stored in one commit (the email in the outbox, whose worker, woken at once, sends it,
 * retrying). The email is
 * written in `lang`, the language of the request.
 */
export async function sendEmailOtp(deps: AppDeps, email: string, limited: Limited, lang: SiteLanguage = "en") {
  const { kv, jwtSecret } = deps;
  await limited(async () => {
    if (await getUserByEmail(kv, email)) throw conflict(EMAIL_TAKEN);
    // The code and its email (in the outbox) in one commit; the outbox's worker, woken now, sends it.
    return await issueOtp(kv, jwtSecret, email, Date.now(), (otp) => ({ kind: "mail", mail: otpMail(email, otp, lang) }));
  });
  deps.outbox.wake();
  return { sent: true, expiresInSeconds: OTP_RULES.ttlMs / 1000, resendAfterSeconds: OTP_RULES.resendAfterMs / 1000 };
}

/** Checks a code; a right one marks the address verified for a while. */
export async function verifyEmailOtp(deps: AppDeps, email: string, otp: string) {
  const verification = await verifyOtp(deps.kv, deps.jwtSecret, email, otp);
  return { verified: true, expiresAt: new Date(verification.expiresAt).toISOString() };
}

/**
 * A membership application: needs a verified address, which it uses up; the member starts
 * unapproved, is not signed in, and the staff address is told. `lang`, the language the traveller
 * applied in, is kept for their later emails (the approval) and becomes their settings language.
 */
export async function register(deps: AppDeps, application: z.output<typeof registerInput>, lang: SiteLanguage = "en") {
  const { kv, config, siteUrl, passwords } = deps;
  const { password, ...profile } = application;
  if (await getUserByEmail(kv, profile.email)) throw conflict(EMAIL_TAKEN);
  const verification = await getVerification(kv, profile.email);
  if (!verification) throw badRequest(REGISTRATION_TEXTS.verifyFirst);
  const user = await createUser(kv, {
    ...profile,
    passwordHash: await passwords.hash(password),
    isMobileVerified: false,
    isApproved: false,
    isAdmin: false,
    language: lang,
    preferences: applicationPreferences(lang),
  }, undefined, (stored) => [{ kind: "mail", mail: applicationMail(publicUser(stored), config.STAFF_EMAIL, siteUrl) }]);
  deps.outbox.wake();
  await consumeVerification(kv, profile.email, verification);
  return { user: publicUser(user), message: REGISTRATION_TEXTS.thankYou };
}

/**
 * Signs in: the password is checked under the sign-in limits (at an address's limit even the
 * right password waits), an unknown email fails like a wrong password, and a session is opened
 * for the token.
 *
 * While the account is guarded (failed sign-ins from many addresses), a device that has not signed
 * in to it lately must also give a code emailed to the account. Such a device learns nothing from
 * a guess: without a code, a wrong password answers `email_code_required` just as the right one
 * does (only the right one gets a code, emailed in the background under `codeLimited`, the limits
 * of email codes); with a code, a wrong password answers as the right one with no live code.
 */
export async function logIn(
  deps: AppDeps,
  { email, password, emailCode }: z.output<typeof loginInput>,
  passwordCheck: PasswordCheck,
  newDevice: { device: SignInDevice; codeLimited: Limited },
  origin?: AuditOrigin,
) {
  const { kv, config, jwtSecret, passwords } = deps;
  const user = await getUserByEmail(kv, email);
  const verdict = await passwordCheck(() => passwords.verify(password, user?.passwordHash));
  const asksCode = verdict.guarded && !(user && newDevice.device.knows(user.id));
  if (!user || !verdict.ok) {
    // Every failed sign-in is recorded, by account where there is one (never the address typed);
    // those for no account are counted in one entry per client address and hour.
    if (origin && !user) await countUnknownSignIn(kv, origin);
    else if (origin && user) {
      const actor = { actorId: user.id, actorName: user.name, ...origin };
      await commitAudit(kv, actor, { entity: "session", entityId: actor.actorId, action: "sign_in_failed" });
    }
    if (asksCode) throw emailCode ? badRequest(SIGN_IN_CODE_FAILED) : emailCodeRequired(EMAIL_CODE_SENT);
    throw verdict.refusal ?? unauthorized(LOGIN_FAILED);
  }
  if (asksCode) {
    if (!emailCode) {
      await sendSignInCode(deps, user, newDevice.codeLimited);
      throw emailCodeRequired(EMAIL_CODE_SENT);
    }
    await useSignInOtp(kv, jwtSecret, user.email, emailCode, SIGN_IN_CODE_FAILED);
  }
  const ttlMs = config.TOKEN_TTL_HOURS * 3_600_000;
  // A staff member's sign-in is recorded with the session it opens.
  const audit = origin && user.isAdmin ? { actorId: user.id, actorName: user.name, ...origin } : undefined;
  const { id: sessionId } = await createSession(kv, user.id, ttlMs, audit);
  const access_token = await signToken(jwtSecret, user.id, sessionId, ttlMs);
  return { access_token, user: publicUser(user) };
}

/**
 * Emails `user` a sign-in code in their language: the code and its email (in the outbox) are
 * stored in one commit, and the outbox's worker, woken at once, sends it after the answer, retrying. Asked again within a minute, no new code goes out: the last one still works.
 */
async function sendSignInCode(deps: AppDeps, user: StoredUser, limited: Limited) {
  const { kv, jwtSecret } = deps;
  try {
    // The code and its email (in the outbox) in one commit.
    await limited(() => issueSignInOtp(kv, jwtSecret, user.email, Date.now(), (otp) => ({ kind: "mail", mail: signInCodeMail(user.email, otp, memberLanguage(user)) })));
  } catch (error) {
    if (isErrorOf(error, "limited") && error.message === OTP_MESSAGES.resendTooSoon) return;
    throw error;
  }
  deps.outbox.wake();
}

/**
 * A new password, given the current one (checked under the sign-in limits: a wrong one counts as
 * a failed sign-in). Every other session of the member ends.
 */
export async function changePassword(
  deps: AppDeps,
  actor: Actor,
  { currentPassword, newPassword }: z.output<typeof changePasswordInput>,
  passwordCheck: PasswordCheck,
  audit?: AuditContext,
) {
  const { kv, passwords } = deps;
  const { user } = actor;
  // The member is signed in already: a guarded account asks for no code here.
  const verdict = await passwordCheck(() => passwords.verify(currentPassword, user.passwordHash));
  if (!verdict.ok) {
    throw verdict.refusal ?? badRequest(WRONG_CURRENT_PASSWORD, [{ path: "currentPassword", message: WRONG_CURRENT_PASSWORD }]);
  }
  const passwordHash = await passwords.hash(newPassword);
  // A staff member's new password is recorded (by name only); a member's is their own business.
  const staffChange = user.isAdmin && audit ? { ctx: audit, action: "update" as const } : undefined;
  await updateUser(kv, user.id, (current) => ({ ...current, passwordHash }), undefined, staffChange);
  await revokeUserSessions(kv, user.id, actor.sessionId);
  return { changed: true };
}

/** A user's record may be changed by that user or by an administrator. */
export function assertMayEditUser(actor: Actor, id: string) {
  if (!actor.user.isAdmin && actor.user.id !== id) throw forbidden(USER_ADMIN_TEXTS.notYours);
}

/**
 * Changes a user's record: a member their own (never the staff flags, which they may echo back
 * unchanged; a new email address must be verified with a code first), an administrator anyone's.
 * Approving emails the member; changing the admin flag ends the user's sessions.
 */
export async function updateProfile(deps: AppDeps, actor: Actor, id: string, patch: UserPatch, audit?: AuditContext) {
  const { kv } = deps;
  const { user } = actor;
  assertMayEditUser(actor, id);
  if (!user.isAdmin) {
    if (STAFF_FLAGS.some((flag) => patch[flag] !== undefined && patch[flag] !== user[flag])) {
      throw forbidden(USER_ADMIN_TEXTS.memberFlags);
    }
    for (const flag of STAFF_FLAGS) delete patch[flag];
  }
  // A member's new email address is their login: it must be verified like an application's.
  const newEmail = patch.email && patch.email !== user.email && user.id === id && !user.isAdmin ? patch.email : null;
  const verification = newEmail ? await emailChangeVerification(kv, newEmail) : null;
  let before = { isAdmin: false, isApproved: false };
  let approved = false;
  const updated = await updateUser(
    kv,
    id,
    (current) => {
      before = { isAdmin: current.isAdmin, isApproved: current.isApproved };
      const next = applyPatch(current, patch);
      return { ...next, ...languageAfterChange(current, next) };
    },
    async (current, next, op) => {
      await keepAnAdmin(kv, current, next, op, USER_ADMIN_TEXTS.lastAdmin);
      approved = approvalInCommit(deps, current, next, op);
      if (user.id === id) recordConsentChanges(op, current, next, "settings", memberLanguage(next));
    },
    // A staff member's edit is recorded; a member's edit of their own record is not a staff action.
    user.isAdmin && audit ? { ctx: audit, action: "update" } : undefined,
  );
  if (verification && newEmail) await consumeVerification(kv, newEmail, verification);
  await afterAdminFlagChange(kv, actor, before.isAdmin, updated);
  if (approved) deps.outbox.wake();
  return publicUser(updated);
}

/** The live verification of a member's new address; a taken address is a conflict first. */
async function emailChangeVerification(kv: Deno.Kv, email: string) {
  if (await getUserByEmail(kv, email)) throw conflict(EMAIL_TAKEN);
  const verification = await getVerification(kv, email);
  if (!verification) throw badRequest(VERIFY_NEW_EMAIL, [{ path: "email", message: VERIFY_NEW_EMAIL }]);
  return verification;
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

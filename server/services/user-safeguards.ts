/** Rules every change to a user keeps, whoever makes it: an administrator remains, tokens follow the admin flag. */
import type { AppDeps } from "../deps.ts";
import { conflict } from "../errors.ts";
import { revokeUserSessions } from "../kv/sessions.ts";
import { otherAdmins, publicUser, type StoredUser } from "../kv/users.ts";
import { approvalMail } from "../mail/account-mail.ts";
import type { Actor } from "./caller.ts";
import { memberLanguage } from "./member-language.ts";

/**
 * Refuses a change that would leave no administrator. The commit also checks every other admin's
 * record, so two admins demoting each other at the same moment cannot both succeed.
 */
export async function keepAnAdmin(kv: Deno.Kv, current: StoredUser, next: StoredUser | null, op: Deno.AtomicOperation, message: string) {
  if (!current.isAdmin || next?.isAdmin) return;
  const others = await otherAdmins(kv, current.id);
  if (others.length === 0) throw conflict(message);
  for (const entry of others) op.check(entry);
}

/** After an admin-flag change: the user's tokens stop working (the acting admin keeps their own). */
export async function afterAdminFlagChange(kv: Deno.Kv, actor: Actor, before: boolean, after: StoredUser) {
  if (before === after.isAdmin) return;
  const keep = after.id === actor.user.id ? actor.sessionId : undefined;
  await revokeUserSessions(kv, after.id, keep);
}

export async function sendApprovalMail(deps: AppDeps, user: StoredUser) {
  // The mailer never throws; a failure is logged and the approval stands.
  await deps.mailer.send(approvalMail(publicUser(user), deps.siteUrl, memberLanguage(user)));
}

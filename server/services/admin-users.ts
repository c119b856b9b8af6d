/**
 * User administration by an administrator: approval, the admin flag, a new user from the wizard,
 * deletion. The safeguards (an administrator always remains, nobody deletes themselves) hold here.
 */
import type { z } from "zod";
import { membershipApprovedPush } from "../push/events.ts";
import { type createUserInput, USER_ADMIN_TEXTS } from "../../contract/user.ts";
import type { AppDeps } from "../deps.ts";
import { conflict, forbidden } from "../errors.ts";
import { revokeUserSessions } from "../kv/sessions.ts";
import { createUser, deleteUser, EMAIL_TAKEN, getUserByEmail, publicUser, updateUser } from "../kv/users.ts";
import type { Actor } from "./caller.ts";
import type { AuditContext } from "../kv/audit.ts";
import { afterAdminFlagChange, approvalInCommit, keepAnAdmin } from "./user-safeguards.ts";

/** Approves a member; the first approval emails them and tells their devices, in its commit. */
export async function approveUser(deps: AppDeps, id: string, audit?: AuditContext) {
  let approved = false;
  const updated = await updateUser(deps.kv, id, (current) => ({ ...current, isApproved: true }), (current, next, op) => {
    approved = approvalInCommit(deps, current, next, op, membershipApprovedPush(id));
    return Promise.resolve();
  }, audit && { ctx: audit, action: "approve" });
  if (approved) deps.outbox.wake();
  return publicUser(updated);
}

/** Gives or takes the admin flag, never from the last administrator; the user's sessions end. */
export async function setAdminFlag(deps: AppDeps, actor: Actor, id: string, isAdmin: boolean, audit?: AuditContext) {
  const { kv } = deps;
  let wasAdmin = false;
  const updated = await updateUser(
    kv,
    id,
    (current) => {
      wasAdmin = current.isAdmin;
      return { ...current, isAdmin };
    },
    (current, next, op) => keepAnAdmin(kv, current, next, op, USER_ADMIN_TEXTS.lastAdmin),
    audit && { ctx: audit, action: "admin_flag" },
  );
  await afterAdminFlagChange(kv, actor, wasAdmin, updated);
  return publicUser(updated);
}

/** A user made by an administrator (the wizard), with the flags and password they chose. */
export async function createUserAsAdmin(deps: AppDeps, input: z.output<typeof createUserInput>, audit?: AuditContext) {
  const { kv, passwords } = deps;
  const { password, ...fields } = input;
  // A taken address is refused before the (deliberately slow) password hash; createUser checks again atomically.
  if (await getUserByEmail(kv, fields.email)) throw conflict(EMAIL_TAKEN);
  const user = await createUser(kv, { ...fields, passwordHash: await passwords.hash(password) }, audit && { ctx: audit, action: "create" });
  return publicUser(user);
}

/** Deletes a user (not oneself, not the last administrator) and ends their sessions. */
export async function deleteUserAsAdmin(deps: AppDeps, actor: Actor, id: string, audit?: AuditContext) {
  const { kv } = deps;
  if (id === actor.user.id) throw forbidden(USER_ADMIN_TEXTS.selfDelete);
  await deleteUser(
    kv,
    id,
    (current, op) => keepAnAdmin(kv, current, null, op, USER_ADMIN_TEXTS.lastAdminDelete),
    audit && { ctx: audit, action: "delete" },
  );
  await revokeUserSessions(kv, id);
  return { deleted: true, id };
}

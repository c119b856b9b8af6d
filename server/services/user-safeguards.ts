/** Rules every change to a user keeps, whoever makes it: an administrator remains, tokens follow the admin flag. */
import type { AppDeps } from "../deps.ts";
import { conflict } from "../errors.ts";
import { revokeUserSessions } from "../kv/sessions.ts";
import { otherAdmins, publicUser, type StoredUser } from "../kv/users.ts";
import { approvalMail } from "../mail/account-mail.ts";
import type { Actor } from "./caller.ts";
import { memberLanguage } from "./member-language.ts";
import { addToOutbox, type OutboxMessage } from "../kv/outbox.ts";

/**
 * Other administrators' records a commit checks at most: Deno KV takes 100 checks in one commit, and
 * one is enough (below).
 */
const ADMINS_CHECKED = 10;

/**
 * Refuses a change that would leave no administrator. The commit also checks other admins' records
 * (up to `ADMINS_CHECKED`), so two admins demoting each other at the same moment cannot both
 * succeed: of changes that would together leave none, the last to commit checked an admin that one
 * of the others changed after its read, so it fails and reads again.
 */
export async function keepAnAdmin(kv: Deno.Kv, current: StoredUser, next: StoredUser | null, op: Deno.AtomicOperation, message: string) {
  if (!current.isAdmin || next?.isAdmin) return;
  const others = await otherAdmins(kv, current.id);
  if (others.length === 0) throw conflict(message);
  for (const entry of others.slice(0, ADMINS_CHECKED)) op.check(entry);
}

/** After an admin-flag change: the user's tokens stop working (the acting admin keeps their own). */
export async function afterAdminFlagChange(kv: Deno.Kv, actor: Actor, before: boolean, after: StoredUser) {
  if (before === after.isAdmin) return;
  const keep = after.id === actor.user.id ? actor.sessionId : undefined;
  await revokeUserSessions(kv, after.id, keep);
}

/**
 * When a change approves a member (`current` not approved, `next` approved): their approval email
 * (and `also`, its push) added to the change's commit `op`, for the outbox's worker to send. Answers
 * whether it did (the caller then wakes the worker).
 */
export function approvalInCommit(deps: Pick<AppDeps, "siteUrl">, current: StoredUser, next: StoredUser, op: Deno.AtomicOperation, also: OutboxMessage[] = []): boolean {
  if (current.isApproved || !next.isApproved) return false;
  addToOutbox(op, { kind: "mail", mail: approvalMail(publicUser(next), deps.siteUrl, memberLanguage(next)) });
  for (const message of also) addToOutbox(op, message);
  return true;
}

/** Users on Deno KV, with a unique index on the email address. */
import { addToOutbox, type OutboxMessage } from "./outbox.ts";
import type { SiteLanguage } from "../../contract/languages.ts";
import { type User, user as userSchema } from "../../contract/user.ts";
import { conflict, notFound } from "../errors.ts";
import { newId } from "./ids.ts";
import { KEYS } from "./keys.ts";
import { listValues, transact } from "./records.ts";
import type { AuditAction } from "../../contract/audit.ts";
import { addAudit, type AuditContext } from "./audit.ts";
import { userChange } from "./audit-fields.ts";
import { planOf, readPage } from "./paging.ts";
import { matchesSearch, type UserListQuery } from "../../contract/list-queries.ts";
import type { Page } from "../../contract/paging.ts";

/** A staff change of a user, for the audit log: who makes it and which action it is. */
export type UserAudit = { ctx: AuditContext; action: AuditAction };

function addUserAudit(op: Deno.AtomicOperation, audit: UserAudit | undefined, id: string, before: StoredUser | null, after: StoredUser | null) {
  if (audit) addAudit(op, audit.ctx, { entity: "user", entityId: id, action: audit.action, ...userChange(before, after) });
}

/**
 * The stored record: the public user plus what never leaves the server: the password hash, and the
 * language their emails are written in (server/services/member-language.ts).
 */
export type StoredUser = User & { passwordHash: string; language?: SiteLanguage };
export const USER_NOT_FOUND = "User not found.";
export const EMAIL_TAKEN = "An account with this email address already exists.";

/** The user as the API shows it: every field of the contract, never the hash. */
export function publicUser(stored: StoredUser): User {
  const { passwordHash: _hash, language: _language, ...rest } = stored;
  return userSchema.parse(rest);
}

export async function getUser(kv: Deno.Kv, id: string): Promise<StoredUser | null> {
  return (await kv.get<StoredUser>(KEYS.user(id))).value;
}

export async function getUserByEmail(kv: Deno.Kv, email: string): Promise<StoredUser | null> {
  const id = (await kv.get<string>(KEYS.userByEmail(email.toLowerCase()))).value;
  return id ? await getUser(kv, id) : null;
}

export async function listUsers(kv: Deno.Kv): Promise<StoredUser[]> {
  return (await listValues<StoredUser>(kv, KEYS.users())).map((e) => e.value);
}

/**
 * One page of the users, newest first: a range read of the accounts from the cursor on, keeping
 * those `show` names (members awaiting approval, administrators) that the search `q` finds by name
 * or email.
 */
export async function usersPage(kv: Deno.Kv, query: UserListQuery & { limit: number }): Promise<Page<User>> {
  const show = query.show ?? "all";
  return await readPage<StoredUser, User>(kv, {
    plan: planOf("users", { show, q: query.q }),
    selector: { prefix: KEYS.users() },
    cursor: query.cursor,
    limit: query.limit,
    pick: ({ value }) => {
      if (show === "pending" && value.isApproved) return undefined;
      if (show === "admins" && !value.isAdmin) return undefined;
      return matchesSearch(query.q, value.name, value.displayName, value.email) ? publicUser(value) : undefined;
    },
  });
}

/** Every administrator but `id`, as entries a commit can check (so none of them changes meanwhile). */
export async function otherAdmins(kv: Deno.Kv, id: string): Promise<Deno.KvEntry<StoredUser>[]> {
  return (await listValues<StoredUser>(kv, KEYS.users())).filter((e) => e.value.isAdmin && e.value.id !== id);
}

export async function countAdmins(kv: Deno.Kv): Promise<number> {
  return (await listUsers(kv)).filter((u) => u.isAdmin).length;
}

/** What creating a user needs; the other profile fields take the contract's defaults. */
export type NewUser =
  & Pick<StoredUser, "name" | "email" | "passwordHash" | "isAdmin" | "isApproved">
  & Partial<Omit<StoredUser, "id" | "createdAt" | "preferences">>
  & { preferences?: Partial<StoredUser["preferences"]> };

/** `sends`: what the new account sends (staff's email of an application), written to the outbox in its commit. */
export async function createUser(kv: Deno.Kv, data: NewUser, audit?: UserAudit, sends?: (user: StoredUser) => OutboxMessage[]): Promise<StoredUser> {
  const email = data.email.toLowerCase();
  const record: StoredUser = {
    ...userSchema.parse({ ...data, id: newId(), email, createdAt: new Date().toISOString(), preferences: data.preferences ?? {} }),
    passwordHash: data.passwordHash,
    ...(data.language ? { language: data.language } : {}),
  };
  const op = kv.atomic()
    .check({ key: KEYS.userByEmail(email), versionstamp: null })
    .check({ key: KEYS.user(record.id), versionstamp: null })
    .set(KEYS.user(record.id), record)
    .set(KEYS.userByEmail(email), record.id);
  addUserAudit(op, audit, record.id, null, record);
  for (const message of sends?.(record) ?? []) addToOutbox(op, message);
  const res = await op.commit();
  if (!res.ok) throw conflict(EMAIL_TAKEN);
  return record;
}

/**
 * Applies `change` to the stored user in one atomic commit, keeping the email index right.
 * `guard` may throw to refuse the change after seeing the current record (e.g. last-admin rules);
 * it runs again on every retry, so it always judges the latest state.
 */
export async function updateUser(
  kv: Deno.Kv,
  id: string,
  change: (current: StoredUser) => StoredUser,
  guard?: (current: StoredUser, next: StoredUser, op: Deno.AtomicOperation) => Promise<void>,
  audit?: UserAudit,
): Promise<StoredUser> {
  return await transact(async () => {
    const current = await kv.get<StoredUser>(KEYS.user(id));
    if (!current.value) throw notFound(USER_NOT_FOUND);
    const next = { ...change(current.value), id, createdAt: current.value.createdAt };
    next.email = next.email.toLowerCase();
    const op = kv.atomic().check(current).set(KEYS.user(id), next);
    if (next.email !== current.value.email) {
      const taken = await kv.get(KEYS.userByEmail(next.email));
      if (taken.value !== null) throw conflict(EMAIL_TAKEN);
      op.check(taken).delete(KEYS.userByEmail(current.value.email)).set(KEYS.userByEmail(next.email), id);
    }
    if (guard) await guard(current.value, next, op);
    addUserAudit(op, audit, id, current.value, next);
    return { op, result: next };
  });
}

export async function deleteUser(
  kv: Deno.Kv,
  id: string,
  guard?: (current: StoredUser, op: Deno.AtomicOperation) => Promise<void>,
  audit?: UserAudit,
): Promise<void> {
  await transact(async () => {
    const current = await kv.get<StoredUser>(KEYS.user(id));
    if (!current.value) throw notFound(USER_NOT_FOUND);
    const op = kv.atomic().check(current).delete(KEYS.user(id)).delete(KEYS.userByEmail(current.value.email));
    if (guard) await guard(current.value, op);
    addUserAudit(op, audit, id, current.value, null);
    return { op, result: undefined };
  });
}

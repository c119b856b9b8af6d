/**
 * The five callers of the hostile suite: anonymous, a pending member (registered, not approved), an
 * approved member, another approved member, and the administrator. Users are written straight to
 * KV with one shared password hash and get their tokens from a real session (no argon2 per user),
 * so the suite stays fast; the tokens are exactly what a login answers.
 */
import { signToken } from "../../server/auth/token.ts";
import { createSession } from "../../server/kv/sessions.ts";
import { createUser, getUserByEmail, type StoredUser } from "../../server/kv/users.ts";
import { ADMIN, type TestApp } from "./app.ts";

export const ROLES = ["anonymous", "pending", "member", "other", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** The password of every user made here (hashed once per test file). */
export const ROLE_PASSWORD = "role-password-1";
let sharedHash: Promise<string> | undefined;

export type Caller = { user: StoredUser; token: string };

/** A fresh token for `user`: a new server-side session, signed like a login's. */
export async function tokenFor(t: TestApp, user: StoredUser): Promise<string> {
  const ttlMs = t.config.TOKEN_TTL_HOURS * 3_600_000;
  const { id } = await createSession(t.kv, user.id, ttlMs);
  return await signToken(t.deps.jwtSecret, user.id, id, ttlMs);
}

/** A user stored directly (password ROLE_PASSWORD), without a token. */
export async function storeUser(
  t: TestApp,
  opts: { isApproved?: boolean; isAdmin?: boolean; name?: string; email?: string } = {},
): Promise<StoredUser> {
  sharedHash ??= t.deps.passwords.hash(ROLE_PASSWORD);
  return await createUser(t.kv, {
    name: opts.name ?? "Role Tester",
    email: opts.email ?? `role-${crypto.randomUUID()}@test.example`,
    passwordHash: await sharedHash,
    isAdmin: opts.isAdmin ?? false,
    isApproved: opts.isApproved ?? true,
  });
}

/** The four signed-in callers; "anonymous" has no token. */
export async function makeCallers(t: TestApp): Promise<Record<Exclude<Role, "anonymous">, Caller>> {
  const admin = (await getUserByEmail(t.kv, ADMIN.email))!;
  const pending = await storeUser(t, { isApproved: false, name: "Pending Member" });
  const member = await storeUser(t, { name: "Member Owner" });
  const other = await storeUser(t, { name: "Other Member" });
  const entries = await Promise.all(
    ([["pending", pending], ["member", member], ["other", other], ["admin", admin]] as const).map(
      async ([role, user]) => [role, { user, token: await tokenFor(t, user) }] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<Exclude<Role, "anonymous">, Caller>;
}

/** Every route the app serves, as "METHOD /path" (middleware-only "ALL" entries left out). */
export function appRoutes(t: TestApp): Set<string> {
  return new Set(t.app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`));
}

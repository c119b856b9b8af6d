/**
 * Login sessions. A token names its session; deleting the session revokes the token at once.
 * Each session carries its own expiresAt, checked on read (KV's expireIn is only a cleanup hint).
 */
import { KEYS } from "./keys.ts";
import { listIndexIds } from "./records.ts";
import { addAudit, type AuditContext } from "./audit.ts";

export type Session = { userId: string; createdAt: number; expiresAt: number };

/** Opens a session; `audit` (a staff sign-in) is recorded in the same commit. */
export async function createSession(
  kv: Deno.Kv,
  userId: string,
  ttlMs: number,
  audit?: AuditContext,
): Promise<{ id: string; session: Session }> {
  const id = crypto.randomUUID();
  const now = Date.now();
  const session: Session = { userId, createdAt: now, expiresAt: now + ttlMs };
  const op = kv.atomic()
    .set(KEYS.session(id), session, { expireIn: ttlMs })
    .set(KEYS.sessionByUser(userId, id), true, { expireIn: ttlMs });
  await addAudit(op, audit, { entity: "session", entityId: userId, action: "sign_in" }).commit();
  return { id, session };
}

export async function getActiveSession(kv: Deno.Kv, id: string): Promise<Session | null> {
  const session = (await kv.get<Session>(KEYS.session(id))).value;
  return session && session.expiresAt > Date.now() ? session : null;
}

export async function revokeSession(kv: Deno.Kv, id: string): Promise<void> {
  const session = (await kv.get<Session>(KEYS.session(id))).value;
  const op = kv.atomic().delete(KEYS.session(id));
  if (session) op.delete(KEYS.sessionByUser(session.userId, id));
  await op.commit();
}

/** Revokes every session of a user, except `keep` (e.g. the one changing its own password). */
export async function revokeUserSessions(kv: Deno.Kv, userId: string, keep?: string): Promise<void> {
  const ids = (await listIndexIds(kv, KEYS.sessionsByUser(userId))).filter((id) => id !== keep);
  for (let i = 0; i < ids.length; i += 400) {
    const op = kv.atomic();
    for (const id of ids.slice(i, i + 400)) op.delete(KEYS.session(id)).delete(KEYS.sessionByUser(userId, id));
    await op.commit();
  }
}

/**
 * Authentication: a bearer token is checked on every /api request (signature, expiry, live session,
 * existing user). An absent or invalid token leaves the request anonymous; the guards below decide.
 */
import type { Context, MiddlewareHandler, Next } from "hono";
import type { AppEnv } from "../http/context.ts";
import { forbidden, unauthorized } from "../errors.ts";
import { getActiveSession } from "../kv/sessions.ts";
import { getUser, type StoredUser } from "../kv/users.ts";
import { verifyToken } from "./token.ts";

export function bearerToken(c: Context): string | undefined {
  const header = c.req.header("authorization");
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c);
  if (token) {
    const { kv, jwtSecret } = c.var.deps;
    const claims = await verifyToken(jwtSecret, token);
    const session = claims ? await getActiveSession(kv, claims.sid) : null;
    const user = session && session.userId === claims!.sub ? await getUser(kv, claims!.sub) : null;
    if (user) {
      c.set("user", user);
      c.set("sessionId", claims!.sid);
    }
  }
  await next();
};

/** The logged-in user, or 401. */
export function currentUser(c: Context<AppEnv>): StoredUser {
  const user = c.var.user;
  if (!user) throw unauthorized();
  return user;
}

export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next: Next) => {
  currentUser(c);
  await next();
};

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next: Next) => {
  if (!currentUser(c).isAdmin) throw forbidden("Administrators only.");
  await next();
};

/** Message for a pending member trying a member-only feature (docs/decisions/030-pending-members.md). */
export const PENDING_APPROVAL_MESSAGE =
  "Your membership is awaiting approval. You will receive an email as soon as it is approved.";

/**
 * Member-only features (VIP services inquiries from the member page, bespoke ideas) need an approved
 * membership. Pending members may still log in and manage their own profile and settings.
 * Administrators always pass.
 */
export const requireApproved: MiddlewareHandler<AppEnv> = async (c, next: Next) => {
  const user = currentUser(c);
  if (!user.isApproved && !user.isAdmin) throw forbidden(PENDING_APPROVAL_MESSAGE);
  await next();
};

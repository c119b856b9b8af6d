/** Builds, from a request, what a service needs about its caller (server/services/caller.ts). */
import type { Context } from "hono";
import { currentUser } from "../auth/middleware.ts";
import { limitedPasswordCheck } from "../auth/sign-in-limit.ts";
import type { Actor, Limited, PasswordCheck } from "../services/caller.ts";
import type { AppEnv } from "./context.ts";
import { holding, reserve } from "./rate-limit.ts";
import { type Window, windowOf } from "../kv/rate-windows.ts";
import { OTP_REQUESTS_PER_ACCOUNT, OTP_REQUESTS_PER_ADDRESS } from "../auth/limits.ts";
import type { AuditContext, AuditOrigin } from "../kv/audit.ts";
import { clientAddress, clientRateKey } from "./client-address.ts";
import { requestIdOf } from "./request-log.ts";

/** The signed-in user (or 401) and the session of this request. */
export function actorOf(c: Context<AppEnv>): Actor {
  return { user: currentUser(c), sessionId: c.var.sessionId };
}

/** Work under one place in each of `windows`, all or none (429 with Retry-After when one is full). */
export function limitedBy(c: Context<AppEnv>, windows: Window[]): Limited {
  return async (work) => await holding(await reserve(c.var.deps.kv, windows), work);
}

/** Password checks of `account` from this request's client address, under the sign-in limits. */
export function signInLimited(c: Context<AppEnv>, account: string): PasswordCheck {
  return (check) => limitedPasswordCheck(c, account, check);
}

/** Sending an email code to `email`: counted per address asked for and per client, like every email code. */
export function codeRequestsLimited(c: Context<AppEnv>, email: string): Limited {
  return limitedBy(c, [windowOf(OTP_REQUESTS_PER_ACCOUNT, email), windowOf(OTP_REQUESTS_PER_ADDRESS, clientRateKey(c))]);
}

/** Where a request comes from, for the audit log: the client's address and the request's id. */
export function originOf(c: Context<AppEnv>): AuditOrigin {
  const requestId = requestIdOf(c);
  return { address: clientAddress(c), ...(requestId ? { requestId } : {}) };
}

/** Who is acting, from which address, in which request: recorded with a staff write (server/kv/audit.ts). */
export function auditOf(c: Context<AppEnv>): AuditContext {
  const user = currentUser(c);
  return { actorId: user.id, actorName: user.name, ...originOf(c) };
}

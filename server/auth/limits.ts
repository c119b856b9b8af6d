/**
 * Rate limits of the account endpoints (OWASP ASVS 2.2.1: at most 100 failed attempts per hour
 * per account), counted per account and per client address so neither a single attacker nor a
 * distributed guess at one account gets far.
 */
import type { Context } from "hono";
import { clientAddress } from "../http/client-address.ts";
import type { AppEnv } from "../http/context.ts";
import { assertUnderLimit, countHit, type Limit } from "../http/rate-limit.ts";

const HOUR = 3_600_000;
const TOO_MANY_LOGINS = "Too many failed sign-in attempts. Please wait before trying again.";
const TOO_MANY_CODES = "Too many verification codes were requested. Please wait before trying again.";

export const LOGIN_FAILURES_PER_ACCOUNT: Limit = { bucket: "login_fail_account", max: 100, windowMs: HOUR, message: TOO_MANY_LOGINS };
export const LOGIN_FAILURES_PER_ADDRESS: Limit = { bucket: "login_fail_address", max: 300, windowMs: HOUR, message: TOO_MANY_LOGINS };
export const OTP_REQUESTS_PER_ACCOUNT: Limit = { bucket: "otp_account", max: 10, windowMs: HOUR, message: TOO_MANY_CODES };
export const OTP_REQUESTS_PER_ADDRESS: Limit = { bucket: "otp_address", max: 30, windowMs: HOUR, message: TOO_MANY_CODES };

export const ACCOUNT_LIMITS = [LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_ADDRESS, OTP_REQUESTS_PER_ACCOUNT, OTP_REQUESTS_PER_ADDRESS];

/** A pair of limits on one action: per account (the email) and per client address. */
export function accountLimiter(perAccount: Limit, perAddress: Limit) {
  return {
    /** Throws 429 with Retry-After when either subject is at its limit. */
    async check(c: Context<AppEnv>, account: string): Promise<void> {
      const { kv } = c.var.deps;
      await assertUnderLimit(kv, perAccount, account);
      await assertUnderLimit(kv, perAddress, clientAddress(c));
    },
    /** Counts one attempt (or failure) against both. */
    async count(c: Context<AppEnv>, account: string): Promise<void> {
      const { kv } = c.var.deps;
      await countHit(kv, perAccount, account);
      await countHit(kv, perAddress, clientAddress(c));
    },
  };
}

export const loginFailures = accountLimiter(LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_ADDRESS);

/**
 * The limits of the account endpoints: verification codes, and password checks (sign-in and
 * change-password). How password checks are counted is in sign-in-limit.ts.
 */
import type { Limit } from "../kv/rate-windows.ts";

const MINUTE = 60_000;
const HOUR = 3_600_000;
const TOO_MANY_ATTEMPTS = "Too many sign-in attempts. Please wait a moment and try again.";
const TOO_MANY_LOGINS = "Too many failed sign-in attempts. Please wait before trying again.";
const TOO_MANY_CODES = "Too many verification codes were requested. Please wait before trying again.";

/** Codes sent per address asked for (the account) and per client address. */
export const OTP_REQUESTS_PER_ACCOUNT: Limit = { bucket: "otp_account", max: 10, windowMs: HOUR, message: TOO_MANY_CODES };
export const OTP_REQUESTS_PER_ADDRESS: Limit = { bucket: "otp_address", max: 30, windowMs: HOUR, message: TOO_MANY_CODES };

/** Password checks per client address, whatever their outcome. */
export const LOGIN_ATTEMPTS_PER_ADDRESS: Limit = { bucket: "login_attempt_address", max: 30, windowMs: MINUTE, message: TOO_MANY_ATTEMPTS };
/** Failed password checks per client address, across accounts. */
export const LOGIN_FAILURES_PER_ADDRESS: Limit = { bucket: "login_fail_address", max: 300, windowMs: HOUR, message: TOO_MANY_LOGINS };
/** Failed password checks of one account from one client address. */
export const LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS: Limit = { bucket: "login_fail_pair", max: 10, windowMs: HOUR, message: TOO_MANY_LOGINS };
/**
 * Distinct client addresses with failed password checks of one account; at the maximum the account
 * is locked for everyone. Its window must be the per-(account, address) window: that count is the
 * marker of an address (sign-in-limit.ts).
 */
export const FAILING_ADDRESSES_PER_ACCOUNT: Limit = {
  bucket: "login_fail_spread",
  max: 10,
  windowMs: LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS.windowMs,
  message: TOO_MANY_LOGINS,
};

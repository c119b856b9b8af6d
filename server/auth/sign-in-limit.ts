/**
 * Password checks (sign-in, change-password) under limits that cap guessing at an account without
 * letting strangers lock its owner out (OWASP credential-stuffing and ASVS 2.2.1 guidance):
 *
 * - a client address may make 30 password checks a minute, whatever their outcome;
 * - failed checks count per (account, client address): 10 an hour; and per client address across
 *   all accounts: 300 an hour;
 * - once failures against an account have come from 10 distinct client addresses in the hour, the
 *   account is guarded: its password is still checked (under the address limits above), but a
 *   wrong one is refused with 429 and a right one is "right, but guarded". The sign-in then asks a
 *   device that has not signed in to the account lately for a code emailed to the account
 *   (services/account.ts `logIn`), so strangers can never lock the owner out.
 *
 * An IPv6 client is counted by its /64 in every address window (`clientRateKey`).
 *
 * Distinct addresses are counted exactly: the per-(account, address) count is the address's
 * marker. The account's count of failing addresses goes up in the same atomic commit in which a
 * pair's count leaves 0, and down in the one in which it returns to 0.
 *
 * A check takes its places in every window before the password is verified (all or none, 429
 * with Retry-After when any window is full), so concurrent checks cannot pass a limit; a check
 * that succeeds gives its failure places back.
 */
import type { Context } from "hono";
import { clientRateKey } from "../http/client-address.ts";
import type { AppEnv } from "../http/context.ts";
import { holding, type Reservation, reservationOf, updateCounts } from "../http/rate-limit.ts";
import { fullWindows, tooMany, type Window, windowOf } from "../kv/rate-windows.ts";
import type { PasswordVerdict } from "../services/caller.ts";
import {
  FAILING_ADDRESSES_PER_ACCOUNT,
  LOGIN_ATTEMPTS_PER_ADDRESS,
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  LOGIN_FAILURES_PER_ADDRESS,
} from "./limits.ts";

/** Takes the places of one password check of `account`; releasing them un-counts a failure. */
async function reserveCheck(kv: Deno.Kv, account: string, address: string): Promise<{ place: Reservation; guarded: Window | null }> {
  const now = Date.now();
  const windows = [
    windowOf(LOGIN_ATTEMPTS_PER_ADDRESS, address, now),
    windowOf(LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS, [account, address], now),
    windowOf(LOGIN_FAILURES_PER_ADDRESS, address, now),
    windowOf(FAILING_ADDRESSES_PER_ACCOUNT, account, now),
  ];
  const spread = windows[3];
  let guarded = false;
  await updateCounts(kv, windows, (counts) => {
    // The address's own windows refuse; the account's only guards it.
    const full = fullWindows(windows.slice(0, 3), counts.slice(0, 3));
    if (full.length > 0) throw tooMany(full, now);
    guarded = counts[3] >= spread.limit.max;
    const newAddress = counts[1] === 0;
    return [1, 1, 1, newAddress ? 1 : 0];
  });
  // The attempt stays counted; the failure places go back, and the address stops counting as
  // failing when this was its only failure.
  const place = reservationOf(kv, windows, ([, pair, address, spread]) => {
    const lastOfAddress = pair === 1 && spread > 0;
    return [0, pair > 0 ? -1 : 0, address > 0 ? -1 : 0, lastOfAddress ? -1 : 0];
  });
  return { place, guarded: guarded ? spread : null };
}

/**
 * Runs `check` (a password verification for `account`) under the sign-in limits. A check that
 * answers false counts as a failure; one that answers true or throws does not. A wrong password
 * of a guarded account answers the account's 429 as its refusal.
 */
export async function limitedPasswordCheck(c: Context<AppEnv>, account: string, check: () => Promise<boolean>): Promise<PasswordVerdict> {
  const { place, guarded } = await reserveCheck(c.var.deps.kv, account, clientRateKey(c));
  const ok = await holding(place, check, (right) => !right);
  if (ok) return { ok, guarded: guarded !== null };
  return guarded ? { ok, guarded: true, refusal: tooMany([guarded]) } : { ok, guarded: false };
}

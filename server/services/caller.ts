/**
 * What a route hands a service besides the parsed input: who is asking, and the request's limits.
 * The route takes the rate-limit places, since they count per client address, which only HTTP knows;
 * the service decides which part of its work runs holding them.
 */
import type { AppError } from "../errors.ts";
import type { StoredUser } from "../kv/users.ts";

/** The signed-in user and the session they are using. */
export type Actor = { user: StoredUser; sessionId?: string };

/**
 * Runs `work` holding the request's places in its rate-limit windows: taken before the work (or
 * refused as "limited"), kept when it succeeds, given back when it throws.
 */
export type Limited = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * What a password check under the sign-in limits found: whether the password is right, and whether
 * the account is guarded (failed sign-ins from many addresses lately: a new device must also give
 * an emailed code). `refusal`: the error a wrong password answers instead of the usual one.
 */
export type PasswordVerdict = { ok: boolean; guarded: boolean; refusal?: AppError };

/** Runs a password check of one account under the sign-in limits; an answer of false counts as a failure. */
export type PasswordCheck = (check: () => Promise<boolean>) => Promise<PasswordVerdict>;

/** Whether this device signed in to the account `userId` lately (a signed cookie, server/http/sign-in-device.ts). */
export type SignInDevice = { knows(userId: string): boolean };

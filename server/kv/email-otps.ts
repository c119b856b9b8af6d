/**
 * Email verification codes (OTP) for the membership application.
 *
 * A code is 6 digits from the platform's secure random source. Only an HMAC of it (keyed with the
 * server secret and bound to the address) is stored, so a copy of the database does not reveal
 * codes and cannot be brute-forced offline. A code expires after 10 minutes, works once, and dies
 * after 5 wrong tries; a new one cannot be requested within a minute of the last. A correct code
 * marks the address verified for a limited time, which registration checks and consumes.
 * Every record carries its own expiresAt, checked on read (KV's expireIn only cleans up).
 *
 * A sign-in code (asked of a new device while an account is guarded, server/auth/sign-in-limit.ts)
 * follows the same rules under a key of its own, so the public verify-email-otp route can never
 * spend its tries, and a right one only lets that sign-in through.
 */
import { addToOutbox, type OutboxMessage } from "./outbox.ts";
import { OTP_RULES } from "../../contract/user.ts";
import { type AppError, badRequest, limitReached } from "../errors.ts";
import { encodeBase64Url } from "../util/base64.ts";
import { KEYS } from "./keys.ts";
import { transact } from "./records.ts";

export type StoredOtp = { hash: string; sentAt: number; expiresAt: number; wrongTries: number };
export type EmailVerification = { verifiedAt: number; expiresAt: number };

export const OTP_MESSAGES = {
  resendTooSoon: "A code was sent less than a minute ago. Please wait before requesting a new one.",
  expired: "This code has expired or was already used. Please request a new one.",
  tooManyTries: "Too many wrong codes. Please request a new one.",
  wrong: (left: number) => `The code is not correct. ${left} ${left === 1 ? "try" : "tries"} left.`,
} as const;

/** A uniformly random 6-digit code (rejection sampling: no modulo bias). */
export function generateOtp(): string {
  const limit = 4_294_000_000; // the largest multiple of 1,000,000 below 2^32
  const buffer = new Uint32Array(1);
  while (true) {
    crypto.getRandomValues(buffer);
    if (buffer[0] < limit) return String(buffer[0] % 1_000_000).padStart(OTP_RULES.digits, "0");
  }
}

const encoder = new TextEncoder();
const keyCache = new Map<string, Promise<CryptoKey>>();
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keyCache.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(`email-otp:${secret}`), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    keyCache.set(secret, key);
  }
  return key;
}

export async function hashOtp(secret: string, email: string, otp: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(`${email}\n${otp}`));
  return encodeBase64Url(new Uint8Array(mac));
}

/**
 * Stores a new code for `email` (replacing an older one) and returns it for sending, or refuses
 * with 429 and Retry-After when the last code was sent less than a minute ago.
 */
export async function issueOtp(kv: Deno.Kv, secret: string, email: string, now = Date.now(), mail?: CodeMail): Promise<string> {
  return await storeNewCode(kv, KEYS.emailOtp(email), secret, email, now, mail);
}

/** The email that carries a new code, written to the outbox in the code's own commit. */
export type CodeMail = (otp: string) => OutboxMessage;

/** A new sign-in code for the account `email`, under the rules of `issueOtp`. */
export async function issueSignInOtp(kv: Deno.Kv, secret: string, email: string, now = Date.now(), mail?: CodeMail): Promise<string> {
  return await storeNewCode(kv, KEYS.signInOtp(email), secret, signInSubject(email), now, mail);
}

/** A sign-in code's hash is bound to its purpose too: it can never pass as the address's code. */
const signInSubject = (email: string) => `sign-in\n${email}`;

async function storeNewCode(kv: Deno.Kv, key: Deno.KvKey, secret: string, subject: string, now: number, mail?: CodeMail): Promise<string> {
  const otp = generateOtp();
  const hash = await hashOtp(secret, subject, otp);
  return await transact(async () => {
    const current = await kv.get<StoredOtp>(key);
    const wait = current.value ? current.value.sentAt + OTP_RULES.resendAfterMs - now : 0;
    if (wait > 0) {
      throw limitReached(OTP_MESSAGES.resendTooSoon, Math.ceil(wait / 1000));
    }
    const record: StoredOtp = { hash, sentAt: now, expiresAt: now + OTP_RULES.ttlMs, wrongTries: 0 };
    const op = kv.atomic().check(current).set(key, record, { expireIn: OTP_RULES.ttlMs });
    if (mail) addToOutbox(op, mail(otp));
    return { op, result: otp };
  });
}

/**
 * Checks `otp` for `email`. Right: the code is used up and the address is verified for a while.
 * Wrong: one try fewer (the fifth wrong try deletes the code). Expired, used or absent: refused.
 */
export async function verifyOtp(kv: Deno.Kv, secret: string, email: string, otp: string, now = Date.now()): Promise<EmailVerification> {
  const verification: EmailVerification = { verifiedAt: now, expiresAt: now + OTP_RULES.verifiedForMs };
  await spendCode(kv, KEYS.emailOtp(email), await hashOtp(secret, email, otp), now, (op) =>
    op.set(KEYS.emailVerified(email), verification, { expireIn: OTP_RULES.verifiedForMs }));
  return verification;
}

/**
 * Checks a sign-in code of `email` as `verifyOtp` checks an address's: a right one is used up.
 * `noLiveCode` is the refusal when there is no live code (the sign-in's own words).
 */
export async function useSignInOtp(kv: Deno.Kv, secret: string, email: string, otp: string, noLiveCode: string, now = Date.now()): Promise<void> {
  await spendCode(kv, KEYS.signInOtp(email), await hashOtp(secret, signInSubject(email), otp), now, (op) => op, noLiveCode);
}

/** Checks the code stored at `key` against `hash`; a right one is deleted in the commit `onRight` adds to. */
async function spendCode(
  kv: Deno.Kv,
  key: Deno.KvKey,
  hash: string,
  now: number,
  onRight: (op: Deno.AtomicOperation) => Deno.AtomicOperation,
  noLiveCode: string = OTP_MESSAGES.expired,
): Promise<void> {
  const error = await transact<AppError | null>(async () => {
    const current = await kv.get<StoredOtp>(key);
    const stored = current.value;
    if (!stored || stored.expiresAt <= now) {
      return { op: kv.atomic().check(current), result: badRequest(noLiveCode) };
    }
    if (stored.wrongTries >= OTP_RULES.maxWrongTries) {
      return { op: kv.atomic().check(current).delete(key), result: badRequest(OTP_MESSAGES.tooManyTries) };
    }
    if (!timingSafeEqual(stored.hash, hash)) {
      const wrongTries = stored.wrongTries + 1;
      const left = OTP_RULES.maxWrongTries - wrongTries;
      const op = kv.atomic().check(current);
      if (left <= 0) op.delete(key);
      else op.set(key, { ...stored, wrongTries }, { expireIn: Math.max(1, stored.expiresAt - now) });
      return { op, result: badRequest(left <= 0 ? OTP_MESSAGES.tooManyTries : OTP_MESSAGES.wrong(left)) };
    }
    return { op: onRight(kv.atomic().check(current).delete(key)), result: null };
  });
  if (error) throw error;
}

/** The live verification of `email`, if any. */
export async function getVerification(kv: Deno.Kv, email: string, now = Date.now()): Promise<Deno.KvEntryMaybe<EmailVerification> | null> {
  const entry = await kv.get<EmailVerification>(KEYS.emailVerified(email));
  return entry.value && entry.value.expiresAt > now ? entry : null;
}

/**
 * Uses up `verification` of `email` (read with getVerification): a second application or email
 * change needs a new code. A verification that changed since it was read is left alone.
 */
export async function consumeVerification(kv: Deno.Kv, email: string, verification: Deno.KvEntryMaybe<EmailVerification>): Promise<void> {
  await kv.atomic().check(verification).delete(KEYS.emailVerified(email)).commit();
}

function timingSafeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

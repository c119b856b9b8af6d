/**
 * Privacy requests (issue #34): a traveller's or member's request for an export or an erasure, and
 * the code emailed to a traveller who asked without an account.
 *
 *   ["privacy_requests", id]   -> StoredPrivacyRequest
 *   ["privacy_codes", id]      -> StoredOtp (expires with the code)
 *
 * A request and its code, its email and its audit entry are one commit; so is each change of state.
 */
import { KEYS } from "./keys.ts";
import { newId } from "./ids.ts";
import { listValues, transact } from "./records.ts";
import { addToOutbox, type OutboxMessage } from "./outbox.ts";
import { addAudit, type AuditContext } from "./audit.ts";
import { generateOtp, hashOtp, type StoredOtp } from "./email-otps.ts";
import { badRequest, conflict, notFound } from "../errors.ts";
import { PRIVACY_RULES, PRIVACY_TEXTS, type PrivacyRequest, type PrivacyRequestKind } from "../../contract/privacy.ts";

/** What the erasure found, kept while it runs so a second run (after a crash) needs nothing else. */
export type ErasurePlan = { ids: string[]; needles: string[]; contactNeedles: string[]; files: string[] };
/**
 * `emailHash`: an erased address's HMAC (keyed with the server's secret), kept so the daily job can
 * erase the person again should a backup taken before the erasure be restored; never the address.
 */
export type StoredPrivacyRequest = PrivacyRequest & { language?: string; plan?: ErasurePlan; emailHash?: string };

const DAY_MS = 24 * 3_600_000;
const codeSubject = (id: string) => `privacy\n${id}`;

export const publicRequest = ({ plan: _plan, language: _language, emailHash: _hash, ...rest }: StoredPrivacyRequest): PrivacyRequest => rest;

/** The HMAC an erased address is remembered by. */
export async function erasedEmailHash(secret: string, email: string): Promise<string> {
  return await hashOtp(secret, "erased", email.trim().toLowerCase());
}

export async function getPrivacyRequest(kv: Deno.Kv, id: string): Promise<Deno.KvEntryMaybe<StoredPrivacyRequest>> {
  return await kv.get<StoredPrivacyRequest>(KEYS.privacyRequest(id));
}

/** Every request, newest first. */
export async function listPrivacyRequests(kv: Deno.Kv): Promise<StoredPrivacyRequest[]> {
  return (await listValues<StoredPrivacyRequest>(kv, KEYS.privacyRequests())).map((e) => e.value).reverse();
}

/** The dates an open request gets: due by law 30 days on; an erasure runs by itself after `autoDays`. */
export function openDates(kind: PrivacyRequestKind, now: number, autoDays: number) {
  return {
    verifiedAt: new Date(now).toISOString(),
    dueAt: new Date(now + PRIVACY_RULES.dueDays * DAY_MS).toISOString(),
    ...(kind === "erasure" ? { runsAt: new Date(now + autoDays * DAY_MS).toISOString() } : {}),
  };
}

/** A traveller's request: stored awaiting its code, the code emailed in the same commit. */
export async function createCodedRequest(
  kv: Deno.Kv,
  secret: string,
  input: { kind: PrivacyRequestKind; email: string; language: string; pseudonym: string },
  mail: (code: string) => OutboxMessage,
  now = Date.now(),
): Promise<StoredPrivacyRequest> {
  const id = newId(now);
  const code = generateOtp();
  const stored: StoredPrivacyRequest = {
    id,
    kind: input.kind,
    state: "awaiting_code",
    source: "traveller",
    email: input.email,
    pseudonym: input.pseudonym,
    createdAt: new Date(now).toISOString(),
    language: input.language,
  };
  const otp: StoredOtp = { hash: await hashOtp(secret, codeSubject(id), code), sentAt: now, expiresAt: now + PRIVACY_RULES.codeTtlMs, wrongTries: 0 };
  const op = kv.atomic()
    .check({ key: KEYS.privacyRequest(id), versionstamp: null })
    .set(KEYS.privacyRequest(id), stored)
    .set(KEYS.privacyCode(id), otp, { expireIn: PRIVACY_RULES.codeTtlMs });
  addToOutbox(op, mail(code));
  if (!(await op.commit()).ok) throw conflict(PRIVACY_TEXTS.notOpen);
  return stored;
}

/**
 * Checks a traveller's code. Right: the code is spent and the request moves on by `next` in the
 * same commit. Wrong: one try fewer (the last wrong try deletes the code).
 */
export async function spendPrivacyCode(
  kv: Deno.Kv,
  secret: string,
  id: string,
  code: string,
  next: (request: StoredPrivacyRequest) => StoredPrivacyRequest,
  ctx: AuditContext,
  now = Date.now(),
): Promise<StoredPrivacyRequest> {
  const hash = await hashOtp(secret, codeSubject(id), code);
  type Outcome = { ok: false; last: boolean } | { ok: true; request: StoredPrivacyRequest };
  const outcome = await transact<Outcome>(async () => {
    const [request, stored] = await kv.getMany<[StoredPrivacyRequest, StoredOtp]>([KEYS.privacyRequest(id), KEYS.privacyCode(id)]);
    if (!request.value) throw notFound(PRIVACY_TEXTS.requestNotFound);
    if (request.value.state !== "awaiting_code") throw conflict(PRIVACY_TEXTS.notOpen);
    const otp = stored.value;
    if (!otp || otp.expiresAt <= now) throw badRequest(PRIVACY_TEXTS.wrongCode);
    const op = kv.atomic().check(request, stored);
    if (otp.hash !== hash) {
      const tries = otp.wrongTries + 1;
      if (tries >= PRIVACY_RULES.maxWrongTries) op.delete(stored.key);
      else op.set(stored.key, { ...otp, wrongTries: tries }, { expireIn: Math.max(1, otp.expiresAt - now) });
      return { op, result: { ok: false, last: tries >= PRIVACY_RULES.maxWrongTries } };
    }
    const updated = next(request.value);
    op.delete(stored.key).set(request.key, updated);
    addAudit(op, ctx, { entity: "privacy", entityId: id, action: updated.kind === "export" ? "export" : "request", after: { kind: updated.kind, state: updated.state } });
    return { op, result: { ok: true, request: updated } };
  });
  if (!outcome.ok) throw badRequest(outcome.last ? PRIVACY_TEXTS.tooManyTries : PRIVACY_TEXTS.wrongCode);
  return outcome.request;
}

/** A member's request (their session proves the address): stored open, audited. */
export async function createOpenRequest(
  kv: Deno.Kv,
  input: { kind: PrivacyRequestKind; email: string; language: string; pseudonym: string; state: "open" | "completed" },
  autoDays: number,
  ctx: AuditContext,
  now = Date.now(),
): Promise<StoredPrivacyRequest> {
  const id = newId(now);
  const stored: StoredPrivacyRequest = {
    id,
    kind: input.kind,
    state: input.state,
    source: "member",
    email: input.email,
    pseudonym: input.pseudonym,
    createdAt: new Date(now).toISOString(),
    language: input.language,
    ...openDates(input.kind, now, autoDays),
    ...(input.state === "completed" ? { completedAt: new Date(now).toISOString(), completedBy: "person" as const } : {}),
  };
  const op = kv.atomic().check({ key: KEYS.privacyRequest(id), versionstamp: null }).set(KEYS.privacyRequest(id), stored);
  addAudit(op, ctx, { entity: "privacy", entityId: id, action: input.kind === "export" ? "export" : "request", after: { kind: input.kind, state: input.state } });
  if (!(await op.commit()).ok) throw conflict(PRIVACY_TEXTS.notOpen);
  return stored;
}

/** Rewrites a request by `change` (checked against what was read); answers the new record. */
export async function changePrivacyRequest(
  kv: Deno.Kv,
  id: string,
  change: (request: StoredPrivacyRequest, op: Deno.AtomicOperation) => StoredPrivacyRequest,
): Promise<StoredPrivacyRequest> {
  return await transact(async () => {
    const entry = await getPrivacyRequest(kv, id);
    if (!entry.value) throw notFound(PRIVACY_TEXTS.requestNotFound);
    const op = kv.atomic().check(entry);
    const next = change(entry.value, op);
    op.set(entry.key, next);
    return { op, result: next };
  });
}

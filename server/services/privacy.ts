/**
 * Privacy (issue #34): a person's export and erasure, the privacy desk's completion, the daily
 * privacy job (erasures due, unfinished ones, retention) and consents. Stores: kv/person-data.ts
 * (what is theirs), kv/erasure.ts (the erasure), kv/privacy-requests.ts, kv/retention.ts.
 */
import { zipSync } from "fflate";
import type { AppDeps } from "../deps.ts";
import type { AuditContext, AuditOrigin } from "../kv/audit.ts";
import { addAudit, commitAudit } from "../kv/audit.ts";
import { endedTripDocuments, sweepOldLeads } from "../kv/retention.ts";
import { sweepIdleChats } from "../kv/chat/idle-sweep.ts";
import { addToOutbox } from "../kv/outbox.ts";
import { documentIdsOf, findPerson, type PersonData } from "../kv/person-data.ts";
import { documentPath, tripDocumentPaths } from "../media/trip-document-files.ts";
import { deleteTripDocumentFile } from "./trip-documents.ts";
import { compactDatabase, erasePerson, needlesOf } from "../kv/erasure.ts";
import { kvFilePath } from "../kv/database-file.ts";
import {
  changePrivacyRequest,
  createCodedRequest,
  createOpenRequest,
  type ErasurePlan,
  erasedEmailHash,
  getPrivacyRequest,
  listPrivacyRequests,
  openDates,
  publicRequest,
  spendPrivacyCode,
  type StoredPrivacyRequest,
} from "../kv/privacy-requests.ts";
import { publicUser } from "../kv/users.ts";
import { erasureDoneMail, privacyCodeMail } from "../mail/privacy-mail.ts";
import { conflict, isErrorOf } from "../errors.ts";
import { EXPORT_KINDS, PRIVACY_RULES, PRIVACY_TEXTS, type PrivacyRequest, type PrivacyRequestInput } from "../../contract/privacy.ts";
import { isSiteLanguage, type SiteLanguage } from "../../contract/languages.ts";
import type { Actor, Limited } from "./caller.ts";
import { memberLanguage } from "./member-language.ts";
import { log } from "../observe/log.ts";

const DAY_MS = 24 * 3_600_000;
const lang = (value: string | undefined): SiteLanguage => (value && isSiteLanguage(value) ? value : "en");
const newPseudonym = () => `Erased person ${crypto.randomUUID().slice(0, 8)}`;
const PERSON_ACTOR = (origin: AuditOrigin, pseudonym: string): AuditContext => ({ actorId: "privacy", actorName: pseudonym, ...origin });

/** Everything held about `email` as one ZIP: `{kind}.json` for each kind, and the files themselves. */
export async function buildExport(deps: AppDeps, email: string): Promise<Uint8Array> {
  const person = await findPerson(deps.kv, email);
  const files: Record<string, Uint8Array> = {};
  const encoder = new TextEncoder();
  const exportedAt = new Date().toISOString();
  for (const kind of EXPORT_KINDS) {
    const records = (person.records[kind] ?? []).map(({ key, value }) => ({
      kind: String(key[0]),
      value: kind === "profile" ? publicUser(value as PersonData["user"] & object) : value,
    }));
    files[`${kind}.json`] = encoder.encode(JSON.stringify({ kind, email: person.email, exportedAt, records }, null, 2));
  }
  for (const { key, value } of person.records.trips ?? []) {
    if (key[0] !== "trip_documents") continue;
    const doc = value as { id: string; name: string };
    const path = documentPath(tripDocumentPaths(deps.config), doc.id);
    if (!path) continue;
    try {
      files[`files/trips/${String(key[1])}/${doc.id}-${doc.name.replace(/[\\/]/g, "_")}`] = await Deno.readFile(path);
    } catch (error) {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    }
  }
  return zipSync(files);
}

/** A traveller asks (no account): the request waits for the code emailed to the address. */
export async function askAsTraveller(
  deps: AppDeps,
  input: PrivacyRequestInput & { email: string },
  language: SiteLanguage,
  limited: Limited,
): Promise<{ id: string; kind: PrivacyRequest["kind"] }> {
  return await limited(async () => {
    const request = await createCodedRequest(deps.kv, deps.jwtSecret, { ...input, language, pseudonym: newPseudonym() }, (code) => ({
      kind: "mail",
      mail: privacyCodeMail(input.email, input.kind, code, language),
    }));
    deps.outbox.wake();
    return { id: request.id, kind: request.kind };
  });
}

/**
 * A traveller's code: an export answers the ZIP (and the request is done); an erasure request
 * opens, for the privacy desk, running by itself after PRIVACY_ERASURE_AFTER_DAYS.
 */
export async function verifyAsTraveller(
  deps: AppDeps,
  id: string,
  code: string,
  origin: AuditOrigin,
): Promise<{ request: PrivacyRequest; zip?: Uint8Array }> {
  const now = Date.now();
  const before = (await getPrivacyRequest(deps.kv, id)).value;
  const ctx = PERSON_ACTOR(origin, before?.pseudonym ?? "Traveller");
  const request = await spendPrivacyCode(deps.kv, deps.jwtSecret, id, code, (r) => ({
    ...r,
    ...openDates(r.kind, now, deps.config.PRIVACY_ERASURE_AFTER_DAYS),
    ...(r.kind === "export"
      ? { state: "completed" as const, completedAt: new Date(now).toISOString(), completedBy: "person" as const }
      : { state: "open" as const }),
  }), ctx, now);
  if (request.kind === "export") return { request: publicRequest(request), zip: await buildExport(deps, request.email!) };
  return { request: publicRequest(request) };
}

/** A member's export: their session proves the address. */
export async function exportForMember(deps: AppDeps, actor: Actor, origin: AuditOrigin): Promise<Uint8Array> {
  const { user } = actor;
  await createOpenRequest(deps.kv, {
    kind: "export",
    email: user.email,
    language: memberLanguage(user),
    pseudonym: newPseudonym(),
    state: "completed",
  }, deps.config.PRIVACY_ERASURE_AFTER_DAYS, { actorId: user.id, actorName: user.name, ...origin });
  return await buildExport(deps, user.email);
}

/** A member asks for erasure: an open request on the privacy desk. */
export async function erasureForMember(deps: AppDeps, actor: Actor, origin: AuditOrigin): Promise<PrivacyRequest> {
  const { user } = actor;
  if (user.isAdmin) throw conflict(PRIVACY_TEXTS.staffAccount);
  const request = await createOpenRequest(deps.kv, {
    kind: "erasure",
    email: user.email,
    language: memberLanguage(user),
    pseudonym: newPseudonym(),
    state: "open",
  }, deps.config.PRIVACY_ERASURE_AFTER_DAYS, { actorId: user.id, actorName: user.name, ...origin });
  return publicRequest(request);
}

export async function privacyDesk(deps: AppDeps): Promise<PrivacyRequest[]> {
  return (await listPrivacyRequests(deps.kv)).map(publicRequest);
}

/** Staff complete an open erasure now. */
export async function completeByStaff(deps: AppDeps, id: string, ctx: AuditContext): Promise<PrivacyRequest> {
  return publicRequest(await runErasure(deps, id, "staff", ctx));
}

/**
 * Runs an erasure: marks it erasing with its plan (what was found, kept for a second run after a
 * crash), erases, then completes it in one commit with its audit entry and the confirmation email;
 * the request keeps no address, only the pseudonym and the counts.
 */
export async function runErasure(
  deps: AppDeps,
  id: string,
  by: "staff" | "automatic",
  ctx: AuditContext,
): Promise<StoredPrivacyRequest> {
  const { kv } = deps;
  const current = (await getPrivacyRequest(kv, id)).value;
  if (current && current.kind !== "erasure") throw conflict(PRIVACY_TEXTS.notOpen);
  if (current && current.state !== "open" && current.state !== "erasing") throw conflict(PRIVACY_TEXTS.notOpen);
  const email = current?.email ?? "";
  const person = await findPerson(kv, email);
  if (person.user?.isAdmin) throw conflict(PRIVACY_TEXTS.staffAccount);
  const found = planOf(deps, person);
  const started = await changePrivacyRequest(kv, id, (r) => {
    if (r.state !== "open" && r.state !== "erasing") throw conflict(PRIVACY_TEXTS.notOpen);
    return { ...r, state: "erasing", plan: merge(r.plan, found) };
  });
  const plan = started.plan!;
  const counts = await erasePerson(kv, {
    ...plan,
    pseudonym: started.pseudonym,
    kvFile: deps.config.KV_URL ? undefined : kvFilePath(deps.config.DATA_DIR),
    skip: [id],
  });
  const emailHash = current?.email ? await erasedEmailHash(deps.jwtSecret, current.email) : undefined;
  const done = await changePrivacyRequest(kv, id, (r, op) => {
    addAudit(op, ctx, { entity: "privacy", entityId: id, action: "erase", after: { by, ...counts } });
    if (r.email) addToOutbox(op, { kind: "mail", mail: erasureDoneMail(r.email, lang(r.language)) });
    const { plan: _plan, email: _email, ...rest } = r;
    return { ...rest, state: "completed", completedAt: new Date().toISOString(), completedBy: by, counts, ...(emailHash ? { emailHash } : {}) };
  });
  deps.outbox.wake();
  log.info("privacy erasure completed", { requestId: id, by });
  return done;
}

function planOf(deps: AppDeps, person: PersonData): ErasurePlan {
  const { ids } = person;
  const paths = tripDocumentPaths(deps.config);
  return {
    ids: [ids.user, ...ids.inquiries, ...ids.chats, ...ids.chatLeads, ...ids.bespoke, ...ids.proposals, ...ids.trips].filter((x): x is string => !!x),
    needles: needlesOf(person.email, person.names, person.phones),
    contactNeedles: needlesOf(person.email, [], person.phones),
    files: documentIdsOf(person).map((id) => documentPath(paths, id)).filter((p): p is string => p !== null),
  };
}

function merge(a: ErasurePlan | undefined, b: ErasurePlan): ErasurePlan {
  if (!a) return b;
  const union = (x: string[], y: string[]) => [...new Set([...x, ...y])];
  return {
    ids: union(a.ids, b.ids),
    needles: union(a.needles, b.needles),
    contactNeedles: union(a.contactNeedles, b.contactNeedles),
    files: union(a.files, b.files),
  };
}

/** Erasures whose day has come (nobody completed them) and erasures a crash left unfinished. */
export async function runDueErasures(deps: AppDeps, now = Date.now()): Promise<number> {
  let ran = 0;
  for (const request of await listPrivacyRequests(deps.kv)) {
    if (request.kind !== "erasure") continue;
    const due = request.state === "open" && request.runsAt !== undefined && Date.parse(request.runsAt) <= now;
    if (!due && request.state !== "erasing") continue;
    try {
      await runErasure(deps, request.id, "automatic", { actorId: "system", actorName: "Privacy job", address: "server" });
      ran++;
    } catch (error) {
      log.error("privacy erasure failed; tried again at the next run", { requestId: request.id, error });
    }
  }
  return ran;
}

/**
 * The daily privacy job: erasures due or unfinished, then the retention sweep (trip documents,
 * anonymous chats, old leads), recorded as one audit entry with the counts.
 */
export async function runPrivacyJob(deps: AppDeps, now = Date.now()): Promise<Record<string, number>> {
  const { kv, config } = deps;
  const erasures = await runDueErasures(deps, now) + await eraseRestored(deps);
  let tripDocuments = 0;
  for (const { tripId, documentId } of await endedTripDocuments(kv, config.TRIP_DOCUMENT_RETENTION_DAYS, now)) {
    await deleteTripDocumentFile(deps, tripId, documentId).then(() => tripDocuments++, (error) => {
      if (!isErrorOf(error, "not_found")) throw error;
    });
  }
  const anonymousChats = await sweepIdleChats(kv, now);
  const leads = await sweepOldLeads(kv, config.LEAD_RETENTION_DAYS, now);
  const expiredRequests = await expireUnverified(deps, now);
  const counts = { erasures, tripDocuments, anonymousChats, ...leads, expiredRequests };
  // Deleted rows (and erasure confirmations delivered since) leave no bytes in the database file.
  const recent = (await listPrivacyRequests(kv)).some((r) => r.kind === "erasure" && r.completedAt && Date.parse(r.completedAt) > now - 2 * DAY_MS);
  if (!config.KV_URL && (recent || Object.values(counts).some((n) => n > 0))) compactDatabase(kvFilePath(config.DATA_DIR));
  await commitAudit(kv, { actorId: "system", actorName: "Retention sweep", address: "server" }, {
    entity: "privacy",
    entityId: "retention",
    action: "sweep",
    after: counts,
  });
  log.info("privacy sweep done", counts);
  return counts;
}

/**
 * After a restore from a backup older than an erasure, the person is back: every address still
 * indexed (members, inquiries, proposals, trips) whose HMAC is an erased one's is erased again, under
 * the same pseudonym, without a new email. Answers how many were.
 */
export async function eraseRestored(deps: AppDeps): Promise<number> {
  const { kv } = deps;
  const erased = new Map<string, StoredPrivacyRequest>();
  for (const r of await listPrivacyRequests(kv)) if (r.state === "completed" && r.emailHash) erased.set(r.emailHash, r);
  if (erased.size === 0) return 0;
  const emails = new Set<string>();
  for (const prefix of [["users_by_email"], ["inquiries_by_email"], ["proposals_by_email"], ["trips_by_email"]]) {
    for await (const entry of kv.list({ prefix })) emails.add(String(entry.key[1]));
  }
  let again = 0;
  for (const email of emails) {
    const request = erased.get(await erasedEmailHash(deps.jwtSecret, email));
    if (!request) continue;
    const person = await findPerson(kv, email);
    if (person.user?.isAdmin) continue;
    const counts = await erasePerson(kv, {
      ...planOf(deps, person),
      pseudonym: request.pseudonym,
      kvFile: deps.config.KV_URL ? undefined : kvFilePath(deps.config.DATA_DIR),
    });
    await commitAudit(kv, { actorId: "system", actorName: "Privacy job", address: "server" }, {
      entity: "privacy",
      entityId: request.id,
      action: "erase",
      after: { by: "restored backup", ...counts },
    });
    again++;
  }
  return again;
}

/** Requests whose code was never entered expire once it has, keeping no address. */
async function expireUnverified(deps: AppDeps, now: number): Promise<number> {
  let expired = 0;
  for (const request of await listPrivacyRequests(deps.kv)) {
    if (request.state !== "awaiting_code" || Date.parse(request.createdAt) + PRIVACY_RULES.codeTtlMs > now) continue;
    await changePrivacyRequest(deps.kv, request.id, (r) => {
      if (r.state !== "awaiting_code") return r;
      const { email: _email, ...rest } = r;
      expired++;
      return { ...rest, state: "expired" };
    });
  }
  return expired;
}

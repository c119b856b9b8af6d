/**
 * Privacy (issue #34).
 *
 * - `POST /api/me/privacy/export`: the signed-in member's data as a ZIP.
 * - `POST /api/me/privacy/erasure`: the signed-in member asks for erasure (a request on the privacy desk).
 * - `POST /api/privacy/requests` {email, kind}: anyone; a code goes to the address (limited like every email code).
 * - `POST /api/privacy/requests/{id}/verify` {code}: the code; an export answers the ZIP, an erasure the open request.
 * - `GET /api/privacy/requests`, `POST /api/privacy/requests/{id}/complete`: the privacy desk (administrators).
 * - `POST /api/privacy/unsubscribe/{token}`: RFC 8058 one-click unsubscribe (no sign-in, no cookie).
 */
import { Hono } from "hono";
import { z } from "zod";
import type { Context } from "hono";
import type { AppEnv } from "../http/context.ts";
import { actorOf, auditOf, codeRequestsLimited, limitedBy, originOf } from "../http/caller.ts";
import { type Limit, windowOf } from "../kv/rate-windows.ts";
import { submittedLanguage } from "../http/language.ts";
import { declareOn } from "../openapi/registry.ts";
import { idParam } from "../openapi/params.ts";
import { OTP_REQUESTS_PER_ACCOUNT, OTP_REQUESTS_PER_ADDRESS } from "../auth/limits.ts";
import { limitDoc } from "../openapi/route-doc.ts";
import {
  askAsTraveller,
  completeByStaff,
  erasureForMember,
  exportForMember,
  privacyDesk,
  verifyAsTraveller,
} from "../services/privacy.ts";
import { unsubscribeOneClick } from "../services/consents.ts";
import {
  privacyRequest,
  privacyRequestCreated,
  privacyRequestInput,
  type PrivacyRequestInput,
  privacyRequestList,
  privacyVerifyInput,
} from "../../contract/privacy.ts";

export const mePrivacyRoutes = new Hono<AppEnv>();
export const privacyRoutes = new Hono<AppEnv>();
const me = declareOn(mePrivacyRoutes, "/api/me/privacy");
const route = declareOn(privacyRoutes, "/api/privacy");
const tag = "Privacy";

/** An export reads every store: a few an hour per member. */
export const PRIVACY_EXPORT_LIMIT: Limit = { bucket: "privacy-export", max: 5, windowMs: 60 * 60 * 1000 };

const ZIP = { "application/zip": { schema: z.string().meta({ description: "A ZIP: one JSON file per kind of data, and the files." }) } };

function zipAnswer(c: Context<AppEnv>, zip: Uint8Array): Response {
  return c.body(zip as Uint8Array<ArrayBuffer>, 200, {
    "content-type": "application/zip",
    "content-disposition": `attachment; filename="aurum-voyages-my-data.zip"`,
    "cache-control": "private, no-store",
  });
}

me({
  route: "POST /api/me/privacy/export",
  summary: "Download everything held about me",
  description: "A ZIP with `{kind}.json` for each kind of data (profile, inquiries and their threads, chats, bespoke " +
    "requests, proposals, trips and their documents, invoices, payments, push subscriptions, consents) and the files " +
    "themselves under `files/`. The export is recorded on the privacy desk and in the audit log.",
  tag,
  operationId: "exportMyData",
  access: "signed-in",
  answer: { description: "The ZIP.", content: ZIP },
  limits: [limitDoc(PRIVACY_EXPORT_LIMIT, "member")],
}, async (c) => {
  const actor = actorOf(c);
  const limited = limitedBy(c, [windowOf(PRIVACY_EXPORT_LIMIT, actor.user.id)]);
  return zipAnswer(c, await limited(() => exportForMember(c.var.deps, actor, originOf(c))));
});

me({
  route: "POST /api/me/privacy/erasure",
  summary: "Ask for my data to be erased",
  description: "Opens an erasure request on the privacy desk: staff complete it, or it runs by itself " +
    "PRIVACY_ERASURE_AFTER_DAYS after (`runsAt`), within the law's 30 days (`dueAt`). A confirmation email follows. " +
    "409 for a staff account (an administrator removes it).",
  tag,
  operationId: "requestMyErasure",
  access: "signed-in",
  answer: { status: 201, description: "The open request.", schema: privacyRequest },
  errors: ["conflict"],
}, async (c) => c.json({ data: await erasureForMember(c.var.deps, actorOf(c), originOf(c)) }, 201));

route({
  route: "POST /api/privacy/requests",
  summary: "Ask for a copy or the erasure of my data (no account)",
  description: "Emails a 6-digit code to `email` (in `?lang=` or Accept-Language) and answers the request's id; " +
    "the code, sent to `verify` within 30 minutes, proves the address. Whether anything is held about the " +
    "address is not told. Limited like every email code, per address asked for and per client.",
  tag,
  operationId: "createPrivacyRequest",
  access: "public",
  body: privacyRequestInput,
  answer: { status: 201, description: "The request, awaiting its code.", schema: privacyRequestCreated },
  limits: [limitDoc(OTP_REQUESTS_PER_ACCOUNT, "email address"), limitDoc(OTP_REQUESTS_PER_ADDRESS, "client address")],
}, async (c, { body }) => {
  const input: PrivacyRequestInput & { email: string } = await body();
  const lang = submittedLanguage(c.req.query("lang"), c.req.header("accept-language"));
  const created = await askAsTraveller(c.var.deps, input, lang, codeRequestsLimited(c, input.email));
  return c.json({ data: created }, 201);
});

route({
  route: "POST /api/privacy/requests/:id/verify",
  summary: "Prove the address with the emailed code",
  description: "An export answers the ZIP (as `POST /api/me/privacy/export`); an erasure answers the open request " +
    "(201), which the privacy desk completes. A wrong code counts: the fifth wrong one spends the code (400); " +
    "an expired one is 400; a request already verified 409.",
  tag,
  operationId: "verifyPrivacyRequest",
  access: "public",
  params: idParam,
  body: privacyVerifyInput,
  answer: {
    description: "The ZIP (export) or `{data: request}` (erasure).",
    content: { ...ZIP, "application/json": { schema: z.object({ data: privacyRequest }) } },
  },
  errors: ["not_found", "conflict", "invalid"],
}, async (c, { body, param }) => {
  const { code } = await body();
  const { request, zip } = await verifyAsTraveller(c.var.deps, param("id"), code, originOf(c));
  return zip ? zipAnswer(c, zip) : c.json({ data: request }, 201);
});

route({
  route: "GET /api/privacy/requests",
  summary: "The privacy desk",
  description: "Every export and erasure request, newest first: its state, the law's due date (30 days after it was " +
    "verified), when an open erasure runs by itself, and what a completed erasure removed (the address is gone by then).",
  tag,
  operationId: "listPrivacyRequests",
  access: "admin",
  answer: { description: "The requests.", schema: privacyRequestList },
}, async (c) => c.json({ data: await privacyDesk(c.var.deps) }));

route({
  route: "POST /api/privacy/requests/:id/complete",
  summary: "Complete an erasure now",
  description: "Erases the person across every store (docs: the privacy decision record), keeps the audit log's " +
    "entries with a pseudonym, emails the confirmation and records the action. 409 unless the request is an open " +
    "(or unfinished) erasure, or for a staff account's address.",
  tag,
  operationId: "completePrivacyRequest",
  access: "admin",
  params: idParam,
  answer: { description: "The completed request.", schema: privacyRequest },
  errors: ["not_found", "conflict"],
}, async (c, { param }) => c.json({ data: await completeByStaff(c.var.deps, param("id"), auditOf(c)) }));

route({
  route: "POST /api/privacy/unsubscribe/:token",
  summary: "One-click unsubscribe (RFC 8058)",
  description: "The address of a marketing or newsletter email's `List-Unsubscribe` header: a POST (mail apps send " +
    "`List-Unsubscribe=One-Click`) withdraws that consent, recorded with its time. No sign-in and no cookie; the token " +
    "names the member and the list. 404 for a token that is not valid.",
  tag,
  operationId: "unsubscribeOneClick",
  access: "public",
  params: z.object({ token: z.string().max(300) }),
  answer: { description: "Which list the address left.", schema: z.object({ kind: z.string(), given: z.literal(false) }) },
  errors: ["not_found"],
}, async (c, { param }) => c.json({ data: await unsubscribeOneClick(c.var.deps, param("token"), originOf(c)) }));

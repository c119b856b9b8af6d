/**
 * Marketing consent: the one-click unsubscribe of RFC 8058. A token names the member and the list
 * and is signed with the server's secret (HMAC-SHA-256), so the POST needs no sign-in; it turns the
 * choice off in the member's settings and records the withdrawal in the same commit.
 */
import { encodeBase64Url } from "../util/base64.ts";
import type { AppDeps } from "../deps.ts";
import type { AuditOrigin } from "../kv/audit.ts";
import { addAudit } from "../kv/audit.ts";
import { recordConsentChanges } from "../kv/consents.ts";
import { updateUser } from "../kv/users.ts";
import { notFound } from "../errors.ts";
import { CONSENT_KINDS, type ConsentKind, PRIVACY_TEXTS } from "../../contract/privacy.ts";
import { memberLanguage } from "./member-language.ts";

const encoder = new TextEncoder();

async function signature(secret: string, payload: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(`unsubscribe:${secret}`), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(payload)));
}

/** The unsubscribe address of a member's list (for `withUnsubscribe`, mail/privacy-mail.ts). */
export async function unsubscribeUrl(deps: Pick<AppDeps, "jwtSecret" | "siteUrl">, userId: string, kind: ConsentKind): Promise<string> {
  const payload = `${userId}.${kind}`;
  const token = `${payload}.${encodeBase64Url(await signature(deps.jwtSecret, payload))}`;
  return `${deps.siteUrl}/api/privacy/unsubscribe/${token}`;
}

async function readToken(secret: string, token: string): Promise<{ userId: string; kind: ConsentKind } | null> {
  const [userId, kind, signed, ...rest] = token.split(".");
  if (!userId || !signed || rest.length > 0 || !(CONSENT_KINDS as readonly string[]).includes(kind)) return null;
  const expected = encodeBase64Url(await signature(secret, `${userId}.${kind}`));
  return expected === signed ? { userId, kind: kind as ConsentKind } : null;
}

export async function unsubscribeOneClick(deps: AppDeps, token: string, origin: AuditOrigin): Promise<{ kind: ConsentKind; given: false }> {
  const found = await readToken(deps.jwtSecret, token);
  if (!found) throw notFound(PRIVACY_TEXTS.badUnsubscribe);
  await updateUser(
    deps.kv,
    found.userId,
    (current) => ({
      ...current,
      preferences: { ...current.preferences, notifications: { ...current.preferences.notifications, [found.kind]: false } },
    }),
    (current, next, op) => {
      recordConsentChanges(op, current, next, "unsubscribe", memberLanguage(next));
      addAudit(op, { actorId: next.id, actorName: next.name, ...origin }, { entity: "privacy", entityId: next.id, action: "consent", after: { [found.kind]: false } });
      return Promise.resolve();
    },
  ).catch((error) => {
    throw error?.kind === "not_found" ? notFound(PRIVACY_TEXTS.badUnsubscribe) : error;
  });
  return { kind: found.kind, given: false };
}

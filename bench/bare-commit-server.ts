/**
 * The baseline of the inquiry benchmark: a bare Deno.serve on a file KV (in BARE_DATA_DIR) that
 * makes, per POST, one `kv.atomic()` commit of the same size as the server's commit of a new inquiry
 * (without SMTP_URL, as the benchmark runs it): the same keys under the same prefixes, each checked
 * or set as the server does, with values of the same shape: the client address's rate window checked
 * and counted, the inquiry, its email index entry, its thread link and the link's back-reference,
 * its idempotency key entry and the key's back-reference, and its two emails in the local outbox.
 * The emails are the server's own, rendered once at the first request and stored again with each
 * (the server renders them per inquiry: that is its work, not the commit's). It answers 201 with the
 * inquiry, as the server does; no validation, no routing, no read.
 */
import { newId } from "../server/kv/ids.ts";
import { KEYS } from "../server/kv/keys.ts";
import { mintThreadLink } from "../server/kv/thread-links.ts";
import { staffNotification, travellerConfirmation } from "../server/mail/inquiry-mail.ts";
import type { MailMessage } from "../server/mail/mailer.ts";
import type { Inquiry } from "../contract/inquiry.ts";
import { DEFAULT_AGENCY_TIME_ZONE } from "../contract/agency-time.ts";

const kv = await Deno.openKv(`${Deno.env.get("BARE_DATA_DIR")}/bare.kv`);
const HOUR = 3_600_000;
const KEY_TTL = 30 * 24 * HOUR;
const OUTBOX_TTL = 7 * 24 * HOUR;
const FROM = "Aurum Voyages <concierge@aurum.example>";
const MAIL = { baseUrl: "http://127.0.0.1:8000", staffEmail: "staff@aurum.example", mailFrom: FROM, timeZone: DEFAULT_AGENCY_TIME_ZONE };

let emails: [MailMessage, MailMessage] | undefined;

Deno.serve({
  port: 0,
  hostname: "127.0.0.1",
  onListen: ({ port }) => console.log(`Listening on http://127.0.0.1:${port}/`),
}, async (request) => {
  if (request.method !== "POST") return new Response("POST only", { status: 405 });
  const data = await request.json();
  const address = request.headers.get("x-forwarded-for") ?? "local";
  const key = request.headers.get("idempotency-key") ?? crypto.randomUUID();
  const id = newId();
  const inquiry = {
    id, ...data, status: "New", submissionDate: new Date().toISOString(), mail: { confirmation: "sent", staff: "sent" }, language: "en",
  } as Inquiry;
  const link = mintThreadLink();
  emails ??= [
    travellerConfirmation(inquiry, MAIL, undefined, link.token),
    staffNotification(inquiry, MAIL),
  ];
  const sentAt = inquiry.submissionDate;
  const window = KEYS.rateWindow("inquiries", [address], (Math.floor(Date.now() / HOUR) + 1) * HOUR);
  const tokenHash = link.hash;
  const result = await kv.atomic()
    .check({ key: window, versionstamp: null })
    .check({ key: KEYS.inquiry(id), versionstamp: null })
    .check({ key: KEYS.threadToken(tokenHash), versionstamp: null })
    .check({ key: KEYS.inquiryKey(key), versionstamp: null })
    .set(window, new Deno.KvU64(1n))
    .set(KEYS.inquiry(id), inquiry)
    .set(KEYS.inquiryByEmail(inquiry.userEmail, id), true)
    .set(KEYS.threadToken(tokenHash), { inquiryId: id, createdAt: sentAt })
    .set(KEYS.threadTokenOf(id, tokenHash), true)
    .set(KEYS.inquiryKey(key), { fingerprint: "0".repeat(64), inquiry, createdAt: sentAt }, { expireIn: KEY_TTL })
    .set(KEYS.inquiryKeyOf(id), key, { expireIn: KEY_TTL })
    .set(KEYS.mailOutbox(newId()), { ...emails[0], from: FROM, sentAt }, { expireIn: OUTBOX_TTL })
    .set(KEYS.mailOutbox(newId()), { ...emails[1], from: FROM, sentAt }, { expireIn: OUTBOX_TTL })
    .commit();
  if (!result.ok) return Response.json({ message: "conflict" }, { status: 409 });
  return Response.json({ data: inquiry }, { status: 201 });
});

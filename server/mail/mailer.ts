/**
 * Outgoing email. With SMTP_URL set, messages go out over SMTP from MAIL_FROM (nodemailer).
 * Without it (a first run on a laptop), each message is written to the server log and kept in a
 * local outbox in KV, so an OTP can still be read. A failure to send is logged and reported to the
 * caller, who decides whether it matters (it never undoes what was already stored).
 */
// @ts-types="npm:@types/nodemailer@8.0.2"
import nodemailer from "nodemailer";
import { commitGrouped } from "../kv/group-commit.ts";
import { KEYS } from "../kv/keys.ts";

export type MailMessage = { to: string; subject: string; text: string; html?: string; replyTo?: string };
export type SentMail = MailMessage & { from: string; sentAt: string };

export interface Mailer {
  send(message: MailMessage): Promise<{ ok: true } | { ok: false; error: string }>;
}

/** The local outbox's entries (KEYS.mailOutbox) are kept 7 days. */
const OUTBOX_TTL_MS = 7 * 24 * 3_600_000;

export function createMailer(options: { smtpUrl?: string; from: string; kv: Deno.Kv; log?: (line: string) => void }): Mailer {
  const log = options.log ?? ((line: string) => console.log(line));
  if (!options.smtpUrl) {
    return {
      async send(message) {
        const mail: SentMail = { ...message, from: options.from, sentAt: new Date().toISOString() };
        // Kept in the outbox, durably, before it counts as sent; messages sent together share a commit.
        await commitGrouped(options.kv, { sets: [{ key: KEYS.mailOutbox(crypto.randomUUID()), value: mail, expireIn: OUTBOX_TTL_MS }] });
        log(`[mail] (no SMTP_URL: kept in the local outbox)\n  To: ${message.to}\n  Subject: ${message.subject}\n  ${message.text.replaceAll("\n", "\n  ")}`);
        return { ok: true };
      },
    };
  }
  const url = new URL(options.smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === "smtps:" ? 465 : 587)),
    secure: url.protocol === "smtps:",
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // smtp://host?ignoreTLS=true for a local relay without STARTTLS (tests use this).
    ignoreTLS: url.searchParams.get("ignoreTLS") === "true",
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      try {
        await transport.sendMail({ from: options.from, ...message });
        return { ok: true };
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        console.error(`[mail] could not send "${message.subject}" to ${message.to}: ${error}`);
        return { ok: false, error };
      }
    },
  };
}

/** The local outbox, newest last (for the first-run case and for tests). */
export async function readOutbox(kv: Deno.Kv): Promise<SentMail[]> {
  const mails: SentMail[] = [];
  for await (const entry of kv.list<SentMail>({ prefix: KEYS.mailOutboxAll() })) mails.push(entry.value);
  return mails.sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

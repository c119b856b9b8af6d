/**
 * Outgoing email. With SMTP_URL set, messages go out over SMTP from MAIL_FROM (nodemailer).
 * Without it (a first run on a laptop), each message is kept in a local outbox in KV (read it with
 * `deno task outbox`, e.g. for an OTP) and its outbox id is logged: never its text, subject or
 * address, which hold codes and personal details. A failure to send is logged and reported to the caller, who
 * decides whether it matters (it never undoes what was already stored). Each send is a span
 * `mail.send` when tracing is on.
 *
 * The local outbox can also keep a message in the caller's own commit (`keepWith`): written together
 * with what it tells of (an inquiry and its confirmation), it is sent exactly when that commit is
 * durable, and costs no commit of its own.
 */
// @ts-types="npm:@types/nodemailer@8.0.2"
import nodemailer from "nodemailer";
import { commitGrouped, type WriteTarget } from "../kv/group-commit.ts";
import { KEYS } from "../kv/keys.ts";
import { newId } from "../kv/ids.ts";
import { log } from "../observe/log.ts";
import { inSpan } from "../observe/tracing.ts";

export type MailMessage = { to: string; subject: string; text: string; html?: string; replyTo?: string };
export type SentMail = MailMessage & { from: string; sentAt: string };

export interface Mailer {
  send(message: MailMessage): Promise<{ ok: true } | { ok: false; error: string }>;
  /**
   * Only a mailer that keeps messages in the database (the local outbox): adds `message` to `write`.
   * Once the caller's commit of `write` is durable the message is sent; then call `kept()`, which
   * records it as a send is recorded (its span `mail.send`, at that moment, and its log line).
   */
  keepWith?(write: WriteTarget, message: MailMessage): { kept(): Promise<void> };
}

/** The local outbox's entries (KEYS.mailOutbox) are kept 7 days. */
const OUTBOX_TTL_MS = 7 * 24 * 3_600_000;

export function createMailer(options: { smtpUrl?: string; from: string; kv: Deno.Kv; quiet?: boolean }): Mailer {
  if (!options.smtpUrl) {
    const entryOf = (message: MailMessage) => {
      const mail: SentMail = { ...message, from: options.from, sentAt: new Date().toISOString() };
      // Time-ordered: new entries go to the end of the outbox, so a commit writes few of its pages.
      return { id: newId(), mail };
    };
    const logKept = (id: string) => {
      if (!options.quiet) log.info("mail kept in the local outbox (no SMTP_URL)", { outboxId: id });
    };
    return {
      ...traced("outbox", {
        async send(message) {
          const { id, mail } = entryOf(message);
          // Kept in the outbox, durably, before it counts as sent; messages sent together share a commit.
          await commitGrouped(options.kv, { sets: [{ key: KEYS.mailOutbox(id), value: mail, expireIn: OUTBOX_TTL_MS }] });
          logKept(id);
          return { ok: true };
        },
      }),
      keepWith(write, message) {
        const { id, mail } = entryOf(message);
        write.set(KEYS.mailOutbox(id), mail, { expireIn: OUTBOX_TTL_MS });
        return { kept: () => inSpan("mail.send", { "mail.transport": "outbox", "mail.in_commit": true }, () => Promise.resolve(logKept(id))) };
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
  return traced("smtp", {
    async send(message) {
      try {
        await transport.sendMail({ from: options.from, ...message });
        return { ok: true };
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        // The SMTP error's code and status only: its message may quote the recipient's address.
        const { code, responseCode } = err as { code?: string; responseCode?: number };
        log.error("mail could not be sent", { code, responseCode });
        return { ok: false, error };
      }
    },
  });
}

/** Each send in a span `mail.send`, failed when the message did not go out. */
function traced(transport: "outbox" | "smtp", mailer: Mailer): Mailer {
  return {
    send: (message) =>
      inSpan("mail.send", { "mail.transport": transport }, async () => {
        const result = await mailer.send(message);
        if (!result.ok) throw new MailFailure(result);
        return result;
      }).catch((error) => {
        if (error instanceof MailFailure) return error.result;
        throw error;
      }),
  };
}

/** Carries a failed result out of its span, so the span is marked failed. */
class MailFailure extends Error {
  constructor(readonly result: { ok: false; error: string }) {
    super(result.error);
  }
}

/** The local outbox, newest last (for the first-run case and for tests). */
export async function readOutbox(kv: Deno.Kv): Promise<SentMail[]> {
  const mails: SentMail[] = [];
  for await (const entry of kv.list<SentMail>({ prefix: KEYS.mailOutboxAll() })) mails.push(entry.value);
  return mails.sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/**
 * Outgoing email. With SMTP_URL set, messages go out over SMTP from MAIL_FROM (nodemailer).
 * Without it (a first run on a laptop), each message is kept in a local outbox in KV (read it with
 * `deno task outbox`, e.g. for an OTP) and its outbox id is logged: never its text, subject or
 * address, which hold codes and personal details. A failure to send is logged and reported to the caller, who
 * decides whether it matters (it never undoes what was already stored). Each send is a span
 * `mail.send` when tracing is on.
 *
 * Only the outbox worker sends (services/outbox.ts): the rest of the server writes its messages to
 * the outbox in the commit of what they tell of (kv/outbox.ts). A message with a `messageId` (the
 * outbox entry's id) goes out under that Message-ID, and is kept locally under it: a message sent
 * again after a crash is the same message, which receivers (and the local outbox) keep once.
 */
// @ts-types="npm:@types/nodemailer@8.0.2"
import type { Transporter } from "nodemailer";
import { commitGrouped } from "../kv/group-commit.ts";
import { KEYS } from "../kv/keys.ts";
import { newId } from "../kv/ids.ts";
import { log } from "../observe/log.ts";
import { inSpan } from "../observe/tracing.ts";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  messageId?: string;
  /** Extra headers (a marketing email's List-Unsubscribe: mail/privacy-mail.ts). */
  headers?: Record<string, string>;
};
export type SentMail = MailMessage & { from: string; sentAt: string };

export interface Mailer {
  send(message: MailMessage): Promise<{ ok: true } | { ok: false; error: string }>;
  /** Closes the SMTP connections it keeps open (at shutdown). */
  close?(): void;
}

/** The local outbox's entries (KEYS.mailOutbox) are kept 7 days. */
const OUTBOX_TTL_MS = 7 * 24 * 3_600_000;

export function createMailer(
  options: { smtpUrl?: string; from: string; kv: Deno.Kv; quiet?: boolean },
): Mailer {
  if (!options.smtpUrl) {
    const entryOf = ({ messageId, ...message }: MailMessage) => {
      const mail: SentMail = { ...message, from: options.from, sentAt: new Date().toISOString() };
      // Time-ordered (an outbox entry's id is too): new entries go to the end of the local outbox.
      return { id: messageId ?? newId(), mail };
    };
    const logKept = (id: string) => {
      if (!options.quiet) log.info("mail kept in the local outbox (no SMTP_URL)", { outboxId: id });
    };
    return traced("outbox", {
      async send(message) {
        const { id, mail } = entryOf(message);
        // Kept in the outbox, durably, before it counts as sent; messages sent together share a commit.
        await commitGrouped(options.kv, {
          sets: [{ key: KEYS.mailOutbox(id), value: mail, expireIn: OUTBOX_TTL_MS }],
        });
        logKept(id);
        return { ok: true };
      },
    });
  }
  const url = new URL(options.smtpUrl);
  // nodemailer (about 12 MB) is loaded at the first send, not at start.
  let transport: Promise<Transporter> | undefined;
  const connect = async () => (await import("nodemailer")).default.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === "smtps:" ? 465 : 587)),
    secure: url.protocol === "smtps:",
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    // smtp://host?ignoreTLS=true for a local relay without STARTTLS (tests use this).
    ignoreTLS: url.searchParams.get("ignoreTLS") === "true",
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    // A few connections kept open and reused: the outbox worker sends many messages at a time.
    pool: true,
    maxConnections: 8,
    maxMessages: 100,
  });
  const transporter = () => transport ??= connect();
  // A Message-ID names the sender's domain.
  const senderDomain = options.from.match(/@([^>\s]+)/)?.[1] ?? "localhost";
  return {
    ...traced("smtp", {
      async send(message) {
        try {
          const { messageId, ...rest } = message;
          await (await transporter()).sendMail({
            from: options.from,
            ...rest,
            ...(messageId ? { messageId: `<${messageId}@${senderDomain}>` } : {}),
          });
          return { ok: true };
        } catch (err) {
          const error = err instanceof Error ? err.message : String(err);
          // The SMTP error's code and status only: its message may quote the recipient's address.
          const { code, responseCode } = err as { code?: string; responseCode?: number };
          log.error("mail could not be sent", { code, responseCode });
          return { ok: false, error };
        }
      },
    }),
    close: () => void transport?.then((t) => t.close()),
  };
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

/**
 * A real SMTP listener on 127.0.0.1 (npm smtp-server) that keeps every message it receives.
 * Point the server at it with SMTP_URL=`smtp.url`.
 */
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** The header lines as sent ("List-Unsubscribe: <...>"), one per line. */
  headerLines: string[];
};

/** `port`: listen on this one (e.g. where an earlier listener was: a mail server coming back). */
export async function startSmtp(options: { port?: number } = {}) {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then((parsed) => {
        received.push({
          from: session.envelope.mailFrom ? (session.envelope.mailFrom as { address: string }).address : "",
          to: session.envelope.rcptTo.map((r: { address: string }) => r.address),
          subject: parsed.subject ?? "",
          text: parsed.text ?? "",
          html: typeof parsed.html === "string" ? parsed.html : "",
          messageId: parsed.messageId ?? "",
          headerLines: parsed.headerLines.map((h) => h.line),
        });
        waiters.splice(0).forEach((w) => w());
        callback();
      }, callback);
    },
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve((server.server.address() as { port: number }).port));
  });
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    port,
    received,
    /** Waits until a message matching `match` has arrived (or fails after `timeoutMs`). */
    async waitFor(match: (m: ReceivedMail) => boolean, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      while (true) {
        const found = received.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching mail; received: ${received.map((m) => `${m.to} "${m.subject}"`).join(", ")}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP_URL where nothing listens (a port that was just free): every send fails. */
export function refusingSmtpUrl(): string {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  return `smtp://127.0.0.1:${port}?ignoreTLS=true`;
}

/**
 * An SMTP server that accepts connections and never answers (a mail server hanging): a send to it
 * waits until the mailer's timeouts. `connected` resolves at the first connection.
 */
export function stallingSmtp() {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const held: Deno.Conn[] = [];
  let connected!: () => void;
  const first = new Promise<void>((resolve) => (connected = resolve));
  const accepting = (async () => {
    try {
      for await (const conn of listener) {
        held.push(conn);
        connected();
      }
    } catch { /* closed */ }
  })();
  return {
    url: `smtp://127.0.0.1:${(listener.addr as Deno.NetAddr).port}?ignoreTLS=true`,
    connected: first,
    async close() {
      listener.close();
      for (const conn of held) {
        try {
          conn.close();
        } catch { /* gone */ }
      }
      await accepting;
    },
  };
}

/**
 * A real SMTP listener on 127.0.0.1 (npm smtp-server) that keeps every message it receives.
 * Point the server at it with SMTP_URL=`smtp.url`.
 */
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; subject: string; text: string; html: string };

export async function startSmtp() {
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
        });
        waiters.splice(0).forEach((w) => w());
        callback();
      }, callback);
    },
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, "127.0.0.1", () => resolve((server.server.address() as { port: number }).port));
  });
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
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

import assert from "node:assert/strict";
import { createMailer, readOutbox } from "../../server/mail/mailer.ts";
import { configureLog } from "../../server/observe/log.ts";
import { startSmtp } from "../helpers/smtp.ts";

Deno.test("with SMTP_URL a message really goes out over SMTP", async () => {
  const smtp = await startSmtp();
  const dir = await Deno.makeTempDir();
  const kv = await Deno.openKv(`${dir}/app.kv`);
  try {
    const mailer = createMailer({ smtpUrl: smtp.url, from: "Aurum Voyages <concierge@test.example>", kv });
    const result = await mailer.send({ to: "guest@test.example", subject: "Votre séjour à Dubaï", text: "Code: 123456 — à bientôt" });
    assert.deepEqual(result, { ok: true });
    const mail = await smtp.waitFor((m) => m.to.includes("guest@test.example"));
    assert.equal(mail.subject, "Votre séjour à Dubaï");
    assert.match(mail.text, /Code: 123456 — à bientôt/);
    assert.equal(mail.from, "concierge@test.example");
    assert.equal((await readOutbox(kv)).length, 0, "nothing kept locally when SMTP is configured");
  } finally {
    await smtp.close();
    kv.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("without SMTP_URL a message is kept in the local outbox, and only its outbox id is logged", async () => {
  const dir = await Deno.makeTempDir();
  const kv = await Deno.openKv(`${dir}/app.kv`);
  const lines: string[] = [];
  configureLog({ format: "json", sink: (_level, line) => lines.push(line) });
  try {
    const mailer = createMailer({ from: "concierge@test.example", kv });
    await mailer.send({ to: "guest@test.example", subject: "Your code", text: "Code: 654321" });
    const outbox = await readOutbox(kv);
    assert.equal(outbox.length, 1);
    assert.equal(outbox[0].to, "guest@test.example");
    assert.match(outbox[0].text, /Code: 654321/);
    assert.equal(lines.length, 1);
    assert.match(lines[0], /local outbox/);
    assert.doesNotMatch(lines[0], /654321|guest@test\.example|Your code/, "no code, address or subject in the log");
  } finally {
    configureLog({ sink: undefined });
    kv.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("an unreachable SMTP server is reported, not thrown", async () => {
  const dir = await Deno.makeTempDir();
  const kv = await Deno.openKv(`${dir}/app.kv`);
  try {
    // A port nothing listens on: find a free one and close it again.
    const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
    const port = (listener.addr as Deno.NetAddr).port;
    listener.close();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, from: "a@test.example", kv });
    const result = await mailer.send({ to: "b@test.example", subject: "x", text: "y" });
    assert.equal(result.ok, false);
  } finally {
    kv.close();
    await Deno.remove(dir, { recursive: true });
  }
});

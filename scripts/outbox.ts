/**
 * `deno task outbox`: prints the mail kept in the local outbox (the server runs without SMTP_URL),
 * newest last, e.g. to read a verification code on a first run. Reads DATA_DIR/app.kv, or KV_URL;
 * the server may keep running meanwhile.
 */
import { openDatabase } from "../server/bootstrap.ts";
import { loadConfig, readEnv } from "../server/config.ts";
import { readOutbox } from "../server/mail/mailer.ts";

const kv = await openDatabase(loadConfig(readEnv()));
const mails = await readOutbox(kv);
kv.close();
if (mails.length === 0) console.log("The local outbox is empty.");
for (const mail of mails) {
  console.log(`--- ${mail.sentAt}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
}

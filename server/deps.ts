/**
 * Builds the services the routes use from the configuration and the database handle.
 * main.ts and the tests both call this, so the app under test is wired like production.
 */
import { type Config, siteUrl } from "./config.ts";
import type { AppDeps } from "./http/context.ts";
import { createAiModel } from "./ai/gemini.ts";
import { createPasswordPool } from "./auth/password-pool.ts";
import { createMailer } from "./mail/mailer.ts";
import { streamSlots } from "./http/open-streams.ts";
import { createCatalogueReads } from "./services/catalogue-reads.ts";
import { CHAT_LIMITS, CHAT_TEXTS } from "../contract/chat-texts.ts";

/** `port`: the port the server really listens on, when it differs from PORT (PORT=0). */
export function createDeps(
  options: { config: Config; kv: Deno.Kv; jwtSecret: string; port?: number; quiet?: boolean },
): AppDeps {
  const { config, kv, jwtSecret } = options;
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    kv,
    log: options.quiet ? () => {} : undefined,
  });
  const chatStreams = streamSlots(CHAT_LIMITS.openStreamsPerAddress, CHAT_TEXTS.rateLimited);
  const passwords = createPasswordPool({ workers: config.HASH_WORKERS, queue: config.HASH_QUEUE });
  return { kv, config, siteUrl: siteUrl(config, options.port), jwtSecret, mailer, ai: createAiModel(config), chatStreams, passwords, catalogue: createCatalogueReads(kv) };
}

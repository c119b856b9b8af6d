/**
 * Builds the services the routes use from the configuration and the database handle.
 * main.ts and the tests both call this, so the app under test is wired like production.
 */
import { type Config, siteUrl, workingWeekOf } from "./config.ts";
import { useLeadStatsWeek } from "./kv/lead-stats.ts";
import { type AiModel, createAiModel } from "./ai/gemini.ts";
import { createPasswordPool, type PasswordPool } from "./auth/password-pool.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import { type StreamSlots, streamSlots } from "./http/open-streams.ts";
import { createImageJobs, type ImageJobs } from "./media/image-jobs.ts";
import { createOutbox, type Outbox, type OutboxTiming } from "./services/outbox.ts";
import { type CatalogueReads, createCatalogueReads } from "./services/catalogue-reads.ts";
import { CHAT_LIMITS, CHAT_TEXTS } from "../contract/chat/texts.ts";
import { createPush, type Push } from "./push/notify.ts";
import { DESK_FEED } from "../contract/desk-feed.ts";
import { createStripeGateway, type StripeGateway } from "./payments/stripe.ts";

/** What the routes and services work with: one set per app, built by `createDeps`. */
export type AppDeps = {
  kv: Deno.Kv;
  config: Config;
  /** The origin links in emails start with (config.ts siteUrl): never the request's Host. */
  siteUrl: string;
  /** The signing secret: JWT_SECRET, or the one generated and kept in KV. */
  jwtSecret: string;
  mailer: Mailer;
  /** The generative model (server side only); null when no GEMINI_API_KEY is configured. */
  ai: AiModel | null;
  /** The chat event streams each client address holds open on this instance. */
  chatStreams: StreamSlots;
  /** The staff desks' event streams open on this instance: per administrator (by id), and in all (key "all"). */
  deskStreams: { perUser: StreamSlots; all: StreamSlots };
  /** Hashes and checks passwords off the request thread; closed when the server stops. */
  passwords: PasswordPool;
  /** Every image decode (the WebP copies of uploads, link previews), one at a time off the request thread; closed when the server stops. */
  imageJobs: ImageJobs;
  /** The outbox worker: delivers the emails and pushes writes commit to the outbox (services/outbox.ts). */
  outbox: Outbox;
  /** The public catalogue's answers, kept ready; catalogue writes mark them stale. */
  catalogue: CatalogueReads;
  /** Web Push: the outbox worker sends through it (server/push/). */
  push: Push;
  /** Card payments through Stripe (server/payments/stripe.ts); null when no STRIPE_SECRET_KEY is configured. */
  stripe: StripeGateway | null;
};

/** `port`: the port the server really listens on, when it differs from PORT (PORT=0). */
export function createDeps(
  options: { config: Config; kv: Deno.Kv; jwtSecret: string; port?: number; quiet?: boolean; outbox?: { timing?: Partial<OutboxTiming>; now?: () => number } },
): AppDeps {
  const { config, kv, jwtSecret } = options;
  // The reports' counters are kept in the agency's working week (kv/lead-stats.ts).
  useLeadStatsWeek(workingWeekOf(config));
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    kv,
    quiet: options.quiet,
  });
  const chatStreams = streamSlots(CHAT_LIMITS.openStreamsPerAddress, CHAT_TEXTS.rateLimited);
  const passwords = createPasswordPool({ workers: config.HASH_WORKERS, queue: config.HASH_QUEUE });
  const imageJobs = createImageJobs();
  const push = createPush(kv, config);
  const outbox = createOutbox(kv, { mailer, push }, {
    ...options.outbox,
    timing: { leaseMs: config.OUTBOX_LEASE_SECONDS * 1000, ...options.outbox?.timing },
  });
  return {
    kv,
    config,
    siteUrl: siteUrl(config, options.port),
    jwtSecret,
    mailer,
    ai: createAiModel(config),
    chatStreams,
    deskStreams: {
      perUser: streamSlots(DESK_FEED.streamsPerUser, CHAT_TEXTS.rateLimited),
      all: streamSlots(DESK_FEED.streamsPerInstance, CHAT_TEXTS.rateLimited),
    },
    passwords,
    imageJobs,
    outbox,
    catalogue: createCatalogueReads(kv),
    push,
    stripe: createStripeGateway(config),
  };
}

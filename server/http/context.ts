/** What every handler can reach: the dependencies and the authenticated user, typed once. */
import type { StreamSlots } from "./open-streams.ts";
import type { Config } from "../config.ts";
import type { AiModel } from "../ai/gemini.ts";
import type { PasswordPool } from "../auth/password-pool.ts";
import type { StoredUser } from "../kv/users.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { CatalogueReads } from "../services/catalogue-reads.ts";

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
  /** Hashes and checks passwords off the request thread; closed when the server stops. */
  passwords: PasswordPool;
  /** The public catalogue's answers, kept ready; catalogue writes mark them stale. */
  catalogue: CatalogueReads;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    user?: StoredUser;
    sessionId?: string;
  };
};

/**
 * Environment -> typed configuration, validated at start with clear messages.
 * Every setting has a safe default for a first run on a laptop.
 */
import { z } from "zod";

const flag = (fallback: boolean) =>
  z.enum(["1", "0", "true", "false", "yes", "no", "on", "off", ""]).optional()
    .transform((v) => (v === undefined || v === "" ? fallback : ["1", "true", "yes", "on"].includes(v)));

/** Password hashing workers by default: one core stays free for requests, at most four hash at once. */
export function defaultHashWorkers(cores = navigator.hardwareConcurrency): number {
  return Math.max(1, Math.min(4, cores - 1));
}

const optional = z.string().trim().optional().transform((v) => (v ? v : undefined));

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0, "PORT must be 0-65535").max(65535, "PORT must be 0-65535").default(8000),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  /** A KV Connect URL (self-hosted denokv) instead of the local file under DATA_DIR. */
  KV_URL: optional,
  WEB_DIST: z.string().trim().min(1).default("./web/dist"),
  PUBLIC_URL: optional,
  ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email("ADMIN_EMAIL must be an email address")).default("admin@aurumvoyages.ae"),
  ADMIN_PASSWORD: optional.pipe(z.string().min(8, "ADMIN_PASSWORD must be at least 8 characters").optional()),
  JWT_SECRET: optional.pipe(z.string().min(32, "JWT_SECRET must be at least 32 characters").optional()),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
  SEED_DEMO: flag(true),
  SMTP_URL: optional,
  MAIL_FROM: z.string().trim().default("Aurum Voyages <concierge@aurumvoyages.ae>"),
  STAFF_EMAIL: z.string().trim().default("concierge@aurumvoyages.ae"),
  GEMINI_API_KEY: optional,
  GEMINI_BASE_URL: optional,
  GEMINI_MODEL: z.string().trim().default("gemini-2.5-flash"),
  /** Trust X-Forwarded-For for the client address (only behind your own proxy). */
  TRUST_PROXY: flag(false),
  LOG_REQUESTS: flag(false),
  /** Workers hashing and checking passwords, each one password at a time. */
  HASH_WORKERS: z.coerce.number().int().min(1, "HASH_WORKERS must be 1-64").max(64, "HASH_WORKERS must be 1-64")
    .default(defaultHashWorkers()),
  /** Password jobs that may wait for a worker; one more is refused with 503 and Retry-After. */
  HASH_QUEUE: z.coerce.number().int().min(0, "HASH_QUEUE must be 0-10000").max(10_000, "HASH_QUEUE must be 0-10000")
    .default(64),
});

export type Config = z.infer<typeof configSchema>;

/** Parses the environment; throws an Error listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

/** The environment variables this file knows, read from Deno.env (needs --allow-env). */
export function readEnv(): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = {};
  for (const key of Object.keys(configSchema.shape)) env[key] = Deno.env.get(key);
  return env;
}

/**
 * Environment -> typed configuration, validated at start with clear messages.
 * Every setting has a safe default for a first run on a laptop.
 */
import { z } from "zod";
import { DEFAULT_AGENCY_TIME_ZONE, isTimeZone } from "../contract/agency-time.ts";

const flag = (fallback: boolean) =>
  z.enum(["1", "0", "true", "false", "yes", "no", "on", "off", ""]).optional()
    .transform((v) => (v === undefined || v === "" ? fallback : ["1", "true", "yes", "on"].includes(v)));

/** Password hashing workers by default: one core stays free for requests, at most four hash at once. */
export function defaultHashWorkers(cores = navigator.hardwareConcurrency): number {
  return Math.max(1, Math.min(4, cores - 1));
}

const optional = z.string().trim().optional().transform((v) => (v ? v : undefined));

/**
 * How many reverse proxies of our own stand in front of the server (0: none, the socket address is
 * the client's). "false" means 0. "true" is refused: it used to trust the leftmost
 * X-Forwarded-For entry, which the client writes itself; its message asks for the count.
 */
const proxyHops = z.string().trim().optional().transform((v, ctx) => {
  if (v === undefined || v === "" || v.toLowerCase() === "false") return 0;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  ctx.addIssue({
    code: "custom",
    message: ["true", "yes", "on"].includes(v.toLowerCase())
      ? `TRUST_PROXY is now the number of reverse proxies in front of the server (1 behind one proxy), not "${v}": that trusted the address the client wrote itself`
      : "TRUST_PROXY must be the number of reverse proxies in front of the server (0, 1, 2, ...)",
  });
  return z.NEVER;
});

/** A push service's host name, or `*.` and a domain: labels of letters, digits and hyphens, the last not numeric (no IP addresses). */
const PUSH_HOST = /^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]([a-z0-9-]*[a-z0-9])?$/;

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0, "PORT must be 0-65535").max(65535, "PORT must be 0-65535").default(8000),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  /** A KV Connect URL (self-hosted denokv) instead of the local file under DATA_DIR. */
  KV_URL: optional,
  WEB_DIST: z.string().trim().min(1).default("./web/dist"),
  /** The origin every link in an email starts with; required unless the server listens on loopback only. */
  PUBLIC_URL: optional.pipe(
    z.string().refine(isHttpUrl, "PUBLIC_URL must be an http(s) address, e.g. https://www.aurumvoyages.ae")
      .transform((url) => url.replace(/\/+$/, "")).optional(),
  ),
  ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email("ADMIN_EMAIL must be an email address")).default("admin@aurumvoyages.ae"),
  ADMIN_PASSWORD: optional.pipe(z.string().min(8, "ADMIN_PASSWORD must be at least 8 characters").optional()),
  JWT_SECRET: optional.pipe(z.string().min(32, "JWT_SECRET must be at least 32 characters").optional()),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
  SEED_DEMO: flag(true),
  /** With SEED_DEMO: also a demo inquiry answered by a sent proposal, and an accepted one's trip under way; their links logged. */
  SEED_DEMO_PROPOSAL: flag(true),
  SMTP_URL: optional,
  MAIL_FROM: z.string().trim().default("Aurum Voyages <concierge@aurumvoyages.ae>"),
  STAFF_EMAIL: z.string().trim().default("concierge@aurumvoyages.ae"),
  /** The agency's time zone (IANA): staff screens and staff emails show every time on its clock. */
  AGENCY_TIMEZONE: optional.transform((v) => v ?? DEFAULT_AGENCY_TIME_ZONE).refine(isTimeZone, "AGENCY_TIMEZONE must be an IANA time zone name, e.g. Asia/Dubai or Europe/London"),
  /** A JSON file of the agency's proposal terms per language ({"en": "...", "fr": "..."}); unset or a language missing: locales/{lang}/proposal-defaults.json. */
  PROPOSAL_TERMS_FILE: optional,
  GEMINI_API_KEY: optional,
  GEMINI_BASE_URL: optional,
  GEMINI_MODEL: z.string().trim().default("gemini-2.5-flash"),
  /** The number of our own proxies whose X-Forwarded-For entries are trusted (server/http/client-address.ts). */
  TRUST_PROXY: proxyHops,
  /** The log's form: `json` (a line per event) or `pretty` (readable); unset: pretty at a terminal, else JSON. */
  LOG_FORMAT: z.enum(["json", "pretty"], "LOG_FORMAT must be json or pretty").optional(),
  /** Workers hashing and checking passwords, each one password at a time. */
  HASH_WORKERS: z.coerce.number().int().min(1, "HASH_WORKERS must be 1-64").max(64, "HASH_WORKERS must be 1-64")
    .default(defaultHashWorkers()),
  /** Password jobs that may wait for a worker; one more is refused with 503 and Retry-After. */
  HASH_QUEUE: z.coerce.number().int().min(0, "HASH_QUEUE must be 0-10000").max(10_000, "HASH_QUEUE must be 0-10000")
    .default(64),
  /** Every request body must arrive within this, plus its size at BODY_READ_MIN_BYTES_PER_SECOND (http/body-deadline.ts). */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(1, "OUTBOX_LEASE_SECONDS must be 1-3600").max(3600, "OUTBOX_LEASE_SECONDS must be 1-3600").default(60),
  BODY_READ_TIMEOUT_MS: z.coerce.number().int().min(100, "BODY_READ_TIMEOUT_MS must be at least 100").default(15_000),
  BODY_READ_MIN_BYTES_PER_SECOND: z.coerce.number().int()
    .min(1024, "BODY_READ_MIN_BYTES_PER_SECOND must be at least 1024").default(64 * 1024),
  /** Web Push's VAPID key pair (base64url, as web-push's generateVAPIDKeys gives); unset, one is generated and kept in KV. */
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  /** Who push services may contact about our messages: a mailto: or https: address; unset, mailto:STAFF_EMAIL. */
  VAPID_SUBJECT: optional.pipe(
    z.string().regex(/^(mailto:|https:\/\/)\S+$/, "VAPID_SUBJECT must be a mailto: or https: address").optional(),
  ),
  /** Also accept plain-http push endpoints on this machine (127.0.0.1, ::1, localhost): a local test push service only. */
  PUSH_ALLOW_HTTP: flag(false),
  /**
   * Push services beyond the browsers' own (server/push/endpoint.ts): host names, `*.domain` for any
   * host under a domain, separated by commas or spaces. Their endpoints too must be https on port 443.
   */
  PUSH_EXTRA_HOSTS: z.string().optional().transform((v, ctx) => {
    const hosts = (v ?? "").toLowerCase().split(/[\s,]+/).filter(Boolean);
    const bad = hosts.filter((host) => !PUSH_HOST.test(host));
    if (bad.length === 0) return hosts;
    ctx.addIssue({ code: "custom", message: `PUSH_EXTRA_HOSTS lists host names such as push.example.com or *.push.example.com, not "${bad[0]}"` });
    return z.NEVER;
  }),
  /** The folder of the daily backup archives; unset, the server takes none (server/backup/schedule.ts). */
  BACKUP_DIR: optional,
  /** How many archives the daily backup keeps in BACKUP_DIR (the newest ones). */
  BACKUP_KEEP: z.coerce.number().int().min(1, "BACKUP_KEEP must be 1-1000").max(1000, "BACKUP_KEEP must be 1-1000").default(7),
  /** The hour (UTC, 0-23) at which the daily backup starts. */
  BACKUP_HOUR: z.coerce.number().int().min(0, "BACKUP_HOUR must be 0-23").max(23, "BACKUP_HOUR must be 0-23").default(3),
}).refine((config) => !config.VAPID_PUBLIC_KEY === !config.VAPID_PRIVATE_KEY, {
  path: ["VAPID_PRIVATE_KEY"],
  error: "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together (or neither, and a pair is generated)",
}).refine((config) => config.PUBLIC_URL || isLoopbackHost(config.HOST), {
  path: ["PUBLIC_URL"],
  error: (issue) =>
    `PUBLIC_URL is required when HOST is not a loopback address (HOST=${(issue.input as { HOST: string }).HOST}): ` +
    "links in emails must name the site's public address, e.g. https://www.aurumvoyages.ae",
  // Judged whenever HOST and PUBLIC_URL themselves are valid, so it is listed with the other problems.
  when: ({ issues }) => !issues.some((issue) => ["HOST", "PUBLIC_URL"].includes(String(issue.path?.[0]))),
});

export type Config = z.infer<typeof configSchema>;

function isHttpUrl(value: string): boolean {
  return URL.canParse(value) && ["http:", "https:"].includes(new URL(value).protocol);
}

/** 127.0.0.0/8, ::1 and localhost: only this machine can reach a server listening there. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.toLowerCase().replace(/^\[(.*)\]$/, "$1");
  return bare === "localhost" || bare === "::1" || /^127(\.\d{1,3}){3}$/.test(bare);
}

/**
 * The origin links in emails start with: PUBLIC_URL, else (on loopback) the address the server
 * listens on, with the port it really got (`port`, when PORT is 0). Never the request's Host.
 */
export function siteUrl(config: Config, port = config.PORT): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL;
  const host = config.HOST.includes(":") && !config.HOST.startsWith("[") ? `[${config.HOST}]` : config.HOST;
  return `http://${host}:${port}`;
}

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

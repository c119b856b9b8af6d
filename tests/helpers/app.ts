/**
 * An in-process app on a real Deno KV file in a temp folder, for server tests (app.request).
 * Each call gets its own database; `close()` removes it.
 */
import { createApp } from "../../server/app.ts";
import { ensureFirstAdmin, ensureJwtSecret } from "../../server/bootstrap.ts";
import { loadConfig } from "../../server/config.ts";
import { createUser } from "../../server/kv/users.ts";
import { createDeps } from "../../server/deps.ts";
import type { OutboxTiming } from "../../server/services/outbox.ts";
import { configureLog, type LogLevel } from "../../server/observe/log.ts";

const quietLog = (level: LogLevel, line: string) => {
  if (level !== "info") console.error(line);
};
import { seedDemoExchangeRates } from "../../server/seed/exchange-rates.ts";
import { startSmtp } from "./smtp.ts";

export const ADMIN = { email: "admin@test.example", password: "admin-password-1" };

export type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

/**
 * `log`: where the server's log lines go (default: information is dropped, warnings and errors
 * printed); `quiet: false` logs each mail kept in the local outbox too.
 */
export async function makeTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    log?: (level: LogLevel, line: string) => void;
    quiet?: boolean;
    /** The outbox worker's timing (services/outbox.ts), e.g. its retries scaled down. */
    outbox?: { timing?: Partial<OutboxTiming> };
  } = {},
) {
  configureLog({ format: "json", sink: options.log ?? quietLog });
  const dataDir = await Deno.makeTempDir({ prefix: "travel-test-" });
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    WEB_DIST: `${dataDir}/no-web-build`,
    ...options.env,
  });
  const kv = await Deno.openKv(`${dataDir}/app.kv`);
  const jwtSecret = await ensureJwtSecret(kv, config);
  // Like the server's start: starting exchange rates when none are stored.
  await seedDemoExchangeRates(kv);
  if (options.seed) await (await import("../../server/seed/seed-demo.ts")).seedDemoCatalogue(kv);
  const deps = createDeps({ config, kv, jwtSecret, quiet: options.quiet ?? true, outbox: options.outbox });
  await ensureFirstAdmin(kv, config, deps.passwords);
  const app = createApp(deps);

  /** A request with a JSON body and an optional bearer token; answers the parsed body too. */
  async function call(method: string, path: string, init: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | undefined = init.raw;
    if (init.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(init.body);
    }
    const res = await app.request(path, { method, headers, body });
    const text = await res.text();
    // deno-lint-ignore no-explicit-any
    let json: any = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch { /* not JSON */ }
    return { status: res.status, headers: res.headers, json, text };
  }

  async function login(email: string, password: string): Promise<string> {
    const res = await call("POST", "/api/auth/login", { body: { email, password } });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
    return res.json.data.access_token;
  }

  /** Creates a member directly in the database and logs them in. */
  async function member(email = `member-${crypto.randomUUID()}@test.example`, opts: { isApproved?: boolean } = {}) {
    const password = "member-password-1";
    const user = await createUser(kv, {
      name: "Test Member",
      email,
      passwordHash: await deps.passwords.hash(password),
      isAdmin: false,
      isApproved: opts.isApproved ?? true,
    });
    return { user, token: await login(email, password), password };
  }

  return {
    app, kv, config, deps, dataDir, call, login, member,
    adminToken: () => login(ADMIN.email, ADMIN.password),
    async close() {
      await deps.outbox.stop();
      deps.mailer.close?.();
      deps.passwords.close();
      deps.imageJobs.close();
      kv.close();
      await Deno.remove(dataDir, { recursive: true });
    },
  };
}

export type TestAppOptions = Parameters<typeof makeTestApp>[0];

/** Runs `fn` with a fresh test app (`options` as `makeTestApp`'s); waits for its emails, then closes the app. */
export async function withTestApp(fn: (t: TestApp) => Promise<void>, options: TestAppOptions = {}) {
  const t = await makeTestApp(options);
  try {
    await fn(t);
  } finally {
    await t.deps.outbox.settled();
    await t.close();
  }
}

/** Runs `fn` with a fresh test app and an administrator's token; waits for its emails, then closes the app. */
export function withAdminApp(fn: (t: TestApp, admin: string) => Promise<void>, options: TestAppOptions = {}) {
  return withTestApp(async (t) => await fn(t, await t.adminToken()), options);
}

/** Runs `fn` with a fresh app holding the demo catalogue; waits for every email before closing the database. */
export function withSeededApp(
  fn: (t: TestApp) => Promise<void>,
  env?: Record<string, string>,
  options: { outbox?: { timing?: Partial<OutboxTiming> } } = {},
) {
  return withTestApp(fn, { seed: true, env, outbox: options.outbox });
}

export type Smtp = Awaited<ReturnType<typeof startSmtp>>;

/**
 * Runs `fn` with a fresh app sending its emails to a local SMTP listener (`env` adds settings);
 * waits for every email, then closes both.
 */
export async function withSmtpApp(fn: (t: TestApp, smtp: Smtp) => Promise<void>, options: { seed?: boolean; env?: Record<string, string> } = {}) {
  const smtp = await startSmtp();
  const t = await makeTestApp({ seed: options.seed, env: { SMTP_URL: smtp.url, ...options.env } });
  try {
    await fn(t, smtp);
  } finally {
    await t.deps.outbox.settled();
    await t.close();
    await smtp.close();
  }
}

/**
 * An error body without its `requestId` (a new id per request), for comparing the rest of it whole;
 * `tests/server/request_ids_test.ts` checks the id itself.
 */
export function withoutRequestId(json: Record<string, unknown>): Record<string, unknown> {
  const { requestId: _requestId, ...rest } = json;
  return rest;
}

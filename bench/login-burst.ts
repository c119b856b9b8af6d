/**
 * Catalogue reads while logins run: `GET /api/packages` is started every 20 ms (whether or not the
 * last one has answered, as independent visitors do) and each answer's latency kept, first with the
 * server idle, then while a burst of correct logins runs in parallel. A password hash takes about a
 * hundred milliseconds of CPU; done on the thread that answers requests, it makes every read wait.
 *
 * The logins are spread over a few accounts and come from their own client addresses (the server
 * must trust X-Forwarded-For: TRUST_PROXY), so per-account or per-address sign-in limits do not
 * decide the figure.
 */

export type Latencies = { reads: number; p50: number; p99: number; max: number };
export type LoginBurst = { idle: Latencies; duringLogins: Latencies; logins: number; loginsOk: number; loginSeconds: number };

type Credentials = { email: string; password: string };

const READ_EVERY_MS = 20;
const ACCOUNTS = 4;

const round1 = (n: number) => Math.round(n * 10) / 10;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timedRead(url: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${url}/api/packages`, { headers: { "x-forwarded-for": "10.20.0.1" } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET /api/packages answered ${response.status}`);
  return performance.now() - start;
}

/** Starts a read every READ_EVERY_MS until `done` settles; the latencies of all of them. */
async function readsUntil(url: string, done: Promise<unknown>): Promise<Latencies> {
  const reads: Promise<number>[] = [];
  let finished = false;
  done.finally(() => finished = true).catch(() => {});
  while (!finished) {
    reads.push(timedRead(url));
    await new Promise((resolve) => setTimeout(resolve, READ_EVERY_MS));
  }
  const sorted = (await Promise.all(reads)).sort((a, b) => a - b);
  return { reads: sorted.length, p50: round1(percentile(sorted, 50)), p99: round1(percentile(sorted, 99)), max: round1(sorted.at(-1)!) };
}

async function post(url: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

/** A few members created by the administrator, to spread the logins over. */
async function loginAccounts(url: string, admin: Credentials): Promise<Credentials[]> {
  const login = await post(url, "/api/auth/login", admin, { "x-forwarded-for": "10.20.0.2" });
  if (!login.ok) throw new Error(`admin login answered ${login.status}: ${await login.text()}`);
  const token = (await login.json()).data.access_token as string;
  const accounts: Credentials[] = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const account = { email: `burst-${i}-${crypto.randomUUID()}@example.com`, password: "burst-password-1" };
    const created = await post(url, "/api/auth/create-user", { name: `Burst ${i}`, ...account }, {
      authorization: `Bearer ${token}`,
      "x-forwarded-for": "10.20.0.2",
    });
    if (created.status !== 201) throw new Error(`create-user answered ${created.status}: ${await created.text()}`);
    accounts.push(account);
  }
  return accounts;
}

/** Measures reads idle for `idleMs`, then while `logins` correct logins run all at once. */
export async function measureLoginBurst(url: string, admin: Credentials, options: { logins?: number; idleMs?: number } = {}): Promise<LoginBurst> {
  const logins = options.logins ?? 40;
  const accounts = await loginAccounts(url, admin);
  await timedRead(url); // warm-up: the catalogue answer is cached after its first read
  const idle = await readsUntil(url, new Promise((resolve) => setTimeout(resolve, options.idleMs ?? 2_000)));

  const start = performance.now();
  const burst = Promise.all(Array.from({ length: logins }, async (_, i) => {
    const response = await post(url, "/api/auth/login", accounts[i % accounts.length], {
      "x-forwarded-for": `10.21.${i >> 8}.${i & 255}`,
    });
    await response.arrayBuffer();
    return response.status;
  }));
  const duringLogins = await readsUntil(url, burst);
  const statuses = await burst;
  return {
    idle,
    duringLogins,
    logins,
    loginsOk: statuses.filter((status) => status === 200).length,
    loginSeconds: round1((performance.now() - start) / 1000),
  };
}

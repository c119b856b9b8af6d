/**
 * The password pool: argon2id runs in workers with the same parameters and stored format as before
 * (hashes made on the request thread still verify), at most one password per worker, a bounded
 * queue beyond them answering 503 with Retry-After, and every route that hashes or checks a
 * password going through it.
 */
import assert from "node:assert/strict";
import { hashPassword } from "../../server/auth/password.ts";
import { createPasswordPool, PASSWORDS_BUSY } from "../../server/auth/password-pool.ts";
import { defaultHashWorkers, loadConfig } from "../../server/config.ts";
import { AppError } from "../../server/errors.ts";
import { appErrorAnswer } from "../../server/http/errors.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { ADMIN, makeTestApp, withoutRequestId } from "../helpers/app.ts";
import { registrationBody } from "../helpers/fixtures.ts";

/** The modules a script loads, from `deno info --json`. */
async function moduleGraph(script: string): Promise<string[]> {
  const root = new URL("../../", import.meta.url).pathname;
  const { stdout, success } = await new Deno.Command(Deno.execPath(), { args: ["info", "--json", script], cwd: root }).output();
  assert.ok(success, `deno info ${script}`);
  return (JSON.parse(new TextDecoder().decode(stdout)).modules as { specifier: string }[]).map((m) => m.specifier);
}

Deno.test("the request thread never loads argon2: only the worker's module graph holds it", async () => {
  const isArgon2 = (specifier: string) => specifier.includes("hash-wasm") || specifier.endsWith("/server/auth/password.ts");
  assert.deepEqual((await moduleGraph("server/main.ts")).filter(isArgon2), []);
  assert.equal((await moduleGraph("server/auth/password-worker.ts")).filter(isArgon2).length, 2, "the worker's graph holds both");
});

Deno.test("pool hashes keep the argon2id parameters and format; older hashes still verify", async () => {
  const pool = createPasswordPool({ workers: 1, queue: 4 });
  try {
    const hash = await pool.hash("correct horse");
    assert.match(hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    assert.equal(await pool.verify("correct horse", hash), true);
    assert.equal(await pool.verify("wrong horse", hash), false);
    const madeBefore = await hashPassword("stored earlier");
    assert.equal(await pool.verify("stored earlier", madeBefore), true, "a hash made on the request thread");
    assert.equal(await pool.verify("anything", undefined), false, "no hash (unknown email): the decoy never matches");
    assert.equal(await pool.verify("anything", "not a hash"), false);
  } finally {
    pool.close();
  }
});

Deno.test("a full queue refuses at once with 503, Retry-After and a JSON-ready message; waiting jobs run in order", async () => {
  const pool = createPasswordPool({ workers: 1, queue: 2 });
  try {
    const finished: number[] = [];
    const accepted = [0, 1, 2].map((n) => pool.hash(`password-${n}`).then((hash) => (finished.push(n), hash)));
    const refused = await pool.hash("one too many").then(() => null, (error) => error);
    assert.ok(refused instanceof AppError, String(refused));
    const answer = appErrorAnswer(refused);
    assert.equal(answer.status, 503);
    assert.equal(answer.body.code, "busy");
    assert.equal(refused.message, PASSWORDS_BUSY);
    assert.ok(Number(answer.headers["retry-after"]) >= 1, JSON.stringify(answer.headers));
    await Promise.all(accepted);
    assert.deepEqual(finished, [0, 1, 2], "one worker, one password at a time, in order");
    assert.match(await pool.hash("room again"), /^\$argon2id\$/, "accepted again once the queue drained");
  } finally {
    pool.close();
  }
});

Deno.test("an idle worker is ended after idleMs (it holds tens of MB), and the next password starts one", async () => {
  const pool = createPasswordPool({ workers: 1, queue: 4, idleMs: 1_000 });
  try {
    assert.equal(pool.liveWorkers(), 0, "no worker before the first password");
    const hash = await pool.hash("kept");
    assert.equal(pool.liveWorkers(), 1, "the worker is kept for the next password");
    assert.equal(await pool.verify("kept", hash), true);
    assert.equal(pool.liveWorkers(), 1, "still one worker, reused");
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    assert.equal(pool.liveWorkers(), 0, "idle workers are ended");
    assert.equal(await pool.verify("kept", hash), true, "a new worker answers the next password");
    assert.equal(pool.liveWorkers(), 1);
  } finally {
    pool.close();
  }
  assert.equal(pool.liveWorkers(), 0);
});

Deno.test("closing the pool rejects what is running or waiting, and later jobs", async () => {
  const pool = createPasswordPool({ workers: 1, queue: 1 });
  const running = pool.hash("a");
  const waiting = pool.hash("b");
  pool.close();
  await assert.rejects(running, /closed/);
  await assert.rejects(waiting, /closed/);
  await assert.rejects(pool.hash("c"), /closed/);
});

/** Each thread of this process: its id, name and nice value. A thread that ends while the list is
 * read (other test files start and end workers meanwhile) is left out. */
function threads(): { tid: number; name: string; nice: number }[] {
  return [...Deno.readDirSync("/proc/self/task")].flatMap((entry) => {
    try {
      const stat = Deno.readTextFileSync(`/proc/self/task/${entry.name}/stat`);
      const name = Deno.readTextFileSync(`/proc/self/task/${entry.name}/comm`).trim();
      // The nice value is field 19 of stat; the fields after the name (in parentheses) start at 3.
      return [{ tid: Number(entry.name), name, nice: Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]) }];
    } catch (error) {
      if (error instanceof Deno.errors.NotFound) return [];
      throw error;
    }
  });
}

Deno.test({
  name: "hashing workers run at a lower CPU priority than the thread that answers requests",
  ignore: Deno.build.os !== "linux",
  async fn() {
    const before = new Set(threads().map((thread) => thread.tid));
    const pool = createPasswordPool({ workers: 2, queue: 0 });
    let started: ReturnType<typeof threads> = [];
    try {
      await Promise.all([pool.hash("a"), pool.hash("b")]);
      // Deno names a worker's thread "worker-N". Test files running in parallel start workers of
      // their own, so the pool's are told apart below: they are the ones its close() ends.
      started = threads().filter((thread) => thread.name.startsWith("worker-") && !before.has(thread.tid));
      assert.equal(threads().find((thread) => thread.tid === Deno.pid)?.nice, 0, "the main thread keeps its priority");
    } finally {
      pool.close();
    }
    let poolWorkers = started;
    for (let wait = 0; wait < 50; wait++) {
      const alive = new Set(threads().map((thread) => thread.tid));
      poolWorkers = started.filter((thread) => !alive.has(thread.tid));
      if (poolWorkers.length >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.ok(poolWorkers.length >= 2, `the pool's two workers end when it closes: ${JSON.stringify(started)}`);
    // A worker of another test file may start and end in the same moments (it keeps priority 0), so
    // the check is that two of the threads that ended with the pool run at the lowered priority:
    // with the priority not lowered, none would.
    const lowered = poolWorkers.filter((thread) => thread.nice === 10);
    assert.ok(lowered.length >= 2, `the pool's workers run at nice 10: ${JSON.stringify(poolWorkers)}`);
  },
});

Deno.test("HASH_WORKERS defaults to the cores less one (1 to 4); HASH_WORKERS and HASH_QUEUE are validated", () => {
  assert.deepEqual([1, 2, 3, 4, 8, 64].map((cores) => defaultHashWorkers(cores)), [1, 1, 2, 3, 4, 4]);
  assert.equal(loadConfig({}).HASH_WORKERS, defaultHashWorkers());
  assert.equal(loadConfig({}).HASH_QUEUE, 64);
  assert.deepEqual(
    (({ HASH_WORKERS, HASH_QUEUE }) => ({ HASH_WORKERS, HASH_QUEUE }))(loadConfig({ HASH_WORKERS: "2", HASH_QUEUE: "0" })),
    { HASH_WORKERS: 2, HASH_QUEUE: 0 },
  );
  assert.throws(() => loadConfig({ HASH_WORKERS: "0", HASH_QUEUE: "-1" }), /HASH_WORKERS[\s\S]*HASH_QUEUE/);
});

Deno.test("login, registration, change password and created users all hash through the pool: busy answers 503", async () => {
  // One worker and no queue: while it hashes, every other password job is refused at once.
  const t = await makeTestApp({ env: { HASH_WORKERS: "1", HASH_QUEUE: "0" } });
  try {
    const adminToken = await t.adminToken();
    const member = await t.member();
    const applicant = "applicant@test.example";
    const now = Date.now();
    await t.kv.set(KEYS.emailVerified(applicant), { verifiedAt: now, expiresAt: now + 600_000 });

    const routes = {
      login: () => t.call("POST", "/api/auth/login", { body: { email: ADMIN.email, password: ADMIN.password } }),
      register: () => t.call("POST", "/api/auth/register", { body: registrationBody(applicant) }),
      "change-password": () =>
        t.call("POST", "/api/auth/change-password", {
          token: member.token,
          body: { currentPassword: member.password, newPassword: "member-password-2" },
        }),
      "create-user": () =>
        t.call("POST", "/api/auth/create-user", {
          token: adminToken,
          body: { name: "Made By Admin", email: "made@test.example", password: "made-password-1" },
        }),
    };
    for (const [name, call] of Object.entries(routes)) {
      const occupying = t.deps.passwords.hash("keeps the only worker busy");
      const res = await call();
      await occupying;
      assert.equal(res.status, 503, `${name}: ${res.text}`);
      assert.deepEqual(withoutRequestId(res.json), { message: PASSWORDS_BUSY, code: "busy" }, name);
      assert.ok(Number(res.headers.get("retry-after")) >= 1, `${name}: Retry-After ${res.headers.get("retry-after")}`);
    }
    // With the worker free again each of them goes through.
    const statuses = [];
    for (const call of Object.values(routes)) statuses.push((await call()).status);
    assert.deepEqual(statuses, [200, 201, 200, 201]);
  } finally {
    await t.close();
  }
});

/**
 * A submitted inquiry is one read and ONE commit in the request: its hit on the address's rate
 * window, the inquiry, its idempotency key entries and its emails and push (outbox entries)
 * together, so no hit is ever counted without its inquiry, an inquiry stored without its hit, or
 * an email lost between the answer and its send. The outbox worker sends them after the answer and
 * records each email's outcome. Parallel inquiries share commits, never one address's hits. A
 * replay and a refused request write nothing. Counted on a wrapped database handle.
 */
import assert from "node:assert/strict";
import { createApp } from "../../server/app.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { windowOf } from "../../server/kv/rate-windows.ts";
import type { Mailer } from "../../server/mail/mailer.ts";
import { INQUIRY_LIMIT } from "../../server/services/inquiries.ts";
import { createOutbox } from "../../server/services/outbox.ts";
import { outboxSize } from "../../server/kv/outbox.ts";
import { readOutbox } from "../../server/mail/mailer.ts";
import { makeTestApp, type TestApp } from "../helpers/app.ts";
import { fillWindow } from "../helpers/rate-limits.ts";

type Counts = { reads: number; commits: number };

/** `kv` with every read round trip and every commit counted; `failCommits` makes commits throw. */
function counted(kv: Deno.Kv) {
  const counts: Counts = { reads: 0, commits: 0 };
  const state = { failCommits: false };
  const handle = new Proxy(kv, {
    get(target, name) {
      const value = Reflect.get(target, name, target);
      if (typeof value !== "function") return value;
      if (name === "get" || name === "getMany" || name === "list") {
        return (...args: unknown[]) => (counts.reads++, value.apply(target, args));
      }
      if (name === "set" || name === "delete") {
        return (...args: unknown[]) => (counts.commits++, value.apply(target, args));
      }
      if (name === "atomic") {
        return () => {
          const op = target.atomic();
          const commit = op.commit.bind(op);
          op.commit = () => {
            counts.commits++;
            if (state.failCommits) return Promise.reject(new Error("injected: the database is unavailable"));
            return commit();
          };
          return op;
        };
      }
      return value.bind(target);
    },
  });
  return { kv: handle, counts, state };
}

/** A mailer whose sends wait until `open()`. */
function gatedMailer() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const mailer: Mailer = { send: async () => (await gate, { ok: true }) };
  return { mailer, open };
}

const body = (itemId: string, itemName: string, userEmail = "layla@example.com") =>
  JSON.stringify({
    type: "package",
    itemId,
    itemName,
    userName: "Layla Haddad",
    userEmail,
    userPhone: "+971 50 123 4567",
    numPeople: "2",
  });

const ADDRESS = "198.51.100.44";

/**
 * The app on a counted handle, its outbox worker sending through the gated mailer unless
 * `localOutbox` (the app's own, without SMTP_URL). The worker sleeps until `mail.wake()`, so the
 * request's reads and commits are counted alone.
 */
async function withCountedApp(
  fn: (t: TestApp, c: ReturnType<typeof counted>, mail: ReturnType<typeof gatedMailer> & { wake(): void }) => Promise<void>,
  options: { localOutbox?: boolean } = {},
) {
  const t = await makeTestApp({ seed: true, env: { TRUST_PROXY: "1" } });
  const c = counted(t.kv);
  const gated = gatedMailer();
  const worker = createOutbox(c.kv, { mailer: options.localOutbox ? t.deps.mailer : gated.mailer, push: t.deps.push });
  let awake = false;
  const outbox = { ...worker, wake: () => awake && worker.wake() };
  const mail = { ...gated, wake: () => (awake = true, worker.wake()) };
  const deps = { ...t.deps, kv: c.kv, outbox };
  try {
    await fn({ ...t, app: createApp(deps), deps }, c, mail);
  } finally {
    mail.open();
    mail.wake();
    await worker.settled();
    await worker.stop();
    await t.close();
  }
}

function post(t: TestApp, payload: string, key?: string, address = ADDRESS) {
  const headers: Record<string, string> = { "content-type": "application/json", "x-forwarded-for": address };
  if (key) headers["idempotency-key"] = key;
  return t.app.request("/api/inquiries", { method: "POST", headers, body: payload });
}

async function hits(kv: Deno.Kv): Promise<number> {
  const entry = await kv.get<Deno.KvU64>(windowOf(INQUIRY_LIMIT, ADDRESS).key);
  return Number(entry.value?.value ?? 0n);
}

async function firstPackage(t: TestApp) {
  return ((await (await t.app.request("/api/packages")).json()).data.packages as { id: string; name: string }[])[0];
}

Deno.test("a new inquiry is one read and one commit: its rate hit, the inquiry, its key and its emails together; the worker sends them after", async () => {
  await withCountedApp(async (t, c, mail) => {
    const pkg = await firstPackage(t);
    c.counts.reads = c.counts.commits = 0;
    const res = await post(t, body(pkg.id, "A name the catalogue corrects"), "one-commit-key-1");
    assert.equal(res.status, 201);
    const inquiry = (await res.json()).data;
    assert.deepEqual(c.counts, { reads: 1, commits: 1 }, "in the request: one getMany, one commit");
    assert.equal(inquiry.itemName, pkg.name, "the item's name comes from the catalogue in the same read");
    assert.equal(await hits(t.kv), 1);
    assert.ok((await t.kv.get(KEYS.inquiry(inquiry.id))).value);
    assert.equal((await t.kv.get(KEYS.inquiryKeyOf(inquiry.id))).value, "one-commit-key-1");
    assert.equal(await outboxSize(t.kv), 3, "both emails and the staff's push in the outbox, in that commit");
    assert.deepEqual(inquiry.mail, { confirmation: "pending", staff: "pending" });

    mail.wake();
    mail.open();
    await t.deps.outbox.settled();
    assert.deepEqual((await t.kv.get<{ mail: unknown }>(KEYS.inquiry(inquiry.id))).value?.mail, { confirmation: "sent", staff: "sent" });
    assert.equal(await outboxSize(t.kv), 0, "each entry deleted once delivered");
  });
});

Deno.test("a replay and a request refused by a full window write nothing", async () => {
  await withCountedApp(async (t, c) => {
    const pkg = await firstPackage(t);
    assert.equal((await post(t, body(pkg.id, pkg.name), "replayed-key-1")).status, 201);
    c.counts.commits = 0;
    const replay = await post(t, body(pkg.id, pkg.name), "replayed-key-1");
    assert.equal(replay.status, 201);
    assert.equal(replay.headers.get("idempotent-replayed"), "true");
    await replay.body?.cancel();
    assert.equal(c.counts.commits, 0, "a replay commits nothing");
    assert.equal(await hits(t.kv), 1, "a replay takes no place");

    await fillWindow(t.kv, INQUIRY_LIMIT, ADDRESS);
    c.counts.commits = 0;
    const refused = await post(t, body(pkg.id, pkg.name));
    assert.equal(refused.status, 429);
    assert.equal((await refused.json()).message, INQUIRY_LIMIT.message);
    assert.ok(Number(refused.headers.get("retry-after")) >= 1);
    assert.equal(c.counts.commits, 0, "a refusal commits nothing");
  });
});

Deno.test("a commit that fails leaves neither a counted hit nor an inquiry", async () => {
  await withCountedApp(async (t, c) => {
    const pkg = await firstPackage(t);
    c.state.failCommits = true;
    const res = await post(t, body(pkg.id, pkg.name), "failing-key-1");
    await res.body?.cancel();
    assert.equal(res.status, 500);
    c.state.failCommits = false;
    assert.equal(await hits(t.kv), 0, "no hit counted");
    assert.equal((await Array.fromAsync(t.kv.list({ prefix: KEYS.inquiries() }))).length, 0, "no inquiry");
    assert.equal((await t.kv.get(KEYS.inquiryKey("failing-key-1"))).value, null, "no key");
    assert.equal(await outboxSize(t.kv), 0, "no email");
    assert.equal((await post(t, body(pkg.id, pkg.name), "failing-key-1")).status, 201, "the retry is stored");
  });
});

Deno.test("without SMTP_URL the worker delivers both emails into the local outbox and records them sent", async () => {
  await withCountedApp(async (t, c, mail) => {
    const pkg = await firstPackage(t);
    c.counts.reads = c.counts.commits = 0;
    const res = await post(t, body(pkg.id, pkg.name), "outbox-commit-key-1");
    assert.equal(res.status, 201);
    const inquiry = (await res.json()).data;
    assert.deepEqual(c.counts, { reads: 1, commits: 1 }, "in the request: one getMany, one commit");
    assert.deepEqual(await readOutbox(t.kv), [], "nothing delivered before the worker runs");
    mail.wake();
    await t.deps.outbox.settled();
    const outbox = await readOutbox(t.kv);
    assert.deepEqual(outbox.map((m) => m.to).sort(), ["layla@example.com", t.deps.config.STAFF_EMAIL].sort());
    assert.ok(outbox.some((m) => m.text.includes(pkg.name)), "the confirmation names the item");
    assert.deepEqual((await t.kv.get<{ mail: unknown }>(KEYS.inquiry(inquiry.id))).value?.mail, { confirmation: "sent", staff: "sent" });
  }, { localOutbox: true });
});

Deno.test("parallel inquiries share commits; one address's hits never share one, so its limit stays exact", async () => {
  await withCountedApp(async (t, c) => {
    const pkg = await firstPackage(t);
    c.counts.commits = 0;
    // Twelve travellers at twelve addresses at once: fewer commits than inquiries.
    const spread = await Promise.all(
      Array.from({ length: 12 }, (_, i) => post(t, body(pkg.id, pkg.name, `traveller${i}@example.com`), `spread-key-${i}`, `203.0.113.${i + 1}`)),
    );
    assert.ok(spread.every((res) => res.status === 201));
    await Promise.all(spread.map((res) => res.body?.cancel()));
    assert.ok(c.counts.commits < 12, `12 inquiries in ${c.counts.commits} commits`);
    // One address, more at once than its window holds: exactly the limit is stored.
    const burst = await Promise.all(Array.from({ length: INQUIRY_LIMIT.max + 6 }, (_, i) => post(t, body(pkg.id, pkg.name), `burst-key-${i}`)));
    const statuses = burst.map((res) => res.status);
    await Promise.all(burst.map((res) => res.body?.cancel()));
    assert.equal(statuses.filter((s) => s === 201).length, INQUIRY_LIMIT.max, `statuses: ${statuses}`);
    assert.equal(statuses.filter((s) => s === 429).length, 6);
    assert.equal(await hits(t.kv), INQUIRY_LIMIT.max);
  }, { localOutbox: true });
});

/**
 * A conversation's state (who answers it, its status) under changes that arrive at the same moment,
 * over HTTP. Each test holds one request just after it has read the conversation, lets the other
 * change it meanwhile, then lets the first go on: whichever order the two land in, the rules of
 * contract/chat/state.ts give one state, and that is the state stored. A change computed from the
 * held (stale) read and written over the other one would lose it.
 */
import assert from "node:assert/strict";
import { newChatSessionId } from "../../contract/chat/session.ts";
import type { AuditEntry } from "../../contract/audit.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { type TestApp, withAdminApp } from "../helpers/app.ts";

/**
 * Swaps the app's database handle for one whose next read of `key` (armed by `hold`) is answered
 * only once `release` is called; `reached` resolves when that read has happened.
 */
function holdNextRead(t: TestApp, key: Deno.KvKey) {
  const kv = t.deps.kv;
  const same = (k: Deno.KvKey) => JSON.stringify(k) === JSON.stringify(key);
  let armed = false;
  let reached!: () => void;
  let release!: () => void;
  const reachedP = new Promise<void>((resolve) => (reached = resolve));
  const releaseP = new Promise<void>((resolve) => (release = resolve));
  const held = async <T>(read: Promise<T>, touches: boolean): Promise<T> => {
    const value = await read;
    if (armed && touches) {
      armed = false;
      reached();
      await releaseP;
    }
    return value;
  };
  t.deps.kv = new Proxy(kv, {
    get(target, prop) {
      if (prop === "get") return (k: Deno.KvKey, o?: { consistency?: Deno.KvConsistencyLevel }) => held(target.get(k, o), same(k));
      if (prop === "getMany") {
        return (keys: Deno.KvKey[], o?: { consistency?: Deno.KvConsistencyLevel }) => held(target.getMany(keys, o), keys.some(same));
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return {
    hold: () => (armed = true),
    reached: reachedP,
    release,
    restore: () => (t.deps.kv = kv),
  };
}

async function newConversation(t: TestApp): Promise<string> {
  const id = newChatSessionId();
  const res = await t.call("POST", `/api/chat/sessions/${id}/messages`, { body: { text: "A villa in Ravello for June?" } });
  assert.equal(res.status, 201, res.text);
  return id;
}

async function stateOf(t: TestApp, id: string) {
  const { status, handler } = (await t.call("GET", `/api/chat/sessions/${id}`)).json.data;
  return { status, handler };
}

/** Runs `first` until it has read the conversation, `second` to its end, then lets `first` finish. */
async function interleave(
  t: TestApp,
  id: string,
  first: () => Promise<{ status: number; text: string }>,
  second: () => Promise<{ status: number; text: string }>,
) {
  const gate = holdNextRead(t, KEYS.chatSession(id));
  try {
    gate.hold();
    const firstDone = first();
    await gate.reached;
    const secondRes = await second();
    assert.ok(secondRes.status < 300, secondRes.text);
    gate.release();
    const firstRes = await firstDone;
    assert.ok(firstRes.status < 300, firstRes.text);
  } finally {
    gate.restore();
  }
}

Deno.test("a traveller's message reopening a Resolved chat as staff take it over: the consultant has it, Needs Review", async () => {
  await withAdminApp(async (t, admin) => {
    const id = await newConversation(t);
    assert.equal((await t.call("PATCH", `/api/chat/sessions/${id}/status`, { token: admin, body: { status: "Resolved" } })).status, 200);
    await interleave(
      t,
      id,
      () => t.call("PATCH", `/api/chat/sessions/${id}/handler`, { token: admin, body: { handler: "consultant" } }),
      () => t.call("POST", `/api/chat/sessions/${id}/messages`, { body: { text: "Actually, one more question." } }),
    );
    // The message reopened it (AI-Active), the take-over then made it Needs Review; the other way
    // round, the take-over keeps Resolved and the message reopens it for the consultant: Needs Review.
    assert.deepEqual(await stateOf(t, id), { status: "Needs Review", handler: "consultant" });
  });
});

Deno.test("staff resolve a chat while another takes it over: it stays Resolved, with the consultant", async () => {
  await withAdminApp(async (t, admin) => {
    const id = await newConversation(t);
    await interleave(
      t,
      id,
      () => t.call("PATCH", `/api/chat/sessions/${id}/handler`, { token: admin, body: { handler: "consultant" } }),
      () => t.call("PATCH", `/api/chat/sessions/${id}/status`, { token: admin, body: { status: "Resolved" } }),
    );
    assert.deepEqual(await stateOf(t, id), { status: "Resolved", handler: "consultant" });
  });
});

Deno.test("staff open a chat on the desk as the traveller ends it: it stays ended", async () => {
  await withAdminApp(async (t, admin) => {
    const id = await newConversation(t);
    await interleave(
      t,
      id,
      () => t.call("POST", `/api/chat/sessions/${id}/read?opened=true`, { token: admin }),
      () => t.call("POST", `/api/chat/sessions/${id}/end`),
    );
    assert.deepEqual(await stateOf(t, id), { status: "User-Ended", handler: "ai" });
  });
});

Deno.test("staff open an AI-Active chat on the desk: the server makes it Needs Review and answers the state", async () => {
  await withAdminApp(async (t, admin) => {
    const id = await newConversation(t);
    const opened = await t.call("POST", `/api/chat/sessions/${id}/read?opened=true`, { token: admin });
    assert.equal(opened.status, 200, opened.text);
    assert.equal(opened.json.data.status, "Needs Review");
    assert.equal(opened.json.data.handler, "ai");
    assert.deepEqual(await stateOf(t, id), { status: "Needs Review", handler: "ai" });
    // The change is a staff action: recorded in the same commit. Opening it again changes nothing and records nothing.
    const audit = async () => (await Array.fromAsync(t.kv.list<AuditEntry>({ prefix: ["audit"] }))).map((e) => e.value).filter((e) => e.entity === "chat");
    assert.deepEqual((await audit()).map(({ action, before, after }) => ({ action, before, after })), [
      { action: "status", before: { status: "AI-Active" }, after: { status: "Needs Review" } },
    ]);
    assert.equal((await t.call("POST", `/api/chat/sessions/${id}/read?opened=true`, { token: admin })).status, 200);
    assert.equal((await audit()).length, 1);
    // Reading what arrives while it stays open changes no state: handed back to the AI, it stays AI-Active.
    await t.call("PATCH", `/api/chat/sessions/${id}/handler`, { token: admin, body: { handler: "ai" } });
    await t.call("POST", `/api/chat/sessions/${id}/messages`, { body: { text: "And a boat for the coast?" } });
    const read = await t.call("POST", `/api/chat/sessions/${id}/read`, { token: admin });
    assert.equal(read.status, 200, read.text);
    assert.deepEqual(await stateOf(t, id), { status: "AI-Active", handler: "ai" });
  });
});

/**
 * An erasure takes the person's records and every entry that names them, and nothing of anybody
 * else's: the counters the desks and reports keep, and other leads' index and search entries, have
 * keys made of words, sources and ids that may merely contain the person's name ("Mar" in "margin",
 * "Marco", "mare.example"). Those stay; the person's own lead entries are removed by their ids.
 */
import assert from "node:assert/strict";
import { erasePerson, needlesOf } from "../../server/kv/erasure.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { putChatSession } from "../../server/kv/chat/session-record.ts";

Deno.test("an erasure leaves the counters and other people's lead entries that only contain the person's name", async () => {
  const path = await Deno.makeTempFile({ suffix: ".kv" });
  const kv = await Deno.openKv(path);
  try {
    const bystanders: Deno.KvKey[] = [
      KEYS.reportStat("m", "2026-03", "margin", "EUR"),
      KEYS.leadStat("m", "2026-03", "source", "mare.example"),
      KEYS.leadCount("source", "mare.example"),
    ];
    for (const key of bystanders) await kv.set(key, new Deno.KvU64(5n));
    const other = { id: "lead-marco", name: "Marco Rossi", source: "mare.example" };
    const otherEntries: Deno.KvKey[] = [KEYS.leadWord("marco", other.id), KEYS.leadIndex("leads_by_source", "mare.example", other.id)];
    await kv.set(KEYS.leadWord("marco", other.id), true);
    await kv.set(KEYS.leadIndex("leads_by_source", "mare.example", other.id), other);
    // The person's own search entry goes (it names their lead's id).
    await kv.set(KEYS.leadWord("mar", "lead-mar"), true);

    await erasePerson(kv, { ids: ["lead-mar"], needles: needlesOf("mar@example.com", ["Mar"], []), contactNeedles: [], pseudonym: "Erased person", files: [] });

    for (const key of bystanders) assert.equal((await kv.get<Deno.KvU64>(key)).value?.value, 5n, `${JSON.stringify(key)} is kept`);
    for (const key of otherEntries) assert.notEqual((await kv.get(key)).value, null, `${JSON.stringify(key)} is kept`);
    assert.equal((await kv.get(KEYS.leadWord("mar", "lead-mar"))).value, null, "the person's own entry goes");
  } finally {
    kv.close();
    await Deno.remove(path);
  }
});

Deno.test("a visitor's message while their erasure runs leaves no copy of the conversation behind", async () => {
  const path = await Deno.makeTempFile({ suffix: ".kv" });
  const kv = await Deno.openKv(path);
  try {
    const session = {
      sessionId: "chat-mar",
      status: "Needs Review",
      lastActivityTimestamp: "2026-11-28T10:00:00.000Z",
      awaitingSince: "2026-11-28T10:00:00.000Z",
      visitorEmail: "mar@example.com",
      lastMessage: "Is the villa free in May?",
    };
    assert.ok((await putChatSession(kv.atomic(), null, session).commit()).ok);
    // The erasure walks the keys in order: the copies ("chat_awaiting", "chat_by_activity") come
    // before the record ("chat_sessions"). The visitor writes again just as the walk reaches it.
    let wrote = false;
    const racing = new Proxy(kv, {
      get(target, name) {
        if (name === "list") {
          return (selector: Deno.KvListSelector, options?: Deno.KvListOptions) => {
            const inner = target.list(selector, options);
            return (async function* () {
              for await (const entry of inner) {
                if (!wrote && entry.key[0] === "chat_sessions") {
                  wrote = true;
                  const later = { ...session, lastActivityTimestamp: "2026-11-28T10:05:00.000Z", lastMessage: "Hello again?" };
                  assert.ok((await putChatSession(kv.atomic(), session, later).commit()).ok);
                }
                yield entry;
              }
            })();
          };
        }
        const value = Reflect.get(target, name);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await erasePerson(racing, { ids: [session.sessionId], needles: needlesOf("mar@example.com", ["Mar"], []), contactNeedles: [], pseudonym: "Erased person", files: [] });
    assert.ok(wrote, "the visitor wrote during the erasure");

    const left: Deno.KvKey[] = [];
    for await (const entry of kv.list({ prefix: [] })) {
      if (entry.value instanceof Deno.KvU64) continue;
      if (JSON.stringify([entry.key, entry.value]).includes(session.sessionId)) left.push(entry.key);
    }
    assert.deepEqual(left, [], "nothing names the conversation");
    assert.equal((await kv.get<Deno.KvU64>(KEYS.chatAwaitingCount())).value?.value ?? 0n, 0n, "and it is not counted as awaiting");
  } finally {
    kv.close();
    await Deno.remove(path);
  }
});

/**
 * The cap on a thread's length, which keeps a new thread within what one Deno KV commit deletes.
 * Threads are grown directly in the database, past the traveller's hourly limit.
 */
import assert from "node:assert/strict";
import { LIMITS } from "../../contract/limits.ts";
import { THREAD_TEXTS } from "../../contract/inquiry-thread.ts";
import { newId } from "../../server/kv/ids.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { addThreadLink, mintThreadLink } from "../../server/kv/thread-links.ts";
import { translateAnswer } from "../../server/answer-texts/index.ts";
import { type TestApp, withSeededApp, withoutRequestId } from "../helpers/app.ts";
import { packageInquiryBody } from "../helpers/fixtures.ts";

const TRAVELLER = "amal@example.com";

async function sendInquiry(t: TestApp): Promise<string> {
  const pkg = (await t.call("GET", "/api/packages")).json.data.packages[0];
  const res = await t.call("POST", "/api/inquiries", { body: packageInquiryBody(pkg, TRAVELLER) });
  assert.equal(res.status, 201, res.text);
  return res.json.data.id;
}

/** Runs `write` for 0 to `count - 1`, 90 to a commit (a link's write holds a check; Deno KV takes 100). */
async function plant(kv: Deno.Kv, count: number, write: (op: Deno.AtomicOperation, i: number) => void) {
  for (let i = 0; i < count; i += 90) {
    const op = kv.atomic();
    for (let j = i; j < Math.min(count, i + 90); j++) write(op, j);
    assert.ok((await op.commit()).ok);
  }
}

/** `count` messages on an inquiry's thread, each a long text (so their values alone are megabytes). */
function plantMessages(kv: Deno.Kv, inquiryId: string, count: number) {
  return plant(kv, count, (op, i) => {
    const id = newId();
    op.set(KEYS.inquiryMessage(inquiryId, id), { id, kind: i % 2 ? "reply" : "traveller", authorName: "Amal", text: `${i} `.repeat(1_000), sentAt: new Date().toISOString() });
  });
}

/** `count` private links of an inquiry; answers their tokens. */
async function plantLinks(kv: Deno.Kv, inquiryId: string, count: number): Promise<string[]> {
  const links = Array.from({ length: count }, () => mintThreadLink());
  await plant(kv, count, (op, i) => addThreadLink(op, inquiryId, links[i].hash, new Date().toISOString()));
  return links.map((link) => link.token);
}


Deno.test(`a thread holds at most ${LIMITS.threadMessages} messages: then 409 full, in the page's language`, async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    const id = await sendInquiry(t);
    const [token] = await plantLinks(t.kv, id, 1);
    await plantMessages(t.kv, id, LIMITS.threadMessages - 1);

    const last = await t.call("POST", `/api/threads/${token}/messages`, { body: { text: "One more." } });
    assert.equal(last.status, 201, last.text);

    const refused = await t.call("POST", `/api/threads/${token}/messages`, { body: { text: "And another." } });
    assert.equal(refused.status, 409, refused.text);
    const english = THREAD_TEXTS.full.replace("{max}", String(LIMITS.threadMessages));
    assert.deepEqual(withoutRequestId(refused.json), { message: english, code: "full" });
    for (const lang of ["fr", "ar", "de"] as const) {
      const page = await t.call("POST", `/api/threads/${token}/messages`, { body: { text: "Encore." }, headers: { "accept-language": lang } });
      assert.equal(page.status, 409);
      assert.equal(page.json.message, translateAnswer(THREAD_TEXTS.full, lang, { max: LIMITS.threadMessages }));
      assert.notEqual(page.json.message, english);
    }
    // Staff cannot grow it either; nothing was stored past the cap.
    for (const path of ["replies", "notes"]) {
      const res = await t.call("POST", `/api/inquiries/${id}/${path}`, { token: admin, body: { text: "Noted." } });
      assert.equal(res.status, 409, res.text);
      assert.equal(res.json.code, "full");
    }
    assert.equal((await t.call("GET", `/api/inquiries/${id}/thread`, { token: admin })).json.data.messages.length, LIMITS.threadMessages);
  });
});

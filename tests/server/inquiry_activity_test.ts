/**
 * The desk's list answers each inquiry's last activity (its arrival, a status change, a reply, a
 * note, the traveller's message: whichever came last) and when staff first replied, so the desk's
 * CSV can give the first response time. Over HTTP with the real app.
 */
import assert from "node:assert/strict";
import type { DeskInquiry } from "../../contract/inquiry.ts";
import { type TestApp, withSeededApp } from "../helpers/app.ts";
import { sendPackageInquiry } from "../helpers/inquiries.ts";

const sendInquiry = async (t: TestApp, email: string) => (await sendPackageInquiry(t, email)).id;

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

Deno.test("the desk's list gives each inquiry its last activity and the time of staff's first reply", async () => {
  await withSeededApp(async (t) => {
    const admin = await t.adminToken();
    const listed = async (id: string) => {
      const res = await t.call("GET", "/api/inquiries", { token: admin });
      assert.equal(res.status, 200, res.text);
      const found: DeskInquiry = res.json.data.find((inquiry: { id: string }) => inquiry.id === id);
      assert.match(String(found.lastActivityAt), /^\d{4}-\d\d-\d\dT/, "each inquiry has its last activity");
      return found;
    };
    const quiet = await sendInquiry(t, "quiet@example.com");
    const busy = await sendInquiry(t, "busy@example.com");

    const untouched = await listed(quiet);
    assert.equal(untouched.lastActivityAt, untouched.submissionDate, "nothing happened since it arrived");
    assert.equal(untouched.firstResponseAt, undefined, "nobody has replied");

    await tick();
    const note = await t.call("POST", `/api/inquiries/${busy}/notes`, { token: admin, body: { text: "Call first." } });
    assert.equal(note.status, 201, note.text);
    let moved = await listed(busy);
    assert.equal(moved.lastActivityAt, note.json.data.sentAt, "a note is activity");
    assert.equal(moved.firstResponseAt, undefined, "but not a reply to the traveller");

    await tick();
    const reply = await t.call("POST", `/api/inquiries/${busy}/replies`, { token: admin, body: { text: "We have a suite for you." } });
    assert.equal(reply.status, 201, reply.text);
    await tick();
    const second = await t.call("POST", `/api/inquiries/${busy}/replies`, { token: admin, body: { text: "And a car." } });
    assert.equal(second.status, 201, second.text);
    moved = await listed(busy);
    assert.equal(moved.firstResponseAt, reply.json.data.sentAt, "the first reply, not the latest");
    assert.equal(moved.lastActivityAt, second.json.data.sentAt);

    await tick();
    const viewed = await t.call("PATCH", `/api/inquiries/${quiet}/status`, { token: admin, body: { status: "Viewed" } });
    assert.equal(viewed.status, 200, viewed.text);
    const changed = await listed(quiet);
    assert.ok(changed.lastActivityAt > changed.submissionDate, "a status change is activity");
    assert.equal(changed.lastActivityAt, viewed.json.data.statusChangedAt);
    assert.equal((await listed(busy)).lastActivityAt, second.json.data.sentAt, "another inquiry's change moves nothing here");
  });
});

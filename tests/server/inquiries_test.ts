import assert from "node:assert/strict";
import { VIP_SERVICES } from "../../contract/enums.ts";
import { IDEMPOTENCY_KEY_REUSED } from "../../server/kv/inquiries.ts";
import { INQUIRY_LIMIT } from "../../server/services/inquiries.ts";
import { type TestApp, withSeededApp } from "../helpers/app.ts";
import { refusingSmtpUrl, startSmtp } from "../helpers/smtp.ts";

type Item = { id: string; name: string };

async function firstItem(t: TestApp, kind: "packages" | "activities"): Promise<Item> {
  const res = await t.call("GET", `/api/${kind}`);
  return res.json.data[kind][0];
}

const packageInquiry = (pkg: Item, over: Record<string, unknown> = {}) => ({
  type: "package",
  itemId: pkg.id,
  itemName: pkg.name,
  userName: "Layla Haddad",
  userEmail: "Layla@Example.com",
  userPhone: "+971 50 123 4567",
  numPeople: "2",
  preferredDates: "March 2027",
  specialRequests: "A sea-view suite, please.",
  ...over,
});

const vipInquiry = (over: Record<string, unknown> = {}) => ({
  type: "vip_service",
  itemName: VIP_SERVICES[0].name,
  userName: "Omar Aziz",
  userEmail: "omar@example.com",
  userPhone: "+44 20 7946 0958",
  ...over,
});

async function listAll(t: TestApp) {
  const res = await t.call("GET", "/api/inquiries", { token: await t.adminToken() });
  assert.equal(res.status, 200, res.text);
  return res.json.data as Record<string, unknown>[];
}

Deno.test("a package inquiry is stored as New with the server's date and the catalogue's item name", async () => {
  await withSeededApp(async (t) => {
    const pkg = await firstItem(t, "packages");
    const before = Date.now();
    const res = await t.call("POST", "/api/inquiries", {
      body: packageInquiry(pkg, { itemName: "Something else", numPeople: 3, status: "Responded", submissionDate: "2001-01-01", userId: "forged" }),
    });
    assert.equal(res.status, 201, res.text);
    const stored = res.json.data;
    assert.equal(stored.status, "New", "status is the server's, not the body's");
    assert.equal(stored.itemName, pkg.name);
    assert.equal(stored.numPeople, "3");
    assert.equal(stored.userEmail, "layla@example.com");
    assert.equal(stored.userId, undefined, "identity comes from the token only");
    assert.ok(Date.parse(stored.submissionDate) >= before - 1000, "server date");
    const list = await listAll(t);
    assert.equal(list.length, 1);
    assert.equal(list[0].id, stored.id);
    assert.equal(list[0].specialRequests, "A sea-view suite, please.");
  });
});

Deno.test("an activity inquiry from a logged-in member records the member; dates and requests are optional", async () => {
  await withSeededApp(async (t) => {
    const activity = await firstItem(t, "activities");
    const { user, token } = await t.member();
    const res = await t.call("POST", "/api/inquiries", {
      token,
      body: { type: "activity", itemId: activity.id, itemName: activity.name, userName: "A", userEmail: "a@example.com", userPhone: "0501234567", numPeople: "1" },
    });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.json.data.userId, user.id);
    assert.equal(res.json.data.preferredDates, "");
    assert.equal(res.json.data.specialRequests, "");
  });
});

Deno.test("every required field is validated with its message, and nothing is stored", async () => {
  await withSeededApp(async (t) => {
    const pkg = await firstItem(t, "packages");
    const cases: [string, Record<string, unknown>, string, string][] = [
      ["no name", { userName: "  " }, "userName", "Name is required."],
      ["no email", { userEmail: undefined }, "userEmail", "Email is required"],
      ["bad email", { userEmail: "layla@" }, "userEmail", "Please enter a valid email address"],
      ["no phone", { userPhone: "" }, "userPhone", "Phone is required."],
      ["bad phone", { userPhone: "call me maybe" }, "userPhone", "Please enter a valid phone number"],
      ["no people", { numPeople: undefined }, "numPeople", "Number of people must be a whole number from 1 to 1000."],
      ["empty people", { numPeople: "" }, "numPeople", "Number of people must be a whole number from 1 to 1000."],
      ["zero people", { numPeople: 0 }, "numPeople", "Number of people must be a whole number from 1 to 1000."],
      ["negative people", { numPeople: "-2" }, "numPeople", "Number of people must be a whole number from 1 to 1000."],
      ["fractional people", { numPeople: "1.5" }, "numPeople", "Number of people must be a whole number from 1 to 1000."],
      ["text people", { numPeople: "two" }, "numPeople", "Number of people must be a whole number from 1 to 1000."],
      ["no item id", { itemId: undefined }, "itemId", "Item id is required."],
      ["no item name", { itemName: "" }, "itemName", "Item name is required."],
      ["bad type", { type: "cruise" }, "type", "Inquiry type must be package, activity or vip_service."],
    ];
    for (const [name, over, path, message] of cases) {
      const res = await t.call("POST", "/api/inquiries", { body: packageInquiry(pkg, over) });
      assert.equal(res.status, 400, name);
      assert.equal(res.json.code, "validation", name);
      assert.ok(
        res.json.issues.some((i: { path: string; message: string }) => i.path === path && i.message === message),
        `${name}: ${JSON.stringify(res.json.issues)}`,
      );
    }
    const notJson = await t.call("POST", "/api/inquiries", { raw: "{oops", headers: { "content-type": "application/json" } });
    assert.equal(notJson.status, 400);
    assert.equal((await listAll(t)).length, 0);
    // The boundary itself is accepted.
    const one = await t.call("POST", "/api/inquiries", { body: packageInquiry(pkg, { numPeople: "1" }) });
    assert.equal(one.status, 201, one.text);
  });
});

Deno.test("a VIP inquiry gets the VIP defaults and needs an approved member", async () => {
  await withSeededApp(async (t) => {
    const anonymous = await t.call("POST", "/api/inquiries", { body: vipInquiry() });
    assert.equal(anonymous.status, 401);
    const pending = await t.member(undefined, { isApproved: false });
    const refused = await t.call("POST", "/api/inquiries", { token: pending.token, body: vipInquiry() });
    assert.equal(refused.status, 403);
    assert.match(refused.json.message, /awaiting approval/);

    const { token } = await t.member();
    const res = await t.call("POST", "/api/inquiries", {
      token,
      body: vipInquiry({ itemId: "ignored", numPeople: "7", preferredDates: "June", specialRequests: "   " }),
    });
    assert.equal(res.status, 201, res.text);
    const stored = res.json.data;
    assert.equal(stored.type, "vip_service");
    assert.equal(stored.itemId, undefined, "the VIP form has no item id");
    assert.equal(stored.numPeople, "N/A");
    assert.equal(stored.preferredDates, "N/A");
    assert.equal(stored.specialRequests, "No specific questions.");

    const asked = await t.call("POST", "/api/inquiries", { token, body: vipInquiry({ specialRequests: "Two jets?" }) });
    assert.equal(asked.json.data.specialRequests, "Two jets?");

    const unknown = await t.call("POST", "/api/inquiries", { token, body: vipInquiry({ itemName: "Moon landing" }) });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.json.message, "Please choose one of our VIP services.");
    assert.equal((await listAll(t)).length, 2);
  });
});

Deno.test("the same Idempotency-Key twice answers the same inquiry and stores one", async () => {
  await withSeededApp(async (t) => {
    const pkg = await firstItem(t, "packages");
    const headers = { "idempotency-key": crypto.randomUUID() };
    const first = await t.call("POST", "/api/inquiries", { headers, body: packageInquiry(pkg) });
    // Same content, different field order and number type: still the same request.
    const body = packageInquiry(pkg, { numPeople: 2 });
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const second = await t.call("POST", "/api/inquiries", { headers, body: reordered });
    assert.equal(first.status, 201);
    assert.equal(second.status, 201, second.text);
    assert.equal(second.json.data.id, first.json.data.id);
    assert.equal(second.headers.get("idempotent-replayed"), "true");
    assert.equal(first.headers.get("idempotent-replayed"), null);
    assert.equal((await listAll(t)).length, 1);

    // Without a key, two posts are two inquiries.
    await t.call("POST", "/api/inquiries", { body: packageInquiry(pkg) });
    await t.call("POST", "/api/inquiries", { body: packageInquiry(pkg) });
    assert.equal((await listAll(t)).length, 3);
  });
});

Deno.test("concurrent replays with one Idempotency-Key store exactly one inquiry", async () => {
  await withSeededApp(async (t) => {
    const pkg = await firstItem(t, "packages");
    for (let round = 0; round < 3; round++) {
      const headers = { "idempotency-key": `outbox-${round}-${crypto.randomUUID()}` };
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => t.call("POST", "/api/inquiries", { headers, body: packageInquiry(pkg) })),
      );
      assert.deepEqual(answers.map((a) => a.status), Array(12).fill(201));
      assert.equal(new Set(answers.map((a) => a.json.data.id)).size, 1, "every answer names the same inquiry");
    }
    assert.equal((await listAll(t)).length, 3, "one inquiry per key");
  });
});

Deno.test("a reused key with a different body is 422; a malformed key is 400; a deleted inquiry is not brought back and its details are erased", async () => {
  await withSeededApp(async (t) => {
    const pkg = await firstItem(t, "packages");
    const headers = { "idempotency-key": crypto.randomUUID() };
    const first = await t.call("POST", "/api/inquiries", { headers, body: packageInquiry(pkg) });
    const changed = await t.call("POST", "/api/inquiries", { headers, body: packageInquiry(pkg, { numPeople: "4" }) });
    assert.equal(changed.status, 422);
    assert.equal(changed.json.code, "idempotency_key_reused");
    assert.equal(changed.json.message, IDEMPOTENCY_KEY_REUSED);

    for (const bad of ["short", "has space in it", "x".repeat(129), "ünïcode-key-1"]) {
      const res = await t.call("POST", "/api/inquiries", { headers: { "idempotency-key": bad }, body: packageInquiry(pkg) });
      assert.equal(res.status, 400, bad);
    }

    const admin = await t.adminToken();
    assert.equal((await t.call("DELETE", `/api/inquiries/${first.json.data.id}`, { token: admin })).status, 200);
    const late = await t.call("POST", "/api/inquiries", { headers, body: packageInquiry(pkg) });
    assert.equal(late.status, 201);
    assert.equal(late.json.data.id, first.json.data.id);
    assert.equal(late.json.data.userEmail, "", "the answer no longer carries the traveller's details");
    assert.equal((await listAll(t)).length, 0, "a late replay does not recreate what staff deleted");
    // Nothing the inquiry store keeps holds the traveller's details any more.
    for (const prefix of [["inquiries"], ["inquiry_keys"], ["inquiry_key_of"]]) {
      for await (const entry of t.kv.list({ prefix })) {
        const text = JSON.stringify(entry.value);
        for (const detail of ["layla@example.com", "Layla Haddad", "123 4567", "sea-view"]) {
          assert.ok(!text.includes(detail), `${entry.key.join("/")} still holds ${detail}`);
        }
      }
    }
  });
});

Deno.test("new inquiries are rate limited per client address; replays are still answered", async () => {
  await withSeededApp(async (t) => {
    const pkg = await firstItem(t, "packages");
    const headers = { "idempotency-key": crypto.randomUUID() };
    const first = await t.call("POST", "/api/inquiries", { headers, body: packageInquiry(pkg) });
    assert.equal(first.status, 201);
    for (let i = 1; i < INQUIRY_LIMIT.max; i++) {
      assert.equal((await t.call("POST", "/api/inquiries", { body: packageInquiry(pkg) })).status, 201);
    }
    const refused = await t.call("POST", "/api/inquiries", { body: packageInquiry(pkg) });
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.headers.get("retry-after")) >= 1);
    assert.equal(refused.json.message, INQUIRY_LIMIT.message);
    const replay = await t.call("POST", "/api/inquiries", { headers, body: packageInquiry(pkg) });
    assert.equal(replay.status, 201, "the outbox's replay of a stored inquiry still gets its answer");
    assert.equal((await listAll(t)).length, INQUIRY_LIMIT.max);
  });
});

Deno.test("the desk routes are for administrators: 401 without a token, 403 for members", async () => {
  await withSeededApp(async (t) => {
    const pkg = await firstItem(t, "packages");
    const id = (await t.call("POST", "/api/inquiries", { body: packageInquiry(pkg) })).json.data.id;
    const { token } = await t.member();
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/inquiries"],
      ["PATCH", `/api/inquiries/${id}/status`, { status: "Viewed" }],
      ["DELETE", `/api/inquiries/${id}`],
    ];
    for (const [method, path, body] of routes) {
      assert.equal((await t.call(method, path, { body })).status, 401, `${method} ${path} anonymous`);
      assert.equal((await t.call(method, path, { token, body })).status, 403, `${method} ${path} member`);
    }
    const [stored] = await listAll(t);
    assert.equal(stored.status, "New", "untouched");
  });
});

Deno.test("administrators list newest first, change status and delete", async () => {
  await withSeededApp(async (t) => {
    const pkg = await firstItem(t, "packages");
    const activity = await firstItem(t, "activities");
    const admin = await t.adminToken();
    const a = (await t.call("POST", "/api/inquiries", { body: packageInquiry(pkg) })).json.data;
    const b = (await t.call("POST", "/api/inquiries", { body: { ...packageInquiry(pkg), type: "activity", itemId: activity.id } })).json.data;
    assert.deepEqual((await listAll(t)).map((i) => i.id), [b.id, a.id]);
    assert.equal((await listAll(t))[0].itemName, activity.name);

    for (const status of ["Viewed", "Responded", "New"]) {
      const res = await t.call("PATCH", `/api/inquiries/${a.id}/status`, { token: admin, body: { status } });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.json.data.status, status);
      assert.equal((await listAll(t)).find((i) => i.id === a.id)!.status, status);
    }
    const bad = await t.call("PATCH", `/api/inquiries/${a.id}/status`, { token: admin, body: { status: "Archived" } });
    assert.equal(bad.status, 400);
    assert.equal(bad.json.message, "Status must be one of: New, Viewed, Responded, Proposal sent, Accepted.");
    const missing = await t.call("PATCH", "/api/inquiries/no-such-id/status", { token: admin, body: { status: "Viewed" } });
    assert.equal(missing.status, 404);
    assert.equal(missing.json.message, "Inquiry not found.");

    const del = await t.call("DELETE", `/api/inquiries/${a.id}`, { token: admin });
    assert.equal(del.status, 200);
    assert.deepEqual(del.json.data, { id: a.id, deleted: true });
    assert.deepEqual((await listAll(t)).map((i) => i.id), [b.id]);
    assert.equal((await t.call("DELETE", `/api/inquiries/${a.id}`, { token: admin })).status, 404);
    assert.equal((await t.call("DELETE", "/api/inquiries/..%2F..", { token: admin })).status, 404);
  });
});

Deno.test("the traveller gets a confirmation and staff get the inquiry with a link to the desk (real SMTP)", async () => {
  const smtp = await startSmtp();
  try {
    await withSeededApp(async (t) => {
      const pkg = await firstItem(t, "packages");
      const res = await t.call("POST", "/api/inquiries", { body: packageInquiry(pkg) });
      assert.equal(res.status, 201);
      const id = res.json.data.id;
      const confirmation = await smtp.waitFor((m) => m.to.includes("layla@example.com"));
      assert.equal(confirmation.subject, `We have received your inquiry: ${pkg.name}`);
      assert.match(confirmation.text, /^Dear traveller,/);
      assert.match(confirmation.text, /within 24 hours/);
      assert.match(confirmation.text, /Number of people: 2/);
      assert.match(confirmation.text, new RegExp(`Reference: ${id}`));

      const staff = await smtp.waitFor((m) => m.to.includes("desk@agency.example"));
      assert.equal(staff.subject, `New Package inquiry: ${pkg.name} from Layla Haddad`);
      assert.ok(staff.text.includes(`https://travel.example/admin/inquiries?id=${id}`), staff.text);
      assert.match(staff.text, /\+971 50 123 4567/);
      assert.match(staff.text, /layla@example\.com/);
      assert.match(staff.text, /Special requests: A sea-view suite, please\./);

      await t.deps.outbox.settled();
      const [stored] = await listAll(t);
      assert.deepEqual(stored.mail, { confirmation: "sent", staff: "sent" });
      assert.equal(smtp.received.length, 2, "one email each, no more");
    }, { SMTP_URL: smtp.url, STAFF_EMAIL: "desk@agency.example", PUBLIC_URL: "https://travel.example/" });
  } finally {
    await smtp.close();
  }
});

Deno.test("a mail failure keeps the inquiry and records the failure after the outbox's last attempt", async () => {
  await withSeededApp(async (t) => {
    const pkg = await firstItem(t, "packages");
    const res = await t.call("POST", "/api/inquiries", { body: packageInquiry(pkg) });
    assert.equal(res.status, 201, "the visitor is told it arrived: it is stored");
    await t.deps.outbox.settled();
    const list = await listAll(t);
    assert.equal(list.length, 1);
    assert.equal(list[0].id, res.json.data.id);
    assert.deepEqual(list[0].mail, { confirmation: "pending", staff: "pending" }, "not failed while attempts remain");
    // The retries (shortened here) run out.
    for (let waited = 0; ((await listAll(t))[0] as { mail: { staff: string } }).mail.staff === "pending" && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 200));
    assert.deepEqual((await listAll(t))[0].mail, { confirmation: "failed", staff: "failed" });
  }, { SMTP_URL: refusingSmtpUrl() }, { outbox: { timing: { retryBaseMs: 20, retryCapMs: 20, giveUpAfterMs: 2_000 } } });
});

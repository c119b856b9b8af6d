/**
 * Inquiries stored before the email and member indexes existed: the start fills their entries once,
 * in batches, resumably and idempotently, so "My journeys" finds them.
 */
import assert from "node:assert/strict";
import type { Inquiry } from "../../contract/inquiry.ts";
import { hashPassword } from "../../server/auth/password.ts";
import { kvFilePath } from "../../server/kv/database-file.ts";
import { newId } from "../../server/kv/ids.ts";
import { backfillInquiryIndexes } from "../../server/kv/inquiry-index-backfill.ts";
import { inquiriesOfMember } from "../../server/kv/inquiries.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { createUser } from "../../server/kv/users.ts";
import { startServer } from "../helpers/server.ts";

/** An inquiry as stored before the indexes: the record alone, no language, no mail states. */
async function writeOldInquiry(kv: Deno.Kv, over: Partial<Inquiry> = {}): Promise<Inquiry> {
  const inquiry: Inquiry = {
    id: newId(),
    type: "package",
    itemName: "Desert Dunes Escape",
    userName: "Layla Haddad",
    userEmail: "layla@example.com",
    userPhone: "+971 50 123 4567",
    numPeople: "2",
    preferredDates: "",
    specialRequests: "",
    status: "New",
    submissionDate: "2025-01-15T10:00:00.000Z",
    ...over,
  };
  await kv.set(KEYS.inquiry(inquiry.id), inquiry);
  return inquiry;
}

Deno.test("the backfill indexes old inquiries in batches, resumes after the last batch done, and runs once", async () => {
  const dir = await Deno.makeTempDir({ prefix: "travel-backfill-" });
  const kv = await Deno.openKv(`${dir}/app.kv`);
  try {
    const byEmail = [];
    for (let i = 0; i < 5; i++) byEmail.push(await writeOldInquiry(kv, { userEmail: i === 0 ? "Layla@Example.com" : "layla@example.com" }));
    const byUser = await writeOldInquiry(kv, { userId: "user-1", userEmail: "someone@example.com" });
    // A start that stopped after the first two inquiries: those have their entries, the marker names the second.
    for (const inquiry of byEmail.slice(0, 2)) await kv.set(KEYS.inquiryByEmail("layla@example.com", inquiry.id), true);
    await kv.set(KEYS.setting("inquiry_index_backfill"), { after: byEmail[1].id });

    assert.equal(await backfillInquiryIndexes(kv, 2), 4, "the four after the marker, two per batch");
    const found = (await inquiriesOfMember(kv, "user-9", "layla@example.com")).map((i) => i.id).sort();
    assert.deepEqual(found, byEmail.map((i) => i.id).sort());
    assert.deepEqual((await inquiriesOfMember(kv, "user-1", "other@example.com")).map((i) => i.id), [byUser.id]);

    // Done: a later start reads the marker and writes nothing, even for an inquiry without entries.
    await writeOldInquiry(kv);
    assert.equal(await backfillInquiryIndexes(kv, 2), 0);
    // From the beginning again (the marker gone), inquiries with entries are left alone.
    await kv.delete(KEYS.setting("inquiry_index_backfill"));
    assert.equal(await backfillInquiryIndexes(kv, 2), 1);
  } finally {
    kv.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("after start, a member's journeys list an inquiry stored before the indexes", async () => {
  const dataDir = await Deno.makeTempDir({ prefix: "travel-backfill-" });
  const password = "member-password-1";
  const kv = await Deno.openKv(kvFilePath(dataDir));
  const member = await createUser(kv, {
    name: "Layla Haddad",
    email: "layla@example.com",
    passwordHash: await hashPassword(password),
    isAdmin: false,
    isApproved: true,
  });
  const fromAddress = await writeOldInquiry(kv, { itemName: "Sent logged out" });
  const asMember = await writeOldInquiry(kv, { itemName: "Sent as the member", userId: member.id, userEmail: "old-address@example.com" });
  kv.close();

  const server = await startServer({ seed: false, dataDir });
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: member.email, password }),
    });
    assert.equal(login.status, 200);
    const token = (await login.json()).data.access_token;
    const res = await fetch(`${server.url}/api/me/journeys`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(res.status, 200);
    const journeys = (await res.json()).data as { kind: string; id: string }[];
    assert.deepEqual(journeys.filter((j) => j.kind === "inquiry").map((j) => j.id).sort(), [fromAddress.id, asMember.id].sort());
  } finally {
    await server.stop();
    await Deno.remove(dataDir, { recursive: true });
  }
});

/**
 * The baseline of the inquiry benchmark: a bare Deno.serve on a file KV (in BARE_DATA_DIR) doing,
 * per POST, the same KV round trips as a stored inquiry, with no validation and no routing: one
 * `getMany` of the same three keys (the client address's rate window, the idempotency key's entry,
 * the catalogue item, seeded here as the server's catalogue holds it) and one `kv.atomic()` commit
 * of the same size, checked on what was read: the window counted, the inquiry, its idempotency key
 * entry and the key's back-reference. It answers 201 with the inquiry, as the server does.
 */
const kv = await Deno.openKv(`${Deno.env.get("BARE_DATA_DIR")}/bare.kv`);
const HOUR = 3_600_000;

Deno.serve({
  port: 0,
  hostname: "127.0.0.1",
  onListen: ({ port }) => console.log(`Listening on http://127.0.0.1:${port}/`),
}, async (request) => {
  if (request.method !== "POST") return new Response("POST only", { status: 405 });
  const data = await request.json();
  const address = request.headers.get("x-forwarded-for") ?? "local";
  const key = request.headers.get("idempotency-key") ?? crypto.randomUUID();
  const window = ["rate", "inquiries", address, (Math.floor(Date.now() / HOUR) + 1) * HOUR];
  const item = ["packages", String(data.itemId)];
  const [count, keyEntry, itemEntry] = await kv.getMany<[Deno.KvU64, unknown, { name: string }]>([window, ["inquiry_keys", key], item]);
  if (keyEntry.value) return Response.json({ data: keyEntry.value }, { status: 201 });
  if (!itemEntry.value) await kv.set(item, { id: data.itemId, name: data.itemName });
  const id = crypto.randomUUID();
  const inquiry = {
    id,
    ...data,
    itemName: itemEntry.value?.name ?? data.itemName,
    status: "New",
    submissionDate: new Date().toISOString(),
    mail: { confirmation: "pending", staff: "pending" },
  };
  const result = await kv.atomic()
    .check(count)
    .check(keyEntry)
    .set(window, new Deno.KvU64((count.value?.value ?? 0n) + 1n))
    .set(["inquiries", id], inquiry)
    .set(["inquiry_keys", key], { fingerprint: "0".repeat(64), inquiry, createdAt: inquiry.submissionDate }, { expireIn: 30 * 24 * HOUR })
    .set(["inquiry_key_of", id], key, { expireIn: 30 * 24 * HOUR })
    .commit();
  if (!result.ok) return Response.json({ message: "conflict" }, { status: 409 });
  return Response.json({ data: inquiry }, { status: 201 });
});

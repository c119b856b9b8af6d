/**
 * The baseline of the inquiry benchmark: a bare Deno.serve on a file KV (in BARE_DATA_DIR) that
 * makes, per POST, one `kv.atomic()` commit of the same size as a stored inquiry's: the client
 * address's rate window checked and counted, the inquiry, its idempotency key entry and the key's
 * back-reference. It answers 201 with the inquiry, as the server does; no validation, no routing.
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
  const id = crypto.randomUUID();
  const inquiry = { id, ...data, status: "New", submissionDate: new Date().toISOString(), mail: { confirmation: "pending", staff: "pending" } };
  const window = ["rate", "inquiries", address, (Math.floor(Date.now() / HOUR) + 1) * HOUR];
  const result = await kv.atomic()
    .check({ key: window, versionstamp: null })
    .check({ key: ["inquiry_keys", key], versionstamp: null })
    .set(window, new Deno.KvU64(1n))
    .set(["inquiries", id], inquiry)
    .set(["inquiry_keys", key], { fingerprint: "0".repeat(64), inquiry, createdAt: inquiry.submissionDate }, { expireIn: 30 * 24 * HOUR })
    .set(["inquiry_key_of", id], key, { expireIn: 30 * 24 * HOUR })
    .commit();
  if (!result.ok) return Response.json({ message: "conflict" }, { status: 409 });
  return Response.json({ data: inquiry }, { status: 201 });
});

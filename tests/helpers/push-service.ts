/**
 * A local push service (plain HTTP on 127.0.0.1) that acts like a browser vendor's: each
 * `subscribe()` makes a browser's subscription (a P-256 key pair and an auth secret, generated here)
 * at its own endpoint. A message it receives must carry a valid VAPID JWT (RFC 8292: ES256 signed by
 * the `k` key, `aud` the endpoint's origin, `exp` in the next 24 hours, `sub` a mailto: or https:
 * address) and an `aes128gcm` body (RFC 8291), which it decrypts with the subscription's private key
 * and auth secret using WebCrypto (ECDH, HKDF, AES-GCM). A message failing either is answered 400
 * and recorded with its reason. `answerWith(status)` makes an endpoint answer as a push service
 * would for a subscription that is gone (404, 410). `redirectWith(id, status, path)` makes one
 * answer a redirect (307, ...) to another path of this service, standing for an internal address;
 * every request there is kept in `redirectHits`.
 */
import { concat } from "../../bench/crafted-images.ts";
import { newChatSessionId } from "../../contract/chat/session.ts";
import { makeTestApp, type TestApp } from "./app.ts";
import { storeFixtureActivity } from "./fixtures.ts";

export type Received = {
  subscriptionId: string;
  /** The decrypted payload, parsed as JSON; undefined when refused. */
  payload?: unknown;
  claims?: { aud: string; exp: number; sub: string };
  /** The `k` the message was signed with. */
  vapidKey?: string;
  ttl?: string;
  status: number;
  /** Why it was refused. */
  error?: string;
};

export type TestSubscription = {
  id: string;
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
};

const enc = new TextEncoder();

export function b64url(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export function fromB64url(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text.replaceAll("-", "+").replaceAll("_", "/") + "===".slice((text.length + 3) % 4));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

type Keys = { privateKey: CryptoKey; publicRaw: Uint8Array<ArrayBuffer>; auth: Uint8Array<ArrayBuffer> };

export function startPushService() {
  const subscriptions = new Map<string, Keys>();
  const statuses = new Map<string, number>();
  const redirects = new Map<string, { status: number; path: string }>();
  const received: Received[] = [];
  const redirectHits: Array<{ method: string; path: string; bodyBytes: number }> = [];
  const waiters: Array<() => void> = [];

  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    if (!path.startsWith("/push/")) {
      redirectHits.push({ method: request.method, path, bodyBytes: (await request.arrayBuffer()).byteLength });
      return new Response(null, { status: 204 });
    }
    const id = path.replace(/^\/push\//, "");
    const redirect = redirects.get(id);
    if (redirect) {
      await request.body?.cancel();
      received.push({ subscriptionId: id, status: redirect.status, error: "redirected" });
      for (const wake of waiters.splice(0)) wake();
      return new Response(null, { status: redirect.status, headers: { location: `${base}${redirect.path}` } });
    }
    const keys = subscriptions.get(id);
    if (!keys || request.method !== "POST") return new Response(null, { status: 404 });
    const body = new Uint8Array(await request.arrayBuffer());
    const origin = new URL(request.url).origin;
    let entry: Received;
    try {
      const { claims, vapidKey } = await verifyVapid(request.headers.get("authorization") ?? "", origin);
      if (request.headers.get("content-encoding") !== "aes128gcm") throw new Error("Content-Encoding is not aes128gcm");
      const ttl = request.headers.get("ttl");
      if (!ttl || !/^\d+$/.test(ttl)) throw new Error("TTL header missing");
      const payload = JSON.parse(new TextDecoder().decode(await decrypt(body, keys)));
      entry = { subscriptionId: id, payload, claims, vapidKey, ttl, status: statuses.get(id) ?? 201 };
    } catch (error) {
      entry = { subscriptionId: id, status: 400, error: (error as Error).message };
    }
    received.push(entry);
    for (const wake of waiters.splice(0)) wake();
    return new Response(null, { status: entry.status });
  });
  const base: string = `http://127.0.0.1:${server.addr.port}`;

  return {
    url: base,
    received,
    /** Requests to paths outside /push/ (where redirects point). */
    redirectHits,
    /** A new browser subscription at its own endpoint on this service. */
    async subscribe(): Promise<TestSubscription> {
      const pair = await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]) as CryptoKeyPair;
      const publicRaw = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
      const auth = crypto.getRandomValues(new Uint8Array(16));
      const id = crypto.randomUUID();
      subscriptions.set(id, { privateKey: pair.privateKey, publicRaw, auth });
      return { id, json: { endpoint: `${base}/push/${id}`, keys: { p256dh: b64url(publicRaw), auth: b64url(auth) } } };
    },
    /** Every later message to this subscription is answered `status` (after being checked). */
    answerWith(subscriptionId: string, status: number) {
      statuses.set(subscriptionId, status);
    },
    /** Every later message to this subscription is answered `status` (a 3xx) with Location: `path` of this service. */
    redirectWith(subscriptionId: string, status: number, path: string) {
      redirects.set(subscriptionId, { status, path });
    },
    /** Resolves once `count` messages have arrived in all. */
    async waitFor(count: number, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`push service: ${received.length} of ${count} messages arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    for: (subscriptionId: string) => received.filter((r) => r.subscriptionId === subscriptionId),
    close: () => server.shutdown(),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;

/** `vapid t=<JWT>, k=<public key>`: the JWT's ES256 signature checked with k, and its claims. */
async function verifyVapid(header: string, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) throw new Error("Authorization is not a VAPID header");
  const [, token, vapidKey] = match;
  const [head, body, signature] = token.split(".");
  const header64 = JSON.parse(new TextDecoder().decode(fromB64url(head)));
  if (header64.alg !== "ES256") throw new Error(`JWT alg is ${header64.alg}`);
  const key = await crypto.subtle.importKey("raw", fromB64url(vapidKey), { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
  const valid = await crypto.subtle.verify(
    { name: "ECDSA", hash: "SHA-256" },
    key,
    fromB64url(signature),
    enc.encode(`${head}.${body}`),
  );
  if (!valid) throw new Error("VAPID signature does not verify");
  const claims = JSON.parse(new TextDecoder().decode(fromB64url(body)));
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  if (typeof claims.exp !== "number" || claims.exp <= now || claims.exp > now + 24 * 3600) throw new Error("exp out of range");
  if (!/^(mailto:|https:\/\/)/.test(claims.sub ?? "")) throw new Error("sub is not mailto: or https:");
  return { claims, vapidKey };
}

async function hkdf(salt: Uint8Array<ArrayBuffer>, ikm: Uint8Array<ArrayBuffer>, info: Uint8Array<ArrayBuffer>, bytes: number) {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, bytes * 8));
}

/** RFC 8291 / RFC 8188: salt(16) rs(4) idlen(1) keyid(the sender's public key) ciphertext, one record. */
async function decrypt(body: Uint8Array<ArrayBuffer>, keys: Keys): Promise<Uint8Array> {
  const salt = body.slice(0, 16);
  const idLength = body[20];
  const senderPublic = body.slice(21, 21 + idLength);
  const ciphertext = body.slice(21 + idLength);
  if (idLength !== 65) throw new Error("keyid is not a P-256 public key");
  const sender = await crypto.subtle.importKey("raw", senderPublic, { name: "ECDH", namedCurve: "P-256" }, false, []);
  const shared = new Uint8Array(await crypto.subtle.deriveBits({ name: "ECDH", public: sender }, keys.privateKey, 256));
  const keyInfo = new Uint8Array(concat(enc.encode("WebPush: info\0"), keys.publicRaw, senderPublic));
  const ikm = await hkdf(keys.auth, shared, keyInfo, 32);
  const cek = await hkdf(salt, ikm, enc.encode("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, enc.encode("Content-Encoding: nonce\0"), 12);
  const aes = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, aes, ciphertext));
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.slice(0, end);
}

/** The setting that lets the server send to this local push service. */
export const LOCAL_PUSH = { PUSH_ALLOW_HTTP: "true" };

/**
 * Runs `fn` with a test app (`env`, LOCAL_PUSH unless told) and a local push service; `lines`
 * holds the server's log lines. Waits for the pushes and emails started, then closes both.
 */
export async function withPush(
  fn: (t: TestApp, push: PushService, lines: string[]) => Promise<void>,
  env: Record<string, string> = LOCAL_PUSH,
) {
  const lines: string[] = [];
  const t = await makeTestApp({ env, log: (_level, line) => lines.push(line) });
  const push = startPushService();
  try {
    // The inquiries these tests send are about the fixture activity, which must exist.
    await storeFixtureActivity(t.kv);
    await fn(t, push, lines);
  } finally {
    await t.deps.outbox.settled();
    await t.deps.outbox.settled();
    await push.close();
    await t.close();
  }
}

/** An anonymous visitor's conversation (the AI answering) with one message in it. */
export async function visitorChat(t: TestApp): Promise<string> {
  const id = newChatSessionId();
  const sent = await t.call("POST", `/api/chat/sessions/${id}/messages`, { body: { text: "Hello" } });
  if (sent.status !== 201) throw new Error(`the visitor's message: ${sent.status} ${sent.text}`);
  return id;
}

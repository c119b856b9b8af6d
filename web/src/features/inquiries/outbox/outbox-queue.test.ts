import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "./db.ts";
import { discardQueued, flushOutbox, queueInquiry } from "./outbox.ts";
import { outboxMayHaveItems } from "./outbox-flag.ts";

const payload = (name: string) => ({
  type: "package" as const,
  itemId: "p1",
  itemName: "Desert Royalty Escape",
  userName: name,
  userEmail: "layla@example.com",
  userPhone: "+971 50 000 0000",
  numPeople: "2",
});

/** A fake server that stores each Idempotency-Key once, like the real one. */
function idempotentServer(script: Array<"ok" | "down" | "refuse"> = []) {
  const stored = new Map<string, unknown>();
  const keys: string[] = [];
  const fetchImpl = vi.fn(async (_url: string, init: RequestInit) => {
    const key = (init.headers as Record<string, string>)["Idempotency-Key"];
    keys.push(key);
    const next = script.shift() ?? "ok";
    if (next === "down") throw new TypeError("Failed to fetch");
    if (next === "refuse") return new Response(JSON.stringify({ message: "Please enter a valid phone number" }), { status: 400 });
    if (!stored.has(key)) stored.set(key, JSON.parse(String(init.body)));
    return new Response(JSON.stringify({ data: { id: key } }), { status: 201 });
  });
  return { stored, keys, fetchImpl: fetchImpl as unknown as typeof fetch };
}

describe("the outbox", () => {
  beforeEach(async () => {
    await db.outbox.clear();
  });

  it("keeps an inquiry until the server acknowledges it, then removes it", async () => {
    const server = idempotentServer(["down", "ok"]);
    await queueInquiry("key-aaaaaaaa", payload("Layla"));
    expect(outboxMayHaveItems()).toBe(true);

    expect(await flushOutbox(server.fetchImpl)).toBe(0); // no network: kept
    const kept = await db.outbox.get("key-aaaaaaaa");
    expect(kept?.state).toBe("queued");
    expect(kept?.attempts).toBe(2);

    expect(await flushOutbox(server.fetchImpl)).toBe(1);
    expect(await db.outbox.count()).toBe(0);
    expect(outboxMayHaveItems()).toBe(false);
    expect(server.keys).toEqual(["key-aaaaaaaa", "key-aaaaaaaa"]);
  });

  it("replays with the same key, so flushing twice at once stores one inquiry", async () => {
    const server = idempotentServer();
    await queueInquiry("key-bbbbbbbb", payload("Omar"));
    await Promise.all([flushOutbox(server.fetchImpl), flushOutbox(server.fetchImpl)]);
    expect(server.stored.size).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it("stops at the first inquiry that finds no network, keeping the order", async () => {
    const server = idempotentServer(["down"]);
    await queueInquiry("key-11111111", payload("First"));
    await new Promise((r) => setTimeout(r, 5));
    await queueInquiry("key-22222222", payload("Second"));
    await flushOutbox(server.fetchImpl);
    expect(server.keys).toEqual(["key-11111111"]);
    expect(await db.outbox.count()).toBe(2);
  });

  it("marks a refused inquiry with the server's reason and skips it afterwards", async () => {
    const server = idempotentServer(["refuse"]);
    await queueInquiry("key-cccccccc", payload("Refused"));
    await flushOutbox(server.fetchImpl);
    const refused = await db.outbox.get("key-cccccccc");
    expect(refused?.state).toBe("rejected");
    expect(refused?.lastError).toBe("Please enter a valid phone number");
    await flushOutbox(server.fetchImpl);
    expect(server.keys).toHaveLength(1);
  });

  it("discards an inquiry at the traveller's request", async () => {
    await queueInquiry("key-dddddddd", payload("Discarded"));
    await discardQueued("key-dddddddd");
    expect(await db.outbox.count()).toBe(0);
    expect(outboxMayHaveItems()).toBe(false);
  });
});

import { describe, expect, it, vi } from "vitest";
import { attemptDelivery } from "./outbox.ts";

const payload = {
  type: "package" as const,
  itemId: "p1",
  itemName: "Desert Royalty Escape",
  userName: "Layla",
  userEmail: "layla@example.com",
  userPhone: "+971 50 000 0000",
  numPeople: "2",
};

function answer(status: number, body?: unknown) {
  return vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
}

describe("attemptDelivery", () => {
  it("posts to /api/inquiries with the outbox id as Idempotency-Key", async () => {
    const fetchImpl = answer(201, { data: { id: "x" } });
    expect(await attemptDelivery("id-12345678", payload, fetchImpl)).toEqual({ outcome: "delivered" });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/inquiries");
    expect(init.method).toBe("POST");
    expect((init.headers as Record<string, string>)["Idempotency-Key"]).toBe("id-12345678");
    expect(JSON.parse(init.body as string)).toEqual(payload);
  });

  it("treats a refusal by the server as final, with its message", async () => {
    expect(await attemptDelivery("id-12345678", payload, answer(400, { message: "Please enter a valid phone number" })))
      .toEqual({ outcome: "rejected", message: "Please enter a valid phone number" });
  });

  it("retries later on no answer, a server error or a rate limit", async () => {
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect((await attemptDelivery("id-12345678", payload, offline)).outcome).toBe("retry");
    expect((await attemptDelivery("id-12345678", payload, answer(503, { message: "down" }))).outcome).toBe("retry");
    expect(await attemptDelivery("id-12345678", payload, answer(429, { message: "Too many inquiries." })))
      .toEqual({ outcome: "retry", message: "Too many inquiries." });
  });
});

describe("attemptDelivery without a login", () => {
  it("keeps a member-only inquiry for later when no token is at hand", async () => {
    localStorage.removeItem("authToken");
    expect(await attemptDelivery("id-12345678", { ...payload, type: "vip_service" as never }, answer(401, { message: "Please log in." })))
      .toEqual({ outcome: "retry", message: "Please log in." });
  });
});

import { AUTH_TOKEN_KEY } from "@contract/limits.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, del, get, isNotFound, patch, post, put, unwrap, withDefaultMessage } from "./api-client.ts";

type FetchArgs = [input: string, init: RequestInit];

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** A fetch that never answers but rejects like the real one when its signal aborts. */
function hangingFetch() {
  return vi.fn((_input: string, init: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")));
    })
  );
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => jsonResponse({ data: { ok: true } }));
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function lastCall(): FetchArgs {
  return fetchMock.mock.calls.at(-1) as FetchArgs;
}

describe("unwrap", () => {
  it("returns the nested list for the catalogue list paths", () => {
    expect(unwrap("/packages", { data: { packages: [{ id: "p1" }] } })).toEqual([{ id: "p1" }]);
    expect(unwrap("/destinations", { data: { destinations: [] } })).toEqual([]);
    expect(unwrap("/activities?limit=3", { data: { activities: [{ id: "a" }] } })).toEqual([{ id: "a" }]);
  });

  it("returns data itself for items and other paths", () => {
    expect(unwrap("/packages/p1", { data: { id: "p1", name: "N" } })).toEqual({ id: "p1", name: "N" });
    expect(unwrap("/auth/profile", { data: { id: "u1" } })).toEqual({ id: "u1" });
    expect(unwrap("/inquiries", { data: [1, 2] })).toEqual([1, 2]);
  });

  it("returns data when a list path has no nested list of that name", () => {
    expect(unwrap("/packages", { data: { items: [] } })).toEqual({ items: [] });
  });

  it("returns the body unchanged when it has no data field", () => {
    expect(unwrap("/x", { ok: true })).toEqual({ ok: true });
    expect(unwrap("/x", "text")).toBe("text");
    expect(unwrap("/x", undefined)).toBeUndefined();
  });
});

describe("requests", () => {
  it("sends JSON headers, credentials and the /api base path", async () => {
    await get("/packages");
    const [url, init] = lastCall();
    expect(url).toBe("/api/packages");
    expect(init.method).toBe("GET");
    expect(init.credentials).toBe("include");
    const headers = init.headers as Record<string, string>;
    expect(headers["Content-Type"]).toBe("application/json");
    expect(headers.Accept).toBe("application/json");
    expect(headers.Authorization).toBeUndefined();
  });

  it("names the interface's language, so catalogue answers never follow the browser's other languages", async () => {
    await get("/packages");
    expect((lastCall()[1].headers as Record<string, string>)["Accept-Language"]).toBe("en");
  });

  it("on a French page names French for everything but catalogue reads, so messages and emails are French", async () => {
    history.pushState({}, "", "/fr/login");
    try {
      const languageOf = () => (lastCall()[1].headers as Record<string, string>)["Accept-Language"];
      await get("/packages/pkg-1");
      expect(languageOf()).toBe("en");
      await post("/auth/login", { email: "a@example.com", password: "x" });
      expect(languageOf()).toBe("fr");
      await get("/me/journeys");
      expect(languageOf()).toBe("fr");
      history.pushState({}, "", "/login");
      await post("/auth/login", { email: "a@example.com", password: "x" });
      expect(languageOf()).toBe("en");
    } finally {
      history.pushState({}, "", "/");
    }
  });

  it("adds the bearer header when a token is stored", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, "tok-123");
    await get("/auth/profile");
    expect((lastCall()[1].headers as Record<string, string>).Authorization).toBe("Bearer tok-123");
  });

  it("serialises bodies and uses each method", async () => {
    await post("/auth/login", { email: "a@b.c", password: "x" });
    expect(lastCall()[1]).toMatchObject({ method: "POST", body: JSON.stringify({ email: "a@b.c", password: "x" }) });
    await put("/packages/p1", { name: "N" });
    expect(lastCall()[1].method).toBe("PUT");
    await patch("/inquiries/i1/status", { status: "Viewed" });
    expect(lastCall()[1].method).toBe("PATCH");
    await del("/packages/p1");
    expect(lastCall()[1]).toMatchObject({ method: "DELETE", body: undefined });
  });

  it("unwraps the answer", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ data: { packages: [{ id: "p1" }] } }));
    await expect(get("/packages")).resolves.toEqual([{ id: "p1" }]);
  });

  it("accepts an empty successful body", async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(del("/packages/p1")).resolves.toBeUndefined();
  });
});

describe("errors", () => {
  it("uses the server's message field and code", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: "Package not found.", code: "not_found" }, 404));
    const error = await get("/packages/nope").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: "Package not found.", status: 404, code: "not_found", fromServer: true });
    expect(isNotFound(error)).toBe(true);
  });

  it("uses the body when it is a string", async () => {
    fetchMock.mockResolvedValueOnce(new Response("Service unavailable", { status: 503, headers: { "Content-Type": "text/plain" } }));
    await expect(get("/packages")).rejects.toMatchObject({ message: "Service unavailable", status: 503 });
  });

  it("falls back to the status code", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: "nope" }, 500));
    await expect(get("/packages")).rejects.toMatchObject({ message: "Request failed with status 500", status: 500 });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 502 }));
    await expect(get("/packages")).rejects.toMatchObject({ message: "Request failed with status 502", fromServer: false });
  });

  it("reports network failures as ApiError", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(get("/packages")).rejects.toMatchObject({ status: 0, code: "network" });
  });

  it("times out after 15 seconds", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("fetch", hangingFetch());
    const pending = get("/packages").catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(14_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("Request timed out");
    expect((error as ApiError).code).toBe("timeout");
  });

  it("reports a caller's abort as cancelled", async () => {
    vi.stubGlobal("fetch", hangingFetch());
    const controller = new AbortController();
    const pending = get("/packages", { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ message: "Request was cancelled", code: "cancelled" });
  });

  it("reports an already-aborted signal as cancelled", async () => {
    vi.stubGlobal("fetch", hangingFetch());
    const controller = new AbortController();
    controller.abort();
    await expect(get("/packages", { signal: controller.signal })).rejects.toMatchObject({ message: "Request was cancelled" });
  });
});

describe("withDefaultMessage", () => {
  it("keeps server messages, timeouts and cancels", () => {
    const server = new ApiError("Package not found.", 404, "not_found", true);
    expect(withDefaultMessage(server, "Failed to fetch package")).toBe(server);
    const timeout = new ApiError("Request timed out", 0, "timeout");
    expect(withDefaultMessage(timeout, "Failed to fetch package")).toBe(timeout);
  });

  it("replaces generic messages but keeps the status", () => {
    const generic = new ApiError("Request failed with status 500", 500, "http_error");
    expect(withDefaultMessage(generic, "Failed to fetch packages")).toMatchObject({ message: "Failed to fetch packages", status: 500 });
    expect(withDefaultMessage(new Error("boom"), "Failed to fetch packages")).toMatchObject({
      message: "Failed to fetch packages",
      status: 0,
    });
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetWhenGone } from "./forget-when-gone.ts";

/** A stand-in for the Cache Storage API: one cache holding answers by URL. */
function stubCaches(urls: string[]) {
  const kept = new Set(urls);
  const cache = { delete: vi.fn((request: Request) => Promise.resolve(kept.delete(request.url))) };
  vi.stubGlobal("caches", { open: vi.fn(() => Promise.resolve(cache)) });
  return kept;
}

const call = (status: number, url: string) => {
  const plugin = forgetWhenGone("catalogue-api-v1");
  const response = new Response("{}", { status });
  return plugin.fetchDidSucceed!({ request: new Request(url), response } as never);
};

describe("forgetWhenGone", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("deletes the cached answer of an item the server no longer has", async () => {
    const kept = stubCaches(["http://x/api/packages/gone", "http://x/api/packages"]);
    await call(404, "http://x/api/packages/gone");
    expect([...kept]).toEqual(["http://x/api/packages"]);
  });

  it("keeps the cached answer on any other status, and passes the response on", async () => {
    const kept = stubCaches(["http://x/api/packages/p1"]);
    for (const status of [200, 500, 503]) expect((await call(status, "http://x/api/packages/p1")).status).toBe(status);
    expect([...kept]).toEqual(["http://x/api/packages/p1"]);
  });
});

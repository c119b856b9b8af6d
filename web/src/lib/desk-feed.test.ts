import { afterEach, describe, expect, it, vi } from "vitest";
import { getDeskList } from "./desk-feed.ts";

afterEach(() => vi.unstubAllGlobals());

describe("getDeskList", () => {
  it("sends back the list's ETag and keeps the same array when the server answers 304", async () => {
    const sent: (string | null)[] = [];
    const answers = [
      new Response(JSON.stringify({ data: [{ id: "a" }] }), { status: 200, headers: { etag: '"v1"', "content-type": "application/json" } }),
      new Response(null, { status: 304, headers: { etag: '"v1"' } }),
      new Response(JSON.stringify({ data: [{ id: "b" }] }), { status: 200, headers: { etag: '"v2"', "content-type": "application/json" } }),
    ];
    vi.stubGlobal("fetch", (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers).get("if-none-match"));
      return Promise.resolve(answers.shift()!);
    });
    const first = await getDeskList<{ id: string }[]>("/test-desk");
    const second = await getDeskList<{ id: string }[]>("/test-desk");
    const third = await getDeskList<{ id: string }[]>("/test-desk");
    expect(sent).toEqual([null, '"v1"', '"v1"']);
    expect(second).toBe(first);
    expect(third).toEqual([{ id: "b" }]);
  });
});

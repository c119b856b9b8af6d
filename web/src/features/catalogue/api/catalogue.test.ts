import { afterEach, describe, expect, it, vi } from "vitest";
import { getItem, getList, itemQueryOptions, listQueryOptions } from "./catalogue.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("catalogue reads", () => {
  it("read each collection's list and items from its API path, unwrapped", async () => {
    const asked: string[] = [];
    vi.stubGlobal("fetch", (url: string) => {
      asked.push(url);
      return Promise.resolve(Response.json(url === "/api/activities" ? { data: { activities: [{ id: "a1" }] } } : { data: { id: "p1" } }));
    });
    expect(await getList("activities")).toEqual([{ id: "a1" }]);
    expect(await getItem("packages", "p 1")).toEqual({ id: "p1" });
    expect(asked).toEqual(["/api/activities", "/api/packages/p%201"]);
  });

  it("give each collection's failure message when the server gives none", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(new Response("", { status: 500 })));
    await expect(getList("destinations")).rejects.toThrow("Failed to fetch destinations");
    await expect(getItem("activities", "a1")).rejects.toThrow("Failed to fetch activity");
  });

  it("key lists and items under the catalogue, as the preloaded answers are stored", () => {
    expect(listQueryOptions("packages").queryKey).toEqual(["catalogue", "packages"]);
    expect(itemQueryOptions("destinations", "d1").queryKey).toEqual(["catalogue", "destinations", "d1"]);
  });
});

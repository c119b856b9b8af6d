import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { isNotFound } from "../../../lib/api-client.ts";
import { seedAnswers, seedPreloadedAnswers } from "./preloaded-answers.ts";

function pageWith(block: string): Document {
  const doc = document.implementation.createHTMLDocument("page");
  doc.body.innerHTML = `<div id="root"></div><script type="application/json" id="preloaded-answers">${block}</script>`;
  return doc;
}

describe("seedPreloadedAnswers", () => {
  it("puts the page's answers under the catalogue query keys, unwrapped as the API client does", () => {
    const doc = pageWith(JSON.stringify({
      "/packages": { data: { packages: [{ id: "p1", name: "Desert" }] } },
      "/packages/p1": { data: { id: "p1", name: "Desert" } },
      "/activities": { data: { activities: [] } },
    }));
    const client = seedPreloadedAnswers(new QueryClient(), doc);
    expect(client.getQueryData(["catalogue", "packages"])).toEqual([{ id: "p1", name: "Desert" }]);
    expect(client.getQueryData(["catalogue", "packages", "p1"])).toEqual({ id: "p1", name: "Desert" });
    expect(client.getQueryData(["catalogue", "activities"])).toEqual([]);
    expect(doc.getElementById("preloaded-answers")).toBeNull();
  });

  it("gives the same answers to a second client (React may run an initializer twice)", () => {
    const doc = pageWith(JSON.stringify({ "/destinations": { data: { destinations: [{ id: "d1" }] } } }));
    seedPreloadedAnswers(new QueryClient(), doc);
    expect(seedPreloadedAnswers(new QueryClient(), doc).getQueryData(["catalogue", "destinations"])).toEqual([{ id: "d1" }]);
  });

  it("ignores paths outside the public catalogue and a damaged block", () => {
    const doc = pageWith(JSON.stringify({ "/auth/me": { data: { id: "u1" } }, "/packages/../users": { data: {} } }));
    const client = seedPreloadedAnswers(new QueryClient(), doc);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    const damaged = seedPreloadedAnswers(new QueryClient(), pageWith("{not json"));
    expect(damaged.getQueryCache().getAll()).toHaveLength(0);
    expect(seedPreloadedAnswers(new QueryClient(), document.implementation.createHTMLDocument("x")).getQueryCache().getAll()).toHaveLength(0);
  });

  it("keeps an unknown item's not-found answer as the query's settled error, as the server rendered it", () => {
    const client = seedAnswers(new QueryClient(), { "/packages/p9": { message: "Travel package not found.", code: "not_found" } });
    const state = client.getQueryState(["catalogue", "packages", "p9"]);
    expect(state?.status).toBe("error");
    expect(state?.fetchStatus).toBe("idle");
    expect(isNotFound(state?.error)).toBe(true);
  });
});

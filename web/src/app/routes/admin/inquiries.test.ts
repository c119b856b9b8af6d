import { describe, expect, it } from "vitest";
import { linkFiltersOf } from "./inquiries.tsx";

describe("the inquiry desk's address", () => {
  it("passes on every filter of GET /api/leads a link carries, not its paging, its one-lead id or unknown names", () => {
    const params = new URLSearchParams("from=2026-01-01&to=2026-01-31&source=newsletter&reached=Responded&response=within&kind=inquiry&item=p1&stage=Lost&cursor=abc&limit=5&id=i1&utm=x&status=");
    expect(linkFiltersOf(params)).toEqual({
      from: "2026-01-01",
      to: "2026-01-31",
      source: "newsletter",
      reached: "Responded",
      response: "within",
      kind: "inquiry",
      item: "p1",
      stage: "Lost",
    });
  });
});

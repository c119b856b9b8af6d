import { describe, expect, it } from "vitest";
import { auditQueryString, NO_FILTERS } from "./audit.ts";

describe("the Activity filters' days", () => {
  it("are the agency's days: From its first instant, To its last, on the agency's clock", () => {
    const query = new URLSearchParams(auditQueryString({ ...NO_FILTERS, from: "2026-11-28", to: "2026-11-28" }, "Asia/Dubai"));
    expect(query.get("from")).toBe("2026-11-27T20:00:00.000Z");
    expect(query.get("to")).toBe("2026-11-28T19:59:59.999Z");
  });

  it("follow a clock's daylight-saving change, and leave unset filters out", () => {
    const query = new URLSearchParams(auditQueryString({ ...NO_FILTERS, from: "2026-03-08", to: "2026-03-08" }, "America/New_York", { format: "csv" }));
    expect(query.get("from")).toBe("2026-03-08T05:00:00.000Z");
    expect(query.get("to")).toBe("2026-03-09T03:59:59.999Z");
    expect([...query.keys()].sort()).toEqual(["format", "from", "to"]);
  });
});

import { describe, expect, it } from "vitest";
import { isDay, periodOf, periodProblem, presetOf, presetPeriod, todayIn } from "./period.ts";

describe("the reports' period", () => {
  it("works out each preset from today", () => {
    expect(presetPeriod("last30", "2026-03-10")).toEqual({ from: "2026-02-09", to: "2026-03-10" });
    expect(presetPeriod("last90", "2026-03-10")).toEqual({ from: "2025-12-11", to: "2026-03-10" });
    expect(presetPeriod("thisYear", "2026-03-10")).toEqual({ from: "2026-01-01", to: "2026-03-10" });
    expect(presetPeriod("last12Months", "2026-03-10")).toEqual({ from: "2025-03-11", to: "2026-03-10" });
    // A year before 29 February is the 28th: the period starts on 1 March.
    expect(presetPeriod("last12Months", "2028-02-29")).toEqual({ from: "2027-03-01", to: "2028-02-29" });
  });

  it("tells which preset a period is", () => {
    expect(presetOf({ from: "2026-01-01", to: "2026-03-10" }, "2026-03-10")).toBe("thisYear");
    expect(presetOf({ from: "2026-01-02", to: "2026-03-10" }, "2026-03-10")).toBeUndefined();
  });

  it("reads the period from the address only when it is a real one", () => {
    expect(periodOf(new URLSearchParams("from=2026-01-01&to=2026-01-31"))).toEqual({ from: "2026-01-01", to: "2026-01-31" });
    expect(periodOf(new URLSearchParams("from=2026-02-30&to=2026-03-01"))).toBeUndefined();
    expect(periodOf(new URLSearchParams("from=2026-03-01&to=2026-01-01"))).toBeUndefined();
    expect(periodOf(new URLSearchParams("from=2026-01-01"))).toBeUndefined();
    expect(periodOf(new URLSearchParams("from=2016-01-01&to=2026-01-01"))).toBeUndefined();
    expect(periodProblem("2021-01-01", "2026-01-01")).toBeUndefined();
    expect(periodProblem("2020-01-01", "2026-01-01")).toBe("tooLong");
    expect(periodProblem("", "2026-01-01")).toBe("invalid");
    expect(isDay("2026-13-01")).toBe(false);
  });

  it("reads today on the agency's clock", () => {
    const lateEvening = new Date("2026-03-10T23:30:00Z");
    expect(todayIn("UTC", lateEvening)).toBe("2026-03-10");
    expect(todayIn("Asia/Tokyo", lateEvening)).toBe("2026-03-11");
  });
});

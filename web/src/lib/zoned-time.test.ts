import { describe, expect, it } from "vitest";
import { instantOf, wallTimeIn } from "./zoned-time.ts";

describe("wall-clock times of a zone", () => {
  it("reads an instant on a zone's clock, daylight saving included", () => {
    expect(wallTimeIn("2026-11-24T12:00:00Z", "Asia/Dubai")).toBe("2026-11-24T16:00");
    expect(wallTimeIn("2026-07-01T12:00:00Z", "Europe/Paris")).toBe("2026-07-01T14:00");
    expect(wallTimeIn("2026-12-01T12:00:00Z", "Europe/Paris")).toBe("2026-12-01T13:00");
    expect(wallTimeIn("not a date", "UTC")).toBe("");
  });

  it("turns a zone's wall-clock time back into the instant", () => {
    expect(instantOf("2026-11-24T16:00", "Asia/Dubai")).toBe("2026-11-24T12:00:00.000Z");
    expect(instantOf("2026-07-01T14:00", "Europe/Paris")).toBe("2026-07-01T12:00:00.000Z");
    expect(instantOf("2026-03-29T12:00", "America/New_York")).toBe("2026-03-29T16:00:00.000Z");
    expect(instantOf("2026-11-24", "UTC")).toBeNull();
  });
});

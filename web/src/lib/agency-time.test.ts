import { describe, expect, it, vi } from "vitest";
import { zoneAbbreviation } from "@contract/agency-time.ts";
import { formatStaffTime } from "./agency-time.ts";

describe("staff times on the agency's clock", () => {
  const instant = "2026-11-28T05:37:00.000Z";

  it("write the agency's wall time with the zone named, in the page's language", () => {
    expect(formatStaffTime(instant, "Asia/Dubai", "en")).toBe("28 Nov 2026, 09:37 GST");
    expect(formatStaffTime(instant, "Asia/Dubai", "en", "clock")).toBe("09:37 GST");
    expect(formatStaffTime(instant, "Asia/Dubai", "fr")).toBe("28 nov. 2026, 09:37 GST");
    expect(formatStaffTime("not a date", "Asia/Dubai", "en")).toBe("not a date");
  });

  it("name a zone by its abbreviation, daylight saving included, else by its offset", () => {
    expect(zoneAbbreviation("Asia/Dubai", instant)).toBe("GST");
    expect(zoneAbbreviation("America/New_York", instant)).toBe("EST");
    expect(zoneAbbreviation("America/New_York", "2026-07-01T12:00:00Z")).toBe("EDT");
    expect(zoneAbbreviation("UTC", instant)).toBe("UTC");
    expect(zoneAbbreviation("Asia/Yerevan", instant)).toBe("GMT+4");
  });

  it("make each formatter once: a desk of 50 rows writes its times without making one per time", () => {
    const made = vi.spyOn(Intl, "DateTimeFormat");
    try {
      for (let row = 0; row < 50; row++) formatStaffTime(new Date(Date.parse(instant) + row * 3_600_000).toISOString(), "Asia/Kolkata", "de");
      // The clock's formatter and the two the zone's name is read with, whatever the number of rows.
      expect(made.mock.calls.length).toBeLessThanOrEqual(3);
    } finally {
      made.mockRestore();
    }
  });
});

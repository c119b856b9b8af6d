import { describe, expect, it } from "vitest";
import { firstItems, formatActivityPrice, formatCalendarDay, formatDateTime, formatNumber, formatTime, formatUsd, SETTING_ZONES, truncate } from "./format.ts";

describe("truncate", () => {
  it("keeps short text unchanged", () => {
    expect(truncate("Short", 100)).toBe("Short");
    expect(truncate("x".repeat(100), 100)).toBe("x".repeat(100));
  });

  it("cuts at the limit and adds an ellipsis", () => {
    expect(truncate("x".repeat(101), 100)).toBe(`${"x".repeat(100)}...`);
    expect(truncate("abcdef", 3)).toBe("abc...");
  });

  it("does not leave a space before the ellipsis", () => {
    expect(truncate("ab cdef", 3)).toBe("ab...");
  });
});

describe("formatActivityPrice", () => {
  it("formats USD with two decimals and thousands separators", () => {
    expect(formatActivityPrice(1250)).toBe("Approx. $1,250.00");
    expect(formatActivityPrice(99.5)).toBe("Approx. $99.50");
    expect(formatActivityPrice(0)).toBe("Approx. $0.00");
    expect(formatActivityPrice(1234567.891)).toBe("Approx. $1,234,567.89");
  });

  it("says Price on request when there is no price", () => {
    expect(formatActivityPrice(undefined)).toBe("Price on request");
    expect(formatActivityPrice(null)).toBe("Price on request");
    expect(formatActivityPrice(Number.NaN)).toBe("Price on request");
  });
});

describe("firstItems", () => {
  it("flags when items were left out", () => {
    expect(firstItems([1, 2, 3], 2)).toEqual({ shown: [1, 2], more: true });
    expect(firstItems([1, 2], 2)).toEqual({ shown: [1, 2], more: false });
    expect(firstItems([], 2)).toEqual({ shown: [], more: false });
  });
});

describe("formatDateTime", () => {
  it("writes the local time day first with a 24-hour clock, whatever the browser's language", () => {
    expect(formatDateTime(new Date(2026, 10, 23, 17, 9, 32).toISOString())).toBe("23 Nov 2026, 17:09");
  });

  it("keeps text that is not a date as it is", () => {
    expect(formatDateTime("soon")).toBe("soon");
  });
});

describe("formatTime", () => {
  const instant = "2026-11-23T15:30:00Z";

  it("shows the same instant on each settings timezone's clock", () => {
    expect(formatDateTime(instant, SETTING_ZONES.JST)).toBe("24 Nov 2026, 00:30");
    expect(formatDateTime(instant, SETTING_ZONES.EST)).toBe("23 Nov 2026, 10:30");
    expect(formatDateTime(instant, SETTING_ZONES.UTC)).toBe("23 Nov 2026, 15:30");
  });

  it("follows daylight saving: EST is New York's clock, four hours behind UTC in summer", () => {
    expect(formatDateTime("2026-07-01T15:30:00Z", SETTING_ZONES.EST)).toBe("1 Jul 2026, 11:30");
    expect(formatDateTime("2026-07-01T15:30:00Z", SETTING_ZONES.GMT)).toBe("1 Jul 2026, 16:30");
  });

  it("writes days in the member's zone too", () => {
    expect(formatTime(instant, "longDay", SETTING_ZONES.JST)).toBe("24 November 2026");
    expect(formatTime(instant, "longDay", SETTING_ZONES.PST)).toBe("23 November 2026");
    expect(formatTime(instant, "shortDay", SETTING_ZONES.CET)).toBe("23 Nov 2026");
  });

  it("writes a chat's clock in the zone given", () => {
    const jst = formatTime(instant, "clock", SETTING_ZONES.JST);
    const est = formatTime(instant, "clock", SETTING_ZONES.EST);
    expect(jst).toMatch(/^(00|12):30/);
    expect(est).toMatch(/^10:30/);
  });

  it("keeps text that is not a date as it is", () => {
    expect(formatTime("soon", "clock", SETTING_ZONES.JST)).toBe("soon");
  });
});

describe("dates and numbers in the page's language", () => {
  it("writes a date and time as the language does, English as before", () => {
    expect(formatDateTime("2026-07-01T15:30:00Z", "UTC", "en")).toBe("1 Jul 2026, 15:30");
    expect(formatDateTime("2026-07-01T15:30:00Z", "UTC", "de")).toBe("01.07.2026, 15:30");
    expect(formatTime("2026-07-01T15:30:00Z", "shortDay", "UTC", "fr")).toBe("1 juil. 2026");
  });

  it("writes Arabic dates and numbers with Western digits", () => {
    expect(formatTime("2026-07-01T15:30:00Z", "shortDay", "UTC", "ar")).toMatch(/^1 .+ 2026$/);
    expect(formatNumber(1234.5, "ar")).not.toMatch(/[\u0660-\u0669]/);
  });

  it("writes numbers and staff's US dollar prices in the language", () => {
    expect(formatNumber(1234.5, "de")).toBe("1.234,5");
    expect(formatUsd(1250, "en")).toBe("$1,250.00");
    expect(formatUsd(1250, "de")).toBe("1.250,00\u00a0$");
  });
});

describe("formatCalendarDay", () => {
  it("writes a kept day the page's way, the same day whatever the clock", () => {
    expect(formatCalendarDay("2026-11-20")).toBe("20 Nov 2026");
    expect(formatCalendarDay("2026-11-20", "fr")).toBe("20 nov. 2026");
    expect(formatCalendarDay("2026-01-01", "de")).toBe("1. Jan. 2026");
  });

  it("keeps text that is not a day as it is", () => {
    expect(formatCalendarDay("soon")).toBe("soon");
  });
});

import { describe, expect, it } from "vitest";
import { firstItems, formatActivityPrice, formatDateTime, truncate } from "./format.ts";

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

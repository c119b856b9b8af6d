import { formatConverted } from "@contract/money.ts";
import { describe, expect, it } from "vitest";
import { formatDateTime, formatTime, formatUsd, intlLocale } from "./format.ts";

const NBSP = "\u00a0";
const NNBSP = "\u202f";
const instant = "2026-11-23T15:30:00Z";

describe("amounts in the page's language", () => {
  it("writes US dollars the way each language does", () => {
    expect(formatUsd(1250)).toBe("$1,250.00");
    expect(formatUsd(1250, "en")).toBe("$1,250.00");
    expect(formatUsd(1250, "fr")).toBe(`1${NNBSP}250,00${NBSP}$US`);
    expect(formatUsd(1250, "de")).toBe(`1.250,00${NBSP}$`);
    expect(formatUsd(1250, "es")).toBe(`1250,00${NBSP}US$`);
    expect(formatUsd(1250, "it")).toBe(`1250,00${NBSP}USD`);
    expect(formatUsd(1250, "pt")).toBe(`1250,00${NBSP}US$`);
  });

  it("writes Arabic amounts with Western digits", () => {
    expect(formatUsd(1250, "ar")).toMatch(/1,250\.00/);
    expect(formatUsd(1250, "ar")).not.toMatch(/[٠-٩]/);
  });

  it("converts in the page's language (formatConverted with intlLocale)", () => {
    expect(formatConverted(1000, "EUR", 0.9412, intlLocale("en"))).toBe(`EUR${NBSP}941.20`);
    expect(formatConverted(1000, "EUR", 0.9412, intlLocale("fr"))).toBe(`941,20${NBSP}EUR`);
    expect(formatConverted(1000, "EUR", 0.9412, intlLocale("de"))).toBe(`941,20${NBSP}EUR`);
    expect(formatConverted(1250.5, "JPY", 154.32, intlLocale("it"))).toBe(`192.977${NBSP}JPY`);
    expect(formatConverted(1000, "AED", 3.6725, intlLocale("ar"))).toMatch(/3,672\.50/);
  });
});

describe("dates in the page's language", () => {
  it("keeps the English day-first style for English", () => {
    expect(formatDateTime(instant, "UTC", "en")).toBe("23 Nov 2026, 15:30");
    expect(formatTime(instant, "longDay", "UTC", "en")).toBe("23 November 2026");
  });

  it("names the month in the page's language", () => {
    expect(formatTime(instant, "longDay", "UTC", "fr")).toBe("23 novembre 2026");
    expect(formatTime(instant, "longDay", "UTC", "de")).toBe("23. November 2026");
    expect(formatTime(instant, "longDay", "UTC", "es")).toBe("23 de noviembre de 2026");
    expect(formatTime(instant, "longDay", "UTC", "it")).toBe("23 novembre 2026");
    expect(formatTime(instant, "longDay", "UTC", "pt")).toBe("23 de novembro de 2026");
    expect(formatTime(instant, "longDay", "UTC", "ar")).toBe("23 نوفمبر 2026");
  });

  it("writes date and time on the member's clock in the page's language", () => {
    expect(formatDateTime(instant, "Asia/Tokyo", "fr")).toBe("24 nov. 2026, 00:30");
    expect(formatDateTime(instant, "UTC", "de")).toBe("23.11.2026, 15:30");
    expect(formatDateTime(instant, "UTC", "ar")).not.toMatch(/[٠-٩]/);
  });

  it("keeps text that is not a date as it is", () => {
    expect(formatDateTime("soon", undefined, "fr")).toBe("soon");
  });
});

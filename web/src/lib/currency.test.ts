import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { chooseCurrency, chosenCurrency, type ShownCurrency, useCurrency, useMemberCurrency } from "./currency.ts";

describe("the device's currency", () => {
  it("is US dollars until one is chosen, and remembers the choice", () => {
    expect(chosenCurrency()).toBe("USD");
    const { result } = renderHook(() => useCurrency());
    act(() => chooseCurrency("AED"));
    expect(result.current).toBe("AED");
    expect(localStorage.getItem("currency")).toBe("AED");
  });

  it("ignores an unknown stored value", () => {
    localStorage.setItem("currency", "XYZ");
    expect(chosenCurrency()).toBe("USD");
  });

  it("takes a member's settings currency when it is new to the device; a later pick holds until it changes", () => {
    chooseCurrency("EUR");
    const { result, rerender } = renderHook(({ id, currency }: { id?: string; currency?: ShownCurrency }) => {
      useMemberCurrency(id, currency);
      return useCurrency();
    }, { initialProps: {} as { id?: string; currency?: ShownCurrency } });
    expect(result.current).toBe("EUR");
    rerender({ id: "member-1", currency: "JPY" });
    expect(result.current).toBe("JPY");
    act(() => chooseCurrency("GBP"));
    rerender({ id: "member-1", currency: "JPY" });
    expect(result.current).toBe("GBP");
    rerender({ id: "member-1", currency: "CAD" });
    expect(result.current).toBe("CAD");
  });
});

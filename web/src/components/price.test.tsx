import type { ExchangeRates } from "@contract/money.ts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { chooseCurrency, type ShownCurrency } from "../lib/currency.ts";
import { FromPrice, Price } from "./price.tsx";

const RATES: ExchangeRates = {
  base: "USD",
  version: "1",
  rates: {
    EUR: { rate: 0.923, date: "2026-11-20" },
    GBP: { rate: 0.79, date: "2026-11-20" },
    JPY: { rate: 151.37, date: "2026-11-19" },
    CAD: { rate: 1.36, date: "2026-11-20" },
    AUD: { rate: 1.52, date: "2026-11-20" },
    AED: { rate: 3.6725, date: "2026-11-18" },
  },
};

/** A price rendered with `currency` chosen on this device and `rates` already loaded (none: not loaded); a package's "from" price with `from`. */
function shown(usd: number | undefined, currency: ShownCurrency, rates?: Partial<ExchangeRates>, from = false): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  if (rates) client.setQueryData(["exchange-rates"], { ...RATES, ...rates });
  act(() => chooseCurrency(currency));
  const { container } = render(
    <QueryClientProvider client={client}>
      <p>
        {from ? <FromPrice usd={usd!} /> : <Price usd={usd} />}
      </p>
    </QueryClientProvider>,
  );
  return container.textContent ?? "";
}

describe("Price", () => {
  it("shows US dollars as before when USD is chosen", () => {
    expect(shown(1250, "USD", RATES)).toBe("Approx. $1,250.00");
    expect(shown(undefined, "EUR", RATES)).toBe("Price on request");
  });

  it("shows the converted amount with the rate's day, and the US dollar amount beside it", () => {
    expect(shown(1250, "EUR", RATES)).toBe("Approx. EUR\u00a01,153.75, rate of 20 Nov 2026USD\u00a01,250.00");
  });

  it("writes yen without decimals and dirhams with two", () => {
    expect(shown(1250, "JPY", RATES)).toMatch(/^Approx\. JPY\u00a0189,213, rate of 19 Nov 2026/);
    expect(shown(1250, "AED", RATES)).toMatch(/^Approx\. AED\u00a04,590\.63, rate of 18 Nov 2026/);
  });

  it("falls back to US dollars while the rates load and when the currency has no rate", () => {
    expect(shown(1250, "GBP")).toBe("Approx. $1,250.00");
    const withoutGbp = { ...RATES.rates } as Partial<ExchangeRates["rates"]>;
    delete withoutGbp.GBP;
    expect(shown(1250, "GBP", { rates: withoutGbp as ExchangeRates["rates"] })).toBe("Approx. $1,250.00");
  });
});

describe("FromPrice", () => {
  it("says a package's price per person in US dollars, cents only when it has some", () => {
    expect(shown(4500, "USD", RATES, true)).toBe("From USD\u00a04,500 per person");
    expect(shown(4500.5, "USD", RATES, true)).toBe("From USD\u00a04,500.50 per person");
  });

  it("adds the converted amount with the rate's day below it, as an activity's price says it", () => {
    expect(shown(4500, "EUR", RATES, true)).toBe("From USD\u00a04,500 per personApprox. EUR\u00a04,153.50, rate of 20 Nov 2026");
  });

  it("stays in US dollars alone while the rates load", () => {
    expect(shown(4500, "GBP", undefined, true)).toBe("From USD\u00a04,500 per person");
  });
});

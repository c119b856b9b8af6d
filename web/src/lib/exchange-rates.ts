/** The exchange rates staff keep (GET /api/exchange-rates), read only to show a price in another currency. */
import type { ExchangeRates } from "@contract/money.ts";
import { useQuery } from "@tanstack/react-query";
import { get } from "./api-client.ts";

export function useExchangeRates() {
  return useQuery({
    queryKey: ["exchange-rates"],
    queryFn: ({ signal }) => get<ExchangeRates>("/exchange-rates", { signal }),
    staleTime: 5 * 60_000,
  });
}

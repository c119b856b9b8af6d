/** The exchange rates staff keep: GET /api/exchange-rates (fresh, not a cached copy) and the save, PUT. */
import type { ExchangeRatesInput } from "@contract/exchange-rates.ts";
import type { ExchangeRates } from "@contract/money.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, put } from "../../../lib/api-client.ts";
import { FRESH } from "./resources.ts";

const RATES_KEY = ["admin", "exchange-rates"] as const;

export function useExchangeRates() {
  return useQuery({
    queryKey: RATES_KEY,
    queryFn: ({ signal }) => get<ExchangeRates>("/exchange-rates", { signal, headers: FRESH }),
    staleTime: 0,
  });
}

export function useSaveExchangeRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExchangeRatesInput) => put<ExchangeRates>("/exchange-rates", input),
    onSuccess: (saved) => queryClient.setQueryData(RATES_KEY, saved),
  });
}

/**
 * Money's API (issue #32): the staff's ledger report and its CSV, a trip's ledger, recording a bank
 * payment, a refund, a credit note, the documents' PDFs (fetched with the staff's token, then
 * saved), and the traveller's invoices by trip link.
 */
import type { BankPaymentInput, CreditNote, Payment, PaymentsReport, RefundInput, TravellerInvoices, TripLedger } from "@contract/money/model.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LIMITS } from "@contract/limits.ts";
import { ApiError, get, post, readToken } from "../../../lib/api-client.ts";
import { downloadBlob } from "../../../lib/download.ts";

export const moneyKeys = {
  all: ["admin", "money"] as const,
  report: (from: string, to: string) => [...moneyKeys.all, "report", from, to] as const,
  trip: (tripId: string) => [...moneyKeys.all, "trip", tripId] as const,
  traveller: (token: string) => ["trip-links", token, "invoices"] as const,
};

const period = (from: string, to: string, extra: Record<string, string> = {}) =>
  new URLSearchParams({ ...(from ? { from } : {}), ...(to ? { to } : {}), ...extra }).toString();

export function usePaymentsReport(from: string, to: string) {
  return useQuery({
    queryKey: moneyKeys.report(from, to),
    queryFn: ({ signal }) => get<PaymentsReport>(`/payments?${period(from, to)}`, { signal }),
    staleTime: 0,
  });
}

/** The period's rows as the server's CSV. */
export function fetchLedgerCsv(from: string, to: string): Promise<string> {
  return get<string>(`/payments?${period(from, to, { format: "csv" })}`, { timeoutMs: 60_000 });
}

export function useTripLedger(tripId: string) {
  return useQuery({
    queryKey: moneyKeys.trip(tripId),
    queryFn: ({ signal }) => get<TripLedger>(`/trips/${encodeURIComponent(tripId)}/invoices`, { signal }),
    staleTime: 0,
  });
}

function useLedgerWrite<I, O>(write: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: moneyKeys.all }),
  });
}

export const useRecordPayment = (tripId: string) =>
  useLedgerWrite((input: BankPaymentInput) => post<Payment>(`/trips/${encodeURIComponent(tripId)}/payments`, input));

export const useRefund = () =>
  useLedgerWrite(({ paymentId, ...input }: RefundInput & { paymentId: string }) =>
    post<Payment>(`/payments/${encodeURIComponent(paymentId)}/refunds`, input));

export const useCreditNote = () =>
  useLedgerWrite(({ invoiceId, reason }: { invoiceId: string; reason?: string }) =>
    post<CreditNote>(`/invoices/${encodeURIComponent(invoiceId)}/credit-note`, reason ? { reason } : {}));

/** Downloads a staff PDF (`/api/...`, which needs the staff's token) and saves it as `name`. */
export async function downloadPdf(url: string, name: string): Promise<void> {
  const token = readToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: "include", signal: AbortSignal.timeout(LIMITS.requestTimeoutMs * 2) });
  if (!response.ok) throw new ApiError(`Request failed with status ${response.status}`, response.status, "http_error");
  downloadBlob(await response.blob(), name);
}

/** The traveller's invoices by trip link. */
export function useTravellerInvoices(token: string) {
  return useQuery({
    queryKey: moneyKeys.traveller(token),
    queryFn: ({ signal }) => get<TravellerInvoices>(`/trip-links/${encodeURIComponent(token)}/invoices`, { signal }),
  });
}

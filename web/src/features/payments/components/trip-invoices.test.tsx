/**
 * The trip page's invoices panel: each invoice with its status and PDF, the bank details with the
 * invoice numbers still owed as the reference to quote (none once everything is paid), the
 * receipts, and "Pay by card" only where the server offers it and something is owed; in the page's
 * language.
 */
import type { TravellerInvoices } from "@contract/money/model.ts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "../../../i18n/language-context.tsx";
import { loadSiteMessages } from "../../../i18n/site-messages.ts";
import { TripInvoices } from "./trip-invoices.tsx";

const answer = vi.hoisted(() => ({ data: undefined as unknown }));
vi.mock("../../../lib/api-client.ts", async (original) => ({
  ...(await original<object>()),
  get: () => Promise.resolve(answer.data),
}));

const invoices = (over: Partial<TravellerInvoices> = {}): TravellerInvoices => ({
  currency: "USD",
  invoices: [
    { id: "i1", number: "INV-2026-0001", kind: "deposit", currency: "USD", issuedOn: "2026-11-28", dueOn: "2026-11-28", subtotal: 1344.14, vat: 20.86, vatRate: 5, total: 1365, status: "paid", paid: 1365, outstanding: 0, pdfUrl: "/api/trip-links/t/invoices/i1/pdf" },
    { id: "i2", number: "INV-2026-0002", kind: "balance", currency: "USD", issuedOn: "2026-11-28", dueOn: "2027-01-15", subtotal: 3136.3, vat: 48.7, vatRate: 5, total: 3185, status: "open", paid: 0, outstanding: 3185, pdfUrl: "/api/trip-links/t/invoices/i2/pdf" },
  ],
  receipts: [{ id: "p1", receiptNumber: "RCT-2026-0001", invoiceNumber: "INV-2026-0001", amount: 1365, currency: "USD", method: "bank", receivedOn: "2026-11-28", refunded: 0, receiptUrl: "/api/trip-links/t/receipts/p1/pdf" }],
  bank: { accountName: "Aurum Voyages L.L.C.", bankName: "Emirates NBD", iban: "AE070331234567890123456", swift: "EBILAEAD" },
  card: false,
  ...over,
});

async function show(path: string, data: TravellerInvoices) {
  answer.data = data;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () =>
    void render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <LanguageProvider>
            <TripInvoices token="t" payByCard={(invoice) => <button type="button">Pay {invoice.number} by card</button>} />
          </LanguageProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    )
  );
}

describe("TripInvoices", () => {
  beforeAll(() => Promise.all([loadSiteMessages("en"), loadSiteMessages("fr")]));
  afterEach(() => document.body.replaceChildren());

  it("lists the invoices with their PDFs, the bank details to quote for what is owed, and the receipts", async () => {
    await show("/trips/t", invoices());
    expect(await screen.findByRole("link", { name: "Invoice INV-2026-0002 (PDF)" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Invoice INV-2026-0001 (PDF)" }).getAttribute("href")).toBe("/api/trip-links/t/invoices/i1/pdf");
    expect(screen.getByText("Paid")).toBeTruthy();
    expect(screen.getByText(/^Still to pay: USD\s3,185\.00$/)).toBeTruthy();
    expect(screen.getByText("Reference to quote").nextElementSibling?.textContent).toBe("INV-2026-0002");
    expect(screen.getByRole("link", { name: "Receipt RCT-2026-0001 (PDF)" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /by card/ }), "no card button without Stripe").toBeNull();
  });

  it("offers the card only where something is owed and the server offers it; no bank details once all is paid", async () => {
    await show("/trips/t", invoices({ card: true }));
    expect(await screen.findByRole("button", { name: "Pay INV-2026-0002 by card" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Pay INV-2026-0001 by card" })).toBeNull();
    document.body.replaceChildren();
    const paid = invoices({ card: true });
    paid.invoices[1] = { ...paid.invoices[1], status: "paid", paid: 3185, outstanding: 0 };
    await show("/trips/t", paid);
    await screen.findByRole("link", { name: "Invoice INV-2026-0002 (PDF)" });
    expect(screen.queryByText("Pay by bank transfer")).toBeNull();
    expect(screen.queryByRole("button", { name: /by card/ })).toBeNull();
  });

  it("speaks the page's language", async () => {
    await show("/fr/trips/t", invoices());
    expect(await screen.findByRole("heading", { name: "Factures et paiements" })).toBeTruthy();
    expect(await screen.findByText("Payer par virement bancaire")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Facture INV-2026-0002 (PDF)" })).toBeTruthy();
  });
});

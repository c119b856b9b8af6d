/**
 * Money (issue #32), mounted at /api:
 *
 *   GET  /api/trips/{id}/invoices                         staff: the trip's ledger (schedule, invoices, credit notes, payments)
 *   POST /api/trips/{id}/payments                         staff: a bank transfer received (receipt emailed)
 *   POST /api/trips/{id}/invoices                         staff: adjust the schedule with a new invoice (a credited due's, an instalment)
 *   GET  /api/invoices/{id}/pdf                           staff: the invoice's PDF
 *   POST /api/invoices/{id}/credit-note                   staff: reverse an unpaid invoice (credit note emailed)
 *   GET  /api/credit-notes/{id}/pdf                       staff: the credit note's PDF
 *   GET  /api/payments                                    staff: the ledger (?from&to, ?format=csv), outstanding, months
 *   POST /api/payments/{id}/refunds                       staff: money given back, recorded
 *   GET  /api/payments/{id}/receipt                       staff: the receipt's PDF
 *   GET  /api/trip-links/{token}/invoices                 the traveller: invoices, receipts, bank details
 *   GET  /api/trip-links/{token}/invoices/{id}/pdf        and each document's PDF under the same link
 *   GET  /api/trip-links/{token}/receipts/{id}/pdf
 *   GET  /api/trip-links/{token}/credit-notes/{id}/pdf
 *
 * A trip link's money is the traveller's own: a co-traveller's read-only link does not open it.
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import { addDays, agencyDay } from "../../contract/agency-time.ts";
import {
  bankPaymentInput,
  creditNote,
  creditNoteInput,
  dueInvoiceInput,
  invoice,
  MONEY_TEXTS,
  payment,
  paymentsQuery,
  paymentsReport as paymentsReportSchema,
  refundInput,
  travellerInvoices as travellerInvoicesSchema,
  tripLedger as tripLedgerSchema,
} from "../../contract/money/model.ts";
import { TRIP_TEXTS } from "../../contract/trips/model.ts";
import { auditOf, actorOf } from "../http/caller.ts";
import type { AppEnv } from "../http/context.ts";
import { pathId } from "../http/validate.ts";
import { notFound } from "../errors.ts";
import { tripLinkOfToken } from "../kv/trip-links.ts";
import { idParam } from "../openapi/params.ts";
import { csvStreamAnswer } from "../http/csv-stream.ts";
import { declareOn } from "../openapi/registry.ts";
import { refundWithStripe } from "../services/card-payments.ts";
import {
  creditInvoice,
  documentPdf,
  issueDueInvoice,
  LEDGER_CSV_COLUMNS,
  ledgerCsvPages,
  type MoneyDocument,
  paymentsReport,
  recordBankPayment,
  travellerInvoices,
  tripLedger,
} from "../services/money.ts";

export const moneyRoutes = new Hono<AppEnv>();
const route = declareOn(moneyRoutes, "/api");
const tag = "Money";

const pdfAnswer = (what: string) => ({ description: `${what} (PDF).`, content: { "application/pdf": { schema: z.string() } } });
const tokenParam = z.object({ token: z.string().meta({ description: "The trip link's token." }) });
const tokenDocParam = tokenParam.extend({ id: z.string().meta({ description: "The document's id." }) });

function pdfResponse(c: Context<AppEnv>, file: { bytes: Uint8Array; name: string }, cache: "private, no-store" | "no-store" = "no-store"): Response {
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    "content-type": "application/pdf",
    "content-disposition": `inline; filename="${file.name}"`,
    "cache-control": cache,
  });
}

/** The trip a traveller's own link opens (404 for an unknown or revoked one, or a co-traveller's). */
async function travellerTripId(c: Context<AppEnv>, token: string): Promise<string> {
  const link = await tripLinkOfToken(c.var.deps.kv, token);
  if (link.access !== "traveller") throw notFound(TRIP_TEXTS.linkNotFound);
  return link.tripId;
}

const tripId = (c: Context<AppEnv>) => pathId(c, "id", TRIP_TEXTS.notFound);

route({
  route: "GET /api/trips/:id/invoices",
  summary: "Read a trip's ledger",
  description: "The trip's payment schedule, invoices (each with its status, what is paid and outstanding), credit notes, " +
    "payments with their refunds, and the totals: invoiced, credited, received, refunded and the balance still to pay.",
  tag,
  operationId: "getTripLedger",
  access: "admin",
  params: idParam,
  answer: { description: "The trip's ledger.", schema: tripLedgerSchema },
  errors: ["not_found"],
}, async (c) => c.json({ data: await tripLedger(c.var.deps, tripId(c)) }));

route({
  route: "POST /api/trips/:id/payments",
  summary: "Record a bank payment",
  description: "A bank transfer received against one of the trip's invoices: in the invoice's currency, at most what it " +
    "still asks (409). Numbered as a receipt (`RCT-2026-0001`, without gaps), emailed to the traveller with its PDF, audited.",
  tag,
  operationId: "recordBankPayment",
  access: "admin",
  params: idParam,
  body: bankPaymentInput,
  answer: { status: 201, description: "The payment with its receipt number.", schema: payment },
  errors: ["not_found", "conflict", "invalid"],
}, async (c, { body }) => {
  const id = tripId(c);
  const input = await body();
  return c.json({ data: await recordBankPayment(c.var.deps, id, input, actorOf(c).user.id, auditOf(c)) }, 201);
});

route({
  route: "POST /api/trips/:id/invoices",
  summary: "Issue an invoice of the schedule",
  description: "Staff adjust a trip's schedule: a new invoice (the next number) for a due whose invoice a credit note " +
    "reversed (`dueId`), or a new instalment without it. The trip's invoices not credited never ask more than its " +
    "total (400); a due whose invoice still stands is refused (409). Emailed to the traveller, audited.",
  tag,
  operationId: "issueDueInvoice",
  access: "admin",
  params: idParam,
  body: dueInvoiceInput,
  answer: { status: 201, description: "The new invoice.", schema: invoice },
  errors: ["not_found", "conflict", "invalid"],
}, async (c, { body }) => {
  const id = tripId(c);
  const input = await body();
  return c.json({ data: await issueDueInvoice(c.var.deps, id, input, auditOf(c)) }, 201);
});

route({
  route: "GET /api/invoices/:id/pdf",
  summary: "Download an invoice",
  description: "The invoice as issued, in the traveller's language.",
  tag,
  operationId: "getInvoicePdf",
  access: "admin",
  params: idParam,
  answer: pdfAnswer("The invoice"),
  errors: ["not_found"],
}, async (c) => pdfResponse(c, await documentPdf(c.var.deps, "invoice", pathId(c, "id", MONEY_TEXTS.invoiceNotFound))));

route({
  route: "POST /api/invoices/:id/credit-note",
  summary: "Reverse an invoice",
  description: "A credit note (`CN-2026-0001`, without gaps) reverses the whole invoice, which is then no longer asked. " +
    "Refused (409) once credited, or while payments count on it: refund them first. Emailed to the traveller, audited.",
  tag,
  operationId: "creditInvoice",
  access: "admin",
  params: idParam,
  body: creditNoteInput,
  answer: { status: 201, description: "The credit note.", schema: creditNote },
  errors: ["not_found", "conflict"],
}, async (c, { body }) => {
  const id = pathId(c, "id", MONEY_TEXTS.invoiceNotFound);
  const input = await body();
  return c.json({ data: await creditInvoice(c.var.deps, id, input.reason, actorOf(c).user.id, auditOf(c)) }, 201);
});

route({
  route: "GET /api/credit-notes/:id/pdf",
  summary: "Download a credit note",
  description: "The credit note as issued, in the traveller's language.",
  tag,
  operationId: "getCreditNotePdf",
  access: "admin",
  params: idParam,
  answer: pdfAnswer("The credit note"),
  errors: ["not_found"],
}, async (c) => pdfResponse(c, await documentPdf(c.var.deps, "credit-note", pathId(c, "id", MONEY_TEXTS.creditNoteNotFound))));

route({
  route: "GET /api/payments",
  summary: "Read the ledger",
  description: "Every invoice, credit note, payment and refund of the period (`from`..`to`, days of the agency; the last " +
    "12 months by default), newest first; the invoices still open (outstanding and overdue); revenue and margin by month of " +
    "acceptance. `format=csv` answers the period's rows as a CSV file for the accountant, oldest first, streamed a page at a time.",
  tag,
  operationId: "getPayments",
  access: "admin",
  query: paymentsQuery,
  answer: {
    description: "The ledger, or with `format=csv` its CSV file.",
    content: { "application/json": { schema: z.object({ data: paymentsReportSchema }) }, "text/csv": { schema: z.string() } },
  },
  errors: ["invalid"],
}, async (c, { query: readQuery }) => {
  const query = readQuery();
  const today = agencyDay(c.var.deps.config.AGENCY_TIMEZONE);
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -365);
  if (query.format !== "csv") return c.json({ data: await paymentsReport(c.var.deps, from, to) });
  return csvStreamAnswer(c, { filename: `ledger-${from}-${to}.csv`, header: LEDGER_CSV_COLUMNS, pages: ledgerCsvPages(c.var.deps.kv, from, to), quoteAll: false });
});

route({
  route: "POST /api/payments/:id/refunds",
  summary: "Record a refund",
  description: "Money given back against a payment, at most what it still counts for (409). The invoice opens again when " +
    "it is no longer paid in full. Audited. A card payment's refund is issued through Stripe first (503 when Stripe " +
    "does not issue it: nothing is recorded) and recorded with Stripe's refund id.",
  tag,
  operationId: "refundPayment",
  access: "admin",
  params: idParam,
  body: refundInput,
  answer: { status: 201, description: "The payment with its refunds.", schema: payment },
  errors: ["not_found", "conflict", "unavailable"],
}, async (c, { body }) => {
  const id = pathId(c, "id", MONEY_TEXTS.paymentNotFound);
  const input = await body();
  return c.json({ data: await refundWithStripe(c.var.deps, id, input, actorOf(c).user.id, auditOf(c)) }, 201);
});

route({
  route: "GET /api/payments/:id/receipt",
  summary: "Download a receipt",
  description: "The payment's receipt, in the traveller's language.",
  tag,
  operationId: "getReceiptPdf",
  access: "admin",
  params: idParam,
  answer: pdfAnswer("The receipt"),
  errors: ["not_found"],
}, async (c) => pdfResponse(c, await documentPdf(c.var.deps, "receipt", pathId(c, "id", MONEY_TEXTS.paymentNotFound))));

route({
  route: "GET /api/trip-links/:token/invoices",
  summary: "Read a trip's invoices by its link",
  description: "The traveller's invoices (number, amounts, due date, status, the PDF's address), receipts, the bank details " +
    "to pay by transfer (the reference to quote is the invoice number) and whether card payment is offered. Not for a " +
    "co-traveller's read-only link (404).",
  tag,
  operationId: "getTravellerInvoices",
  access: "public",
  params: tokenParam,
  answer: { description: "The invoices.", schema: travellerInvoicesSchema },
  errors: ["not_found"],
}, async (c, { param }) => {
  const token = param("token");
  return c.json({ data: await travellerInvoices(c.var.deps, await travellerTripId(c, token), token) });
});

const travellerPdf = (path: string, kind: MoneyDocument, what: string, operationId: string, missing: string) =>
  route({
    route: `GET /api/trip-links/:token/${path}/:id/pdf`,
    summary: `Download ${what} by the trip's link`,
    description: `${what[0].toUpperCase()}${what.slice(1)} of the link's trip, in the traveller's language (private, not cached).`,
    tag,
    operationId,
    access: "public",
    params: tokenDocParam,
    answer: pdfAnswer(what),
    errors: ["not_found"],
  }, async (c, { param }) => {
    const id = await travellerTripId(c, param("token"));
    const documentId = pathId(c, "id", missing);
    return pdfResponse(c, await documentPdf(c.var.deps, kind, documentId, id), "private, no-store");
  });

travellerPdf("invoices", "invoice", "an invoice", "getTravellerInvoicePdf", MONEY_TEXTS.invoiceNotFound);
travellerPdf("receipts", "receipt", "a receipt", "getTravellerReceiptPdf", MONEY_TEXTS.paymentNotFound);
travellerPdf("credit-notes", "credit-note", "a credit note", "getTravellerCreditNotePdf", MONEY_TEXTS.creditNoteNotFound);

/**
 * Money's use cases (issue #32): the schedule and invoices an acceptance makes, the trip's ledger
 * for staff and the traveller's invoices, bank payments staff record and card payments Stripe's
 * webhook reports (`recordCardPayment`, money-stripe's entry), refunds, credit notes, the
 * reminders' job, the ledger report and its CSV, and the documents' PDFs.
 *
 * Every email the traveller gets of money carries a private trip link of its own, minted in the
 * write's commit (kv/trip-links.ts), so the PDF and the trip page open from the email.
 */
import { agencyDay } from "../../contract/agency-time.ts";
import { everyPage } from "../kv/paging.ts";
import {
  type BankDetails,
  type BankPaymentInput,
  type CardPaymentInput,
  type CreditNote,
  type DueInvoiceInput,
  type Invoice,
  type LedgerRow,
  MONEY_TEXTS,
  type MonthRow,
  type OutstandingRow,
  type Payment,
  type PaymentsReport,
  type RefundInput,
  type StoredCreditNote,
  type StoredInvoice,
  type StoredPayment,
  type TravellerInvoices,
  type TripLedger,
} from "../../contract/money/model.ts";
import { invoiceStatus, tripLines } from "../../contract/money/schedule.ts";
import { PROPOSAL_CURRENCIES, type ProposalCurrency } from "../../contract/proposals/model.ts";
import { roundMoney } from "../../contract/proposals/totals.ts";
import { type StoredTrip, TRIP_TEXTS } from "../../contract/trips/model.ts";
import type { Config } from "../config.ts";
import { badRequest, notFound } from "../errors.ts";
import type { AuditContext } from "../kv/audit.ts";
import { KEYS } from "../kv/keys.ts";
import {
  addAcceptanceMoney,
  daysOverdue,
  getCreditNote,
  getInvoice,
  getPayment,
  type IssuedMoney,
  issueCreditNote,
  type MoneyNotify,
  type MoneyRules,
  moneyEvents,
  moneyEventsPage,
  netOfRefunds,
  openInvoiceIds,
  paidOn,
  queueReminders,
  recordPayment,
  recordRefund,
  reissueDue,
  tripMoney,
} from "../kv/money.ts";
import { addToOutbox } from "../kv/outbox.ts";
import { listValues } from "../kv/records.ts";
import { addTripLink, mintTripLink } from "../kv/trip-links.ts";
import { MONEY_DOC_TEXTS } from "../locales.ts";
import { creditNoteMail, invoiceMail, type MoneyMailOptions, receiptMail, reminderMail } from "../mail/money-mail.ts";
import type { Outbox } from "./outbox.ts";
import { creditNotePdf, invoicePdf, receiptPdf } from "./money-pdf.ts";

export type MoneyDeps = {
  kv: Deno.Kv;
  config: Config;
  siteUrl: string;
  outbox: Pick<Outbox, "wake">;
};

/** The schedule's and invoices' rules from configuration. */
export function moneyRules(config: Config): MoneyRules {
  return {
    depositPercent: config.DEPOSIT_PERCENT,
    balanceDays: config.BALANCE_DAYS_BEFORE,
    vatRate: config.VAT_RATE,
    agency: { legalName: config.AGENCY_LEGAL_NAME, address: config.AGENCY_ADDRESS, taxNumber: config.AGENCY_TAX_NUMBER, email: config.STAFF_EMAIL },
    timeZone: config.AGENCY_TIMEZONE,
    serviceFeeText: (lang) => MONEY_DOC_TEXTS[lang]["doc.serviceFee"],
  };
}

export function bankOf(config: Config): BankDetails {
  return { accountName: config.BANK_ACCOUNT_NAME, bankName: config.BANK_NAME, iban: config.BANK_IBAN, swift: config.BANK_SWIFT };
}

/** Whether card payments are offered (money-stripe's STRIPE_SECRET_KEY). */
export function cardPayments(config: Config): boolean {
  return Boolean((config as Config & { STRIPE_SECRET_KEY?: string }).STRIPE_SECRET_KEY);
}

function mailOptions(deps: MoneyDeps): MoneyMailOptions {
  return { baseUrl: deps.siteUrl, mailFrom: deps.config.MAIL_FROM, staffEmail: deps.config.STAFF_EMAIL, bank: bankOf(deps.config) };
}

/** A new traveller link of `tripId` in the commit, for the email it queues: answers its token. */
function linkIn(op: Deno.AtomicOperation, tripId: string): string {
  const { token, hash } = mintTripLink();
  addTripLink(op, tripId, hash, "traveller", new Date().toISOString());
  return token;
}

/** The traveller's email of the invoices due now (the deposit, or the whole amount). */
function invoicesNotify(deps: MoneyDeps): MoneyNotify<[StoredInvoice[]]> {
  return (op, invoices) => {
    const today = agencyDay(deps.config.AGENCY_TIMEZONE);
    const first = invoices.length === 1 ? invoices[0] : invoices.find((invoice) => invoice.dueOn <= today) ?? invoices[0];
    if (!first) return;
    addToOutbox(op, { kind: "mail", mail: invoiceMail(first, linkIn(op, first.tripId), mailOptions(deps)) });
  };
}

/**
 * The trip's money, added to the acceptance's commit (proposal-answers.ts `acceptProposal`): the
 * schedule, the invoices numbered without gaps, and the email of the invoice due now.
 */
export function acceptanceMoney(deps: MoneyDeps): (kv: Deno.Kv, op: Deno.AtomicOperation, trip: StoredTrip) => Promise<IssuedMoney> {
  return (kv, op, trip) => addAcceptanceMoney(kv, op, trip, moneyRules(deps.config), invoicesNotify(deps));
}

// ---------------------------------------------------------------------------------------------
// Reads

const today = (deps: Pick<MoneyDeps, "config">) => agencyDay(deps.config.AGENCY_TIMEZONE);

type Urls = { invoice: (id: string) => string; receipt: (id: string) => string; creditNote: (id: string) => string };

const staffUrls: Urls = {
  invoice: (id) => `/api/invoices/${id}/pdf`,
  receipt: (id) => `/api/payments/${id}/receipt.pdf`,
  creditNote: (id) => `/api/credit-notes/${id}/pdf`,
};

const travellerUrls = (token: string): Urls => ({
  invoice: (id) => `/api/trip-links/${token}/invoices/${id}/pdf`,
  receipt: (id) => `/api/trip-links/${token}/receipts/${id}/pdf`,
  creditNote: (id) => `/api/trip-links/${token}/credit-notes/${id}/pdf`,
});

function shownInvoice(invoice: StoredInvoice, payments: StoredPayment[], notes: StoredCreditNote[], day: string, urls: Urls): Invoice {
  const paid = paidOn(invoice, payments);
  const status = invoiceStatus(invoice, paid, day);
  const note = invoice.creditNoteId ? notes.find((n) => n.id === invoice.creditNoteId) : undefined;
  return {
    ...invoice,
    status,
    paid,
    outstanding: status === "credited" ? 0 : roundMoney(Math.max(0, invoice.total - paid), invoice.currency),
    ...(note ? { creditNoteNumber: note.number } : {}),
    pdfUrl: urls.invoice(invoice.id),
  };
}

const shownPayment = (payment: StoredPayment, urls: Urls): Payment => ({
  ...payment,
  refunded: roundMoney(payment.amount - netOfRefunds(payment), payment.currency),
  receiptUrl: urls.receipt(payment.id),
});

async function ledgerOf(deps: Pick<MoneyDeps, "kv" | "config">, trip: Pick<StoredTrip, "id" | "currency">, urls: Urls): Promise<TripLedger> {
  const money = await tripMoney(deps.kv, trip.id);
  const day = today(deps);
  const invoices = money.invoices.map((invoice) => shownInvoice(invoice, money.payments, money.creditNotes, day, urls));
  const payments = money.payments.map((payment) => shownPayment(payment, urls));
  const sum = (values: number[]) => roundMoney(values.reduce((a, b) => a + b, 0), trip.currency);
  const invoiced = sum(invoices.map((i) => i.total));
  const credited = sum(money.creditNotes.map((n) => -n.total));
  const received = sum(payments.map((p) => p.amount));
  const refunded = sum(payments.map((p) => p.refunded));
  return {
    tripId: trip.id,
    currency: trip.currency,
    schedule: money.schedule,
    invoices,
    creditNotes: money.creditNotes.map((note): CreditNote => ({ ...note, pdfUrl: urls.creditNote(note.id) })),
    payments,
    totals: { invoiced, credited, received, refunded, balance: roundMoney(invoiced - credited - (received - refunded), trip.currency) },
  };
}

async function tripOf(kv: Deno.Kv, tripId: string): Promise<StoredTrip> {
  const trip = (await kv.get<StoredTrip>(KEYS.trip(tripId))).value;
  if (!trip) throw notFound(TRIP_TEXTS.notFound);
  return trip;
}

/** `GET /api/trips/{id}/invoices`: the staff's ledger of a trip. */
export async function tripLedger(deps: Pick<MoneyDeps, "kv" | "config">, tripId: string): Promise<TripLedger> {
  return await ledgerOf(deps, await tripOf(deps.kv, tripId), staffUrls);
}

/** `GET /api/trip-links/{token}/invoices`: what the link's holder reads (PDFs under the same link). */
export async function travellerInvoices(deps: Pick<MoneyDeps, "kv" | "config">, tripId: string, token: string): Promise<TravellerInvoices> {
  const trip = await tripOf(deps.kv, tripId);
  const ledger = await ledgerOf(deps, trip, travellerUrls(token));
  return {
    currency: trip.currency,
    invoices: ledger.invoices.map((i) => ({
      id: i.id, number: i.number, kind: i.kind, currency: i.currency, issuedOn: i.issuedOn, dueOn: i.dueOn, subtotal: i.subtotal, vat: i.vat,
      vatRate: i.vatRate, total: i.total, status: i.status, paid: i.paid, outstanding: i.outstanding, pdfUrl: i.pdfUrl,
      ...(i.creditNoteNumber ? { creditNoteNumber: i.creditNoteNumber } : {}),
    })),
    receipts: ledger.payments.map((p) => ({
      id: p.id, receiptNumber: p.receiptNumber, invoiceNumber: p.invoiceNumber, amount: p.amount, currency: p.currency, method: p.method,
      receivedOn: p.receivedOn, refunded: p.refunded, receiptUrl: p.receiptUrl,
    })),
    bank: bankOf(deps.config as Config),
    card: cardPayments(deps.config as Config),
  };
}

/** What an invoice still asks (money-stripe's Checkout amount), refused for a credited or paid one. */
export async function amountDue(deps: Pick<MoneyDeps, "kv">, invoiceId: string, tripId?: string): Promise<{ invoice: StoredInvoice; outstanding: number }> {
  const invoice = await getInvoice(deps.kv, invoiceId);
  if (!invoice || (tripId && invoice.tripId !== tripId)) throw notFound(MONEY_TEXTS.invoiceNotFound);
  const { payments } = await tripMoney(deps.kv, invoice.tripId);
  const outstanding = invoice.creditNoteId ? 0 : roundMoney(Math.max(0, invoice.total - paidOn(invoice, payments)), invoice.currency);
  return { invoice, outstanding };
}

// ---------------------------------------------------------------------------------------------
// Writes

function receiptNotify(deps: MoneyDeps): MoneyNotify<[StoredPayment, StoredInvoice]> {
  return (op, payment, invoice) =>
    addToOutbox(op, { kind: "mail", mail: receiptMail(payment, invoice, linkIn(op, payment.tripId), mailOptions(deps)) });
}

/** `POST /api/trips/{id}/payments`: a bank transfer staff saw arrive; the traveller gets the receipt. */
export async function recordBankPayment(deps: MoneyDeps, tripId: string, input: BankPaymentInput, recordedBy: string, audit?: AuditContext): Promise<Payment> {
  const { payment } = await recordPayment(deps.kv, { ...input, tripId, recordedBy }, {
    timeZone: deps.config.AGENCY_TIMEZONE,
    audit,
    notify: receiptNotify(deps),
  });
  deps.outbox.wake();
  return shownPayment(payment, staffUrls);
}

/**
 * Records a card payment Stripe's verified webhook reported (money-stripe calls it), once per
 * Stripe event id: a replay answers the first record with `duplicate: true` and sends nothing.
 * Refused (AppError): an unknown or credited invoice (not_found / conflict), another currency
 * (invalid), more than the invoice still asks (conflict). The receipt is emailed.
 */
export async function recordCardPayment(deps: MoneyDeps, input: CardPaymentInput): Promise<{ payment: Payment; duplicate: boolean }> {
  const currency = input.currency.toUpperCase();
  if (!(PROPOSAL_CURRENCIES as readonly string[]).includes(currency)) {
    throw badRequest(MONEY_TEXTS.wrongCurrency, [{ path: "currency", message: MONEY_TEXTS.wrongCurrency }]);
  }
  const { payment, duplicate } = await recordPayment(deps.kv, {
    invoiceId: input.invoiceId,
    amount: input.amount,
    currency,
    receivedOn: agencyDay(deps.config.AGENCY_TIMEZONE, input.receivedAt ?? new Date()),
    reference: input.reference,
    method: "card",
    externalId: input.eventId,
    recordedBy: "stripe",
  }, { timeZone: deps.config.AGENCY_TIMEZONE, notify: receiptNotify(deps), now: input.receivedAt });
  if (!duplicate) deps.outbox.wake();
  return { payment: shownPayment(payment, staffUrls), duplicate };
}

/** `POST /api/payments/{id}/refunds`: money given back, recorded (money-stripe issues card refunds and passes `externalId`). */
export async function refundPayment(
  deps: Pick<MoneyDeps, "kv">,
  paymentId: string,
  input: RefundInput & { externalId?: string },
  recordedBy: string,
  audit?: AuditContext,
): Promise<Payment> {
  const { payment } = await recordRefund(deps.kv, paymentId, input, { recordedBy, audit });
  return shownPayment(payment, staffUrls);
}

/** `POST /api/invoices/{id}/credit-note`: the invoice reversed; the traveller gets the credit note. */
export async function creditInvoice(deps: MoneyDeps, invoiceId: string, reason: string | undefined, createdBy: string, audit?: AuditContext): Promise<CreditNote> {
  const note = await issueCreditNote(deps.kv, invoiceId, { reason }, {
    timeZone: deps.config.AGENCY_TIMEZONE,
    createdBy,
    audit,
    notify: (op, note) => addToOutbox(op, { kind: "mail", mail: creditNoteMail(note, linkIn(op, note.tripId), mailOptions(deps)) }),
  });
  deps.outbox.wake();
  return { ...note, pdfUrl: staffUrls.creditNote(note.id) };
}

/**
 * `POST /api/trips/{id}/invoices`: staff adjust the schedule (audited) with a new invoice, for a due
 * whose invoice a credit note reversed, or a new instalment; the traveller is emailed it.
 */
export async function issueDueInvoice(deps: MoneyDeps, tripId: string, input: DueInvoiceInput, audit?: AuditContext): Promise<Invoice> {
  const trip = await tripOf(deps.kv, tripId);
  const invoice = await reissueDue(deps.kv, trip, input, moneyRules(deps.config), { audit, notify: invoicesNotify(deps) });
  deps.outbox.wake();
  return shownInvoice(invoice, [], [], today(deps), staffUrls);
}

// ---------------------------------------------------------------------------------------------
// Reminders

/**
 * The reminders' job (main.ts runs it hourly under a job lease; tests call it with a moved clock):
 * each reminder due on the agency's `now` day is queued once, with its email.
 */
export async function runPaymentReminders(deps: MoneyDeps, now = new Date()): Promise<number> {
  const queued = await queueReminders(deps.kv, agencyDay(deps.config.AGENCY_TIMEZONE, now), (op, invoice, kind, outstanding) =>
    addToOutbox(op, { kind: "mail", mail: reminderMail(invoice, kind, outstanding, linkIn(op, invoice.tripId), mailOptions(deps)) })
  );
  if (queued.length) deps.outbox.wake();
  return queued.length;
}

// ---------------------------------------------------------------------------------------------
// The ledger report

/** `GET /api/payments`: the money events of `from`..`to`, the outstanding list, the months' revenue and margin. */
export async function paymentsReport(deps: Pick<MoneyDeps, "kv" | "config">, from: string, to: string): Promise<PaymentsReport> {
  const day = today(deps);
  const rows = (await moneyEvents(deps.kv, from, to)).reverse();
  const outstanding: OutstandingRow[] = [];
  for (const open of await openInvoiceIds(deps.kv)) {
    const invoice = await getInvoice(deps.kv, open.id);
    if (!invoice || invoice.creditNoteId) continue;
    const { payments } = await tripMoney(deps.kv, invoice.tripId);
    const paid = paidOn(invoice, payments);
    outstanding.push({
      id: invoice.id, number: invoice.number, tripId: invoice.tripId, currency: invoice.currency, dueOn: invoice.dueOn, total: invoice.total,
      paid, outstanding: roundMoney(invoice.total - paid, invoice.currency), status: invoiceStatus(invoice, paid, day),
      tripTitle: invoice.tripTitle, travellerName: invoice.billTo.name, daysOverdue: daysOverdue(invoice.dueOn, day),
    });
  }
  return { from, to, rows, outstanding, months: await monthsOf(deps.kv, from, to) };
}

/**
 * Revenue and margin by acceptance month (agency time) and currency: each trip's accepted total,
 * its suppliers' costs (the accepted lines' costs) and margin; with what was invoiced (less credit
 * notes), received (less refunds) and the VAT of the invoices, by the month of each event.
 */
async function monthsOf(kv: Deno.Kv, from: string, to: string): Promise<MonthRow[]> {
  const months = new Map<string, MonthRow>();
  const row = (month: string, currency: ProposalCurrency) => {
    const key = `${month} ${currency}`;
    if (!months.has(key)) months.set(key, { month, currency, trips: 0, revenue: 0, cost: 0, margin: 0, invoiced: 0, received: 0, vat: 0 });
    return months.get(key)!;
  };
  for (const { value: trip } of await listValues<StoredTrip>(kv, KEYS.trips())) {
    const accepted = trip.createdAt.slice(0, 10);
    if (accepted < from || accepted > to) continue;
    const r = row(accepted.slice(0, 7), trip.currency);
    const cost = tripLines(trip).reduce((a, l) => a + l.cost, 0);
    r.trips += 1;
    r.revenue += trip.total;
    r.cost += cost;
  }
  for (const event of await moneyEvents(kv, from, to)) {
    const r = row(event.on.slice(0, 7), event.currency);
    if (event.kind === "invoice" || event.kind === "credit-note") {
      r.invoiced += event.amount;
      r.vat += event.vat;
    } else r.received += event.amount;
  }
  return [...months.values()].map((r) => {
    const c = r.currency;
    return {
      ...r, revenue: roundMoney(r.revenue, c), cost: roundMoney(r.cost, c), margin: roundMoney(r.revenue - r.cost, c),
      invoiced: roundMoney(r.invoiced, c), received: roundMoney(r.received, c), vat: roundMoney(r.vat, c),
    };
  }).sort((a, b) => a.month === b.month ? a.currency.localeCompare(b.currency) : b.month.localeCompare(a.month));
}

const CSV_COLUMNS = ["date", "kind", "number", "trip", "traveller", "currency", "amount", "vat", "method", "reference"] as const;

export const LEDGER_CSV_COLUMNS = CSV_COLUMNS;

/** A ledger row as a line of the accountant's CSV (amounts with a dot). */
export const ledgerCsvRow = (r: LedgerRow): unknown[] =>
  [r.on, r.kind, r.number, r.tripTitle, r.travellerName, r.currency, r.amount.toFixed(r.currency === "JPY" ? 0 : 2), r.vat.toFixed(r.currency === "JPY" ? 0 : 2), r.method, r.reference];

/** The period's ledger as CSV rows, oldest first, a page at a time. */
export async function* ledgerCsvPages(kv: Deno.Kv, from: string, to: string): AsyncGenerator<unknown[][]> {
  for await (const rows of everyPage((cursor) => moneyEventsPage(kv, from, to, cursor, 500))) yield rows.map(ledgerCsvRow);
}

// ---------------------------------------------------------------------------------------------
// PDFs

export type MoneyDocument = "invoice" | "receipt" | "credit-note";

/** A document's PDF and file name; with `tripId` (a trip link), only that trip's. */
export async function documentPdf(deps: Pick<MoneyDeps, "kv" | "config">, kind: MoneyDocument, id: string, tripId?: string): Promise<{ bytes: Uint8Array; name: string }> {
  if (kind === "invoice") {
    const invoice = await getInvoice(deps.kv, id);
    if (!invoice || (tripId && invoice.tripId !== tripId)) throw notFound(MONEY_TEXTS.invoiceNotFound);
    return { bytes: await invoicePdf(invoice, bankOf(deps.config as Config)), name: `${invoice.number}.pdf` };
  }
  if (kind === "credit-note") {
    const note = await getCreditNote(deps.kv, id);
    if (!note || (tripId && note.tripId !== tripId)) throw notFound(MONEY_TEXTS.creditNoteNotFound);
    return { bytes: await creditNotePdf(note), name: `${note.number}.pdf` };
  }
  const payment = await getPayment(deps.kv, id);
  const invoice = payment && await getInvoice(deps.kv, payment.invoiceId);
  if (!payment || !invoice || (tripId && payment.tripId !== tripId)) throw notFound(MONEY_TEXTS.paymentNotFound);
  return { bytes: await receiptPdf(payment, invoice), name: `${payment.receiptNumber}.pdf` };
}

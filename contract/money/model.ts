/**
 * Money (issue #32): what an accepted trip is paid with. On acceptance the trip gets a payment
 * schedule (a deposit due at once and a balance due some days before departure, or the whole at
 * once when departure is near) and an invoice for each due payment, numbered without gaps per
 * year (`INV-2026-0001`). Payments arrive by bank transfer (recorded by staff) or by card
 * (Stripe's webhook, `recordCardPayment`); each gets a receipt (`RCT-2026-0001`). A credit note
 * (`CN-2026-0001`) reverses an invoice as a whole: an issued invoice never changes. Refunds are
 * recorded against a payment.
 *
 * Every amount is in the trip's (the proposal's) currency, in major units rounded to its minor unit
 * (`roundMoney`). The invoice keeps a copy of everything printed on it (the agency's details, the
 * lines, the VAT rate), so a later change of configuration never changes an issued invoice.
 */
import { z } from "zod";
import { SITE_LANGUAGES } from "../languages.ts";
import { PROPOSAL_CURRENCIES, PROPOSAL_LIMITS } from "../proposals/model.ts";

export const MONEY_LIMITS = {
  /** Dues one schedule may hold (staff may split the balance). */
  duesPerSchedule: 6,
  /** Lines one invoice may hold (every priced item of a trip, the service fee). */
  linesPerInvoice: 200,
  paymentsPerTrip: 100,
  refundsPerPayment: 20,
  /** Longest bank reference or note, in characters. */
  reference: 140,
  /** Days before a due date the reminders go (the third on the day it becomes overdue). */
  reminderDaysBefore: [7, 1],
  /** Rows of one page of `GET /api/payments`. */
  ledgerPage: 200,
} as const;

/** The three number series, each gapless per calendar year (agency time zone). */
export const DOCUMENT_SERIES = { invoice: "INV", creditNote: "CN", receipt: "RCT" } as const;
export type DocumentSeries = (typeof DOCUMENT_SERIES)[keyof typeof DOCUMENT_SERIES];

/** `INV-2026-0001`: the series, the year, the number in the year (4 digits at least). */
export function documentNumber(series: DocumentSeries, year: number, n: number): string {
  return `${series}-${year}-${String(n).padStart(4, "0")}`;
}

export const PAYMENT_METHODS = ["bank", "card"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** deposit + balance, or one payment of the whole amount when departure is near (or staff chose it). */
export const DUE_KINDS = ["deposit", "balance", "full", "instalment"] as const;
export type DueKind = (typeof DUE_KINDS)[number];

/**
 * An invoice's status, derived (never stored): `credited` once a credit note reversed it, `paid`
 * when payments less refunds reach its total, `overdue` after its due date, else `partly-paid` or
 * `open`.
 */
export const INVOICE_STATUSES = ["open", "partly-paid", "paid", "overdue", "credited"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The reminder emails: 7 and 1 days before the due date, and on the day it becomes overdue. */
export const REMINDER_KINDS = ["7d", "1d", "overdue"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be written YYYY-MM-DD.");
const currency = z.enum(PROPOSAL_CURRENCIES, { error: `Currency must be one of: ${PROPOSAL_CURRENCIES.join(", ")}.` });
const positiveAmount = z.number({ error: "Amount must be a number." }).finite("Amount must be a number.")
  .positive("Amount must be more than 0.").max(PROPOSAL_LIMITS.maxAmount, "Amount is too large.");

/** The agency as printed on an invoice (from configuration, copied at issue). */
export const agencyDetails = z.object({
  legalName: z.string(),
  address: z.string(),
  /** The tax registration number (TRN in the UAE). */
  taxNumber: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
});
export type AgencyDetails = z.infer<typeof agencyDetails>;

/** Where a bank transfer goes (configuration); the traveller quotes the invoice number as reference. */
export const bankDetails = z.object({
  accountName: z.string(),
  bankName: z.string(),
  iban: z.string(),
  swift: z.string(),
});
export type BankDetails = z.infer<typeof bankDetails>;

/** One due payment of a schedule and the invoice that asks for it. */
export const scheduleDue = z.object({
  id: z.string(),
  kind: z.enum(DUE_KINDS),
  amount: z.number(),
  dueOn: day,
  /** The invoice now asking for it (a credited invoice's due gets a new one). */
  invoiceId: z.string(),
});
export type ScheduleDue = z.infer<typeof scheduleDue>;

/** The record under `["payment_schedules", tripId]`: the dues add up to the trip's accepted total. */
export const paymentSchedule = z.object({
  tripId: z.string(),
  currency,
  total: z.number(),
  /** The deposit percentage used when it was made (configuration at acceptance). */
  depositPercent: z.number(),
  dues: z.array(scheduleDue),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentSchedule = z.infer<typeof paymentSchedule>;

/**
 * `POST /api/trips/{id}/invoices`: staff adjust the schedule (audited) by a new invoice for a due
 * whose invoice was reversed by a credit note (`dueId`), or for a new instalment (without it). All
 * the trip's invoices not credited never ask more than its total.
 */
export const dueInvoiceInput = z.object({
  dueId: z.string().trim().min(1).max(64).optional(),
  amount: positiveAmount,
  dueOn: day,
});
export type DueInvoiceInput = z.input<typeof dueInvoiceInput>;

/**
 * One printed line. `amount` is net of VAT; VAT is `vatRate` of the taxable lines' sum. Trip items
 * are the suppliers' services the agency passes on (not taxable); the agency's service fee is the
 * taxable line (docs: "Invoices, the service fee and VAT").
 */
export const invoiceLine = z.object({
  /** "item" (an accepted item or add-on), "service-fee", or "reversal" (a credit note's line). */
  kind: z.enum(["item", "service-fee", "reversal"]),
  /** The item's or add-on's title as accepted (the service fee's is localised when printed). */
  description: z.string(),
  amount: z.number(),
  taxable: z.boolean(),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

/** The record under `["invoices", id]`: issued once, never changed (its status is derived). */
export const storedInvoice = z.object({
  id: z.string(),
  number: z.string(),
  tripId: z.string(),
  dueId: z.string(),
  kind: z.enum(DUE_KINDS),
  currency,
  /** The traveller's language: the PDF's and the emails'. */
  language: z.enum(SITE_LANGUAGES),
  issuedOn: day,
  dueOn: day,
  agency: agencyDetails,
  billTo: z.object({ name: z.string(), email: z.string() }),
  tripTitle: z.string(),
  /** Percent of the whole trip this invoice asks (30 for a 30 % deposit). */
  share: z.number(),
  lines: z.array(invoiceLine),
  subtotal: z.number(),
  /** VAT rate in percent (5 for 5 %). */
  vatRate: z.number(),
  vat: z.number(),
  total: z.number(),
  /** Set when a credit note reversed it. */
  creditNoteId: z.string().optional(),
  createdAt: z.string(),
});
export type StoredInvoice = z.infer<typeof storedInvoice>;

/** `["credit_notes", id]`: reverses one invoice as a whole, with its own gapless number. */
export const storedCreditNote = z.object({
  id: z.string(),
  number: z.string(),
  tripId: z.string(),
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  currency,
  language: z.enum(SITE_LANGUAGES),
  issuedOn: day,
  agency: agencyDetails,
  billTo: z.object({ name: z.string(), email: z.string() }),
  reason: z.string().optional(),
  /** The invoice's lines negated. */
  lines: z.array(invoiceLine),
  subtotal: z.number(),
  vatRate: z.number(),
  vat: z.number(),
  total: z.number(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type StoredCreditNote = z.infer<typeof storedCreditNote>;

/** `["refunds", paymentId, refundId]`: money given back against a payment (with Stripe, issued through it). */
export const storedRefund = z.object({
  id: z.string(),
  paymentId: z.string(),
  amount: z.number(),
  refundedOn: day,
  reason: z.string().optional(),
  /** Stripe's refund id, when issued through Stripe. */
  externalId: z.string().optional(),
  recordedBy: z.string(),
  createdAt: z.string(),
});
export type StoredRefund = z.infer<typeof storedRefund>;

/** `["payments", id]`: money received against an invoice, with its receipt's number. */
export const storedPayment = z.object({
  id: z.string(),
  tripId: z.string(),
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  receiptNumber: z.string(),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number(),
  currency,
  receivedOn: day,
  /** The bank's reference, or Stripe's payment intent. */
  reference: z.string(),
  /** Stripe's event id (card payments): a payment is recorded once per event. */
  externalId: z.string().optional(),
  language: z.enum(SITE_LANGUAGES),
  recordedBy: z.string(),
  createdAt: z.string(),
  refunds: z.array(storedRefund).default([]),
});
export type StoredPayment = z.infer<typeof storedPayment>;

/** `POST /api/trips/{id}/payments`: a bank transfer staff saw arrive. */
export const bankPaymentInput = z.object({
  invoiceId: z.string().trim().min(1).max(64),
  amount: positiveAmount,
  currency,
  receivedOn: day,
  reference: z.string().trim().min(1, "The bank's reference is required.").max(MONEY_LIMITS.reference),
  method: z.literal("bank", { error: "Staff record bank payments only; card payments arrive from Stripe." }),
});
export type BankPaymentInput = z.input<typeof bankPaymentInput>;

/** `POST /api/payments/{id}/refunds`: money given back (recorded; with Stripe, money-stripe issues it). */
export const refundInput = z.object({
  amount: positiveAmount,
  refundedOn: day,
  reason: z.string().trim().max(MONEY_LIMITS.reference).optional(),
});
export type RefundInput = z.input<typeof refundInput>;

/** `POST /api/invoices/{id}/credit-note`. */
export const creditNoteInput = z.object({
  reason: z.string().trim().max(MONEY_LIMITS.reference).optional(),
});

/** The agreed card payment money-stripe hands to `recordCardPayment` once its webhook is verified. */
export type CardPaymentInput = {
  invoiceId: string;
  /** In major units, as Stripe's amount_total / 10^minorDigits. */
  amount: number;
  currency: string;
  /** Stripe's event id: the payment is recorded once per event id. */
  eventId: string;
  /** The payment intent (or session) id, printed as the receipt's reference. */
  reference: string;
  receivedAt?: Date;
};

/** An invoice as staff and the traveller read it: with its status and what is paid and due. */
export const invoice = storedInvoice.extend({
  status: z.enum(INVOICE_STATUSES),
  paid: z.number(),
  outstanding: z.number(),
  /** The credit note's number, when credited. */
  creditNoteNumber: z.string().optional(),
  /** PDF addresses (staff's under /api/invoices, the traveller's under the trip link). */
  pdfUrl: z.string(),
});
export type Invoice = z.infer<typeof invoice>;

export const payment = storedPayment.extend({ refunded: z.number(), receiptUrl: z.string() });
export type Payment = z.infer<typeof payment>;

export const creditNote = storedCreditNote.extend({ pdfUrl: z.string() });
export type CreditNote = z.infer<typeof creditNote>;

/** `GET /api/trips/{id}/invoices`: the trip's ledger. */
export const tripLedger = z.object({
  tripId: z.string(),
  currency,
  schedule: paymentSchedule.nullable(),
  invoices: z.array(invoice),
  creditNotes: z.array(creditNote),
  payments: z.array(payment),
  totals: z.object({
    invoiced: z.number(),
    credited: z.number(),
    received: z.number(),
    refunded: z.number(),
    /** What is still to be paid: invoiced − credited − (received − refunded). */
    balance: z.number(),
  }),
});
export type TripLedger = z.infer<typeof tripLedger>;

/** `GET /api/trip-links/{token}/invoices`: what the traveller reads. */
export const travellerInvoices = z.object({
  currency,
  invoices: z.array(invoice.pick({
    id: true, number: true, kind: true, currency: true, issuedOn: true, dueOn: true, subtotal: true, vat: true,
    vatRate: true, total: true, status: true, paid: true, outstanding: true, pdfUrl: true, creditNoteNumber: true,
  })),
  receipts: z.array(z.object({
    id: z.string(), receiptNumber: z.string(), invoiceNumber: z.string(), amount: z.number(), currency, method: z.enum(PAYMENT_METHODS),
    receivedOn: z.string(), refunded: z.number(), receiptUrl: z.string(),
  })),
  /** Bank transfer: always available. The reference to quote is each invoice's number. */
  bank: bankDetails,
  /** Whether "Pay by card" is offered (STRIPE_SECRET_KEY set). */
  card: z.boolean(),
});
export type TravellerInvoices = z.infer<typeof travellerInvoices>;

/** One row of `GET /api/payments` (the ledger): every money event, newest first. */
export const ledgerRow = z.object({
  kind: z.enum(["invoice", "credit-note", "payment", "refund"]),
  id: z.string(),
  number: z.string(),
  tripId: z.string(),
  tripTitle: z.string(),
  travellerName: z.string(),
  on: day,
  currency,
  /** Positive for invoices and payments, negative for credit notes and refunds. */
  amount: z.number(),
  vat: z.number(),
  method: z.enum(PAYMENT_METHODS).optional(),
  reference: z.string().optional(),
});
export type LedgerRow = z.infer<typeof ledgerRow>;

/** An open invoice on the outstanding list. */
export const outstandingRow = invoice.pick({
  id: true, number: true, tripId: true, currency: true, dueOn: true, total: true, paid: true, outstanding: true, status: true,
}).extend({ tripTitle: z.string(), travellerName: z.string(), daysOverdue: z.number() });
export type OutstandingRow = z.infer<typeof outstandingRow>;

/** Revenue and margin of one month (by acceptance month, agency time), per currency. */
export const monthRow = z.object({
  month: z.string(),
  currency,
  trips: z.number(),
  /** Accepted totals (VAT included). */
  revenue: z.number(),
  /** Supplier costs of the accepted lines. */
  cost: z.number(),
  margin: z.number(),
  invoiced: z.number(),
  received: z.number(),
  vat: z.number(),
});
export type MonthRow = z.infer<typeof monthRow>;

/** `GET /api/payments`: the ledger rows of a period, the outstanding list and the months. */
export const paymentsReport = z.object({
  from: day,
  to: day,
  rows: z.array(ledgerRow),
  outstanding: z.array(outstandingRow),
  months: z.array(monthRow),
});
export type PaymentsReport = z.infer<typeof paymentsReport>;

/** The API's English texts for money (translated like every answer, locales/{lang}/answers.json). */
export const MONEY_TEXTS = {
  invoiceNotFound: "Invoice not found.",
  paymentNotFound: "Payment not found.",
  creditNoteNotFound: "Credit note not found.",
  scheduleNotFound: "This trip has no payment schedule.",
  wrongCurrency: "The payment's currency is not the invoice's.",
  overpaid: "The amount is more than the invoice still asks.",
  alreadyCredited: "This invoice was reversed by a credit note.",
  creditPaid: "An invoice with payments cannot be reversed: refund the payments first.",
  refundTooLarge: "The refund is more than the payment less its refunds.",
  scheduleTotal: "The trip's invoices would ask more than its total.",
  schedulePaidDue: "This due payment's invoice still stands: reverse it with a credit note first.",
  tooManyDues: `A schedule holds at most ${MONEY_LIMITS.duesPerSchedule} due payments.`,
  tooManyPayments: `A trip can hold at most ${MONEY_LIMITS.paymentsPerTrip} payments.`,
  tooManyRefunds: `A payment can hold at most ${MONEY_LIMITS.refundsPerPayment} refunds.`,
} as const;

/** `GET /api/payments`: the period (days of the agency, both included; default the last 12 months) and the form. */
export const paymentsQuery = z.object({
  from: day.optional(),
  to: day.optional(),
  format: z.enum(["json", "csv"]).optional(),
});
export type PaymentsQuery = z.infer<typeof paymentsQuery>;

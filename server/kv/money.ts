/**
 * Money's store (issue #32): payment schedules, invoices, credit notes, payments with their
 * receipts and refunds, and the reminders' once-markers. Every write is one atomic commit.
 *
 * Numbers without gaps: each series (INV, CN, RCT) keeps its last number per year under
 * `["money_numbers", series, year]`. The commit that issues a document reads that counter, checks
 * it is unchanged and writes it plus the count it issues, and writes the document's number index
 * checked absent: a racing commit fails its check and re-reads (transact), so concurrent
 * acceptances never skip or repeat a number. Within this process, commits that issue numbers also
 * wait their turn (`issuing`), so a burst of acceptances does not spend its attempts on that one
 * key; several instances still stay correct by the check.
 *
 * Payments of a trip are serialised by its schedule: every payment or refund rewrites the schedule
 * (checked), so two staff members recording the same transfer at once cannot overpay an invoice.
 */
import { addDays, agencyDay } from "../../contract/agency-time.ts";
import {
  type AgencyDetails,
  DOCUMENT_SERIES,
  documentNumber,
  type DocumentSeries,
  type LedgerRow,
  MONEY_LIMITS,
  MONEY_TEXTS,
  type PaymentMethod,
  type PaymentSchedule,
  REMINDER_KINDS,
  type ReminderKind,
  type ScheduleDue,
  type StoredCreditNote,
  type StoredInvoice,
  type StoredPayment,
  type StoredRefund,
} from "../../contract/money/model.ts";
import { daysBetween, invoiceFigures, planSchedule, type ScheduleRules, tripLines } from "../../contract/money/schedule.ts";
import { roundMoney } from "../../contract/proposals/totals.ts";
import type { SiteLanguage } from "../../contract/languages.ts";
import type { StoredTrip } from "../../contract/trips/model.ts";
import { badRequest, conflict, notFound } from "../errors.ts";
import { addAudit, type AuditContext } from "./audit.ts";
import { newId } from "./ids.ts";
import { KEYS } from "./keys.ts";
import { leadFollowsMoney } from "./lead-follows.ts";
import { listIndexIds, transact } from "./records.ts";
import { planOf, readPage } from "./paging.ts";

/** What the acceptance needs to bill a trip (from configuration, and the fee line's words). */
export type MoneyRules = ScheduleRules & {
  vatRate: number;
  agency: AgencyDetails;
  /** The agency's time zone: the issue date, the number's year and "today" are its days. */
  timeZone: string;
  /** "Agency service fee" in the traveller's language. */
  serviceFeeText: (lang: SiteLanguage) => string;
};

/** Adds the traveller's email of a money write to its commit (with the private link it carries). */
export type MoneyNotify<A extends unknown[]> = (op: Deno.AtomicOperation, ...args: A) => void;

/** Commits that issue numbers, one after another in this process (see the file's comment). */
let issuingTail: Promise<unknown> = Promise.resolve();
export function issuing<T>(work: () => Promise<T>): Promise<T> {
  const run = issuingTail.then(work, work);
  issuingTail = run.catch(() => undefined);
  return run;
}

type Reserved = { numbers: string[]; add: (op: Deno.AtomicOperation) => void };

/** The next `count` numbers of a series in `year`, and the writes that take them (counter checked). */
async function reserveNumbers(kv: Deno.Kv, series: DocumentSeries, year: number, count: number): Promise<Reserved> {
  const entry = await kv.get<number>(KEYS.moneyNumber(series, year));
  const last = entry.value ?? 0;
  const numbers = Array.from({ length: count }, (_, i) => documentNumber(series, year, last + 1 + i));
  return {
    numbers,
    add: (op) => {
      op.check(entry).set(KEYS.moneyNumber(series, year), last + count);
      // A number is never issued twice, even if a counter were ever rewritten by hand.
      for (const number of numbers) op.check({ key: KEYS.moneyByNumber(number), versionstamp: null });
    },
  };
}

const yearOf = (day: string) => Number(day.slice(0, 4));

function addEvent(op: Deno.AtomicOperation, row: LedgerRow): void {
  op.set(KEYS.moneyEvent(row.on, `${row.id}:${row.kind}`), row);
}

function invoiceEvent(invoice: StoredInvoice, trip: Pick<StoredTrip, "title" | "traveller">): LedgerRow {
  return {
    kind: "invoice", id: invoice.id, number: invoice.number, tripId: invoice.tripId, tripTitle: trip.title,
    travellerName: trip.traveller.name, on: invoice.issuedOn, currency: invoice.currency, amount: invoice.total, vat: invoice.vat,
  };
}

function writeInvoice(op: Deno.AtomicOperation, invoice: StoredInvoice): void {
  op.check({ key: KEYS.invoice(invoice.id), versionstamp: null })
    .set(KEYS.invoice(invoice.id), invoice)
    .set(KEYS.invoiceOfTrip(invoice.tripId, invoice.id), true)
    .set(KEYS.openInvoice(invoice.dueOn, invoice.id), invoice.tripId)
    .set(KEYS.moneyByNumber(invoice.number), { kind: "invoice", id: invoice.id });
}

/** What an invoice prints of a trip, for one due. */
function invoiceOf(trip: StoredTrip, due: Omit<ScheduleDue, "invoiceId">, share: number, number: string, rules: MoneyRules, issuedOn: string, now: string): StoredInvoice {
  const lang = trip.traveller.language;
  const figures = invoiceFigures(due.amount, tripLines(trip), trip.currency, rules.vatRate, rules.serviceFeeText(lang));
  return {
    id: newId(),
    number,
    tripId: trip.id,
    dueId: due.id,
    kind: due.kind,
    currency: trip.currency,
    language: lang,
    issuedOn,
    dueOn: due.dueOn,
    agency: rules.agency,
    billTo: { name: trip.traveller.name, email: trip.traveller.email },
    tripTitle: trip.title,
    share,
    ...figures,
    vatRate: rules.vatRate,
    createdAt: now,
  };
}

export type IssuedMoney = { schedule: PaymentSchedule; invoices: StoredInvoice[] };

/**
 * The accepted trip's schedule and its invoices, added to the acceptance's commit (checked: the
 * schedule absent, the invoice counter unchanged). `notify` makes the traveller's email of the
 * first invoice (the one due now). Call it inside the acceptance's `transact` attempt: it reads
 * the counter.
 */
export async function addAcceptanceMoney(
  kv: Deno.Kv,
  op: Deno.AtomicOperation,
  trip: StoredTrip,
  rules: MoneyRules,
  notify?: MoneyNotify<[StoredInvoice[]]>,
  now = new Date(),
): Promise<IssuedMoney> {
  const today = agencyDay(rules.timeZone, now);
  const at = now.toISOString();
  const plan = planSchedule(trip.total, trip.currency, trip.startDate, today, rules);
  const reserved = await reserveNumbers(kv, DOCUMENT_SERIES.invoice, yearOf(today), plan.length);
  const invoices: StoredInvoice[] = [];
  const dues: ScheduleDue[] = plan.map((planned, i) => {
    const due = { id: `${planned.kind}-${i + 1}`, kind: planned.kind, amount: planned.amount, dueOn: planned.dueOn };
    const invoice = invoiceOf(trip, due, planned.share, reserved.numbers[i], rules, today, at);
    invoices.push(invoice);
    return { ...due, invoiceId: invoice.id };
  });
  const schedule: PaymentSchedule = {
    tripId: trip.id, currency: trip.currency, total: trip.total, depositPercent: rules.depositPercent, dues, createdAt: at, updatedAt: at,
  };
  reserved.add(op);
  op.check({ key: KEYS.paymentSchedule(trip.id), versionstamp: null }).set(KEYS.paymentSchedule(trip.id), schedule);
  for (const invoice of invoices) {
    writeInvoice(op, invoice);
    addEvent(op, invoiceEvent(invoice, trip));
  }
  notify?.(op, invoices);
  return { schedule, invoices };
}

// ---------------------------------------------------------------------------------------------
// Reads

export async function getInvoice(kv: Deno.Kv, id: string): Promise<StoredInvoice | null> {
  return (await kv.get<StoredInvoice>(KEYS.invoice(id))).value;
}

export async function getPayment(kv: Deno.Kv, id: string): Promise<StoredPayment | null> {
  return (await kv.get<StoredPayment>(KEYS.payment(id))).value;
}

export async function getCreditNote(kv: Deno.Kv, id: string): Promise<StoredCreditNote | null> {
  return (await kv.get<StoredCreditNote>(KEYS.creditNote(id))).value;
}

export async function getSchedule(kv: Deno.Kv, tripId: string): Promise<PaymentSchedule | null> {
  return (await kv.get<PaymentSchedule>(KEYS.paymentSchedule(tripId))).value;
}

async function manyOf<T>(kv: Deno.Kv, ids: string[], key: (id: string) => Deno.KvKey): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += 10) {
    const entries = await kv.getMany<T[]>(ids.slice(i, i + 10).map(key));
    for (const entry of entries) if (entry.value !== null) out.push(entry.value as T);
  }
  return out;
}

/** A trip's invoices, credit notes and payments, in issue order. */
export async function tripMoney(kv: Deno.Kv, tripId: string): Promise<{
  schedule: PaymentSchedule | null;
  invoices: StoredInvoice[];
  creditNotes: StoredCreditNote[];
  payments: StoredPayment[];
}> {
  const [schedule, invoiceIds, noteIds, paymentIds] = await Promise.all([
    getSchedule(kv, tripId),
    listIndexIds(kv, KEYS.invoicesOfTrip(tripId)),
    listIndexIds(kv, KEYS.creditNotesOfTrip(tripId)),
    listIndexIds(kv, KEYS.paymentsOfTrip(tripId)),
  ]);
  const [invoices, creditNotes, payments] = await Promise.all([
    manyOf<StoredInvoice>(kv, invoiceIds, KEYS.invoice),
    manyOf<StoredCreditNote>(kv, noteIds, KEYS.creditNote),
    manyOf<StoredPayment>(kv, paymentIds, KEYS.payment),
  ]);
  return { schedule, invoices, creditNotes, payments };
}

/** What a payment still counts for: its amount less its refunds. */
export const netOfRefunds = (payment: StoredPayment) =>
  roundMoney(payment.amount - payment.refunds.reduce((a, r) => a + r.amount, 0), payment.currency);

/** What an invoice has received, net of refunds. */
export function paidOn(invoice: StoredInvoice, payments: StoredPayment[]): number {
  return roundMoney(payments.filter((p) => p.invoiceId === invoice.id).reduce((a, p) => a + netOfRefunds(p), 0), invoice.currency);
}

/** Every ledger row of the days `from`..`to` (YYYY-MM-DD, both included), in day order. */
export async function moneyEvents(kv: Deno.Kv, from: string, to: string): Promise<LedgerRow[]> {
  const rows: LedgerRow[] = [];
  const iter = kv.list<LedgerRow>({ start: [...KEYS.moneyEvents(), from], end: [...KEYS.moneyEvents(), `${to}\uffff`] });
  for await (const entry of iter) rows.push(entry.value);
  return rows;
}

/** One page of the period's ledger rows, oldest first (the ledger's CSV export, a page at a time). */
export async function moneyEventsPage(kv: Deno.Kv, from: string, to: string, cursor: string | undefined, limit: number) {
  return await readPage<LedgerRow, LedgerRow>(kv, {
    plan: planOf("ledger", { from, to }),
    selector: { start: [...KEYS.moneyEvents(), from], end: [...KEYS.moneyEvents(), `${to}\uffff`] },
    cursor,
    limit,
    oldestFirst: true,
    pick: ({ value }) => value,
  });
}

/** The open (unpaid, not credited) invoices' ids by due date, up to `until` (or all). */
export async function openInvoiceIds(kv: Deno.Kv, until?: string): Promise<{ id: string; dueOn: string }[]> {
  const out: { id: string; dueOn: string }[] = [];
  const selector = until
    ? { start: [...KEYS.openInvoices()], end: [...KEYS.openInvoices(), `${until}\uffff`] }
    : { prefix: KEYS.openInvoices() };
  for await (const entry of kv.list(selector)) out.push({ dueOn: String(entry.key[1]), id: String(entry.key[2]) });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Payments

export type PaymentWrite = {
  invoiceId: string;
  /** When given, the invoice must be this trip's (the staff route's path). */
  tripId?: string;
  amount: number;
  currency: string;
  receivedOn: string;
  reference: string;
  method: PaymentMethod;
  /** A card payment's Stripe event id: recorded once. */
  externalId?: string;
  recordedBy: string;
};

export type RecordedPayment = { payment: StoredPayment; invoice: StoredInvoice; duplicate: boolean };

/**
 * Records a payment against an invoice with its receipt number, in one commit with the receipt's
 * email (`notify`) and the audit entry (`audit`, staff's). Refused: an unknown invoice (or another
 * trip's), a credited one, another currency, more than the invoice still asks. A card payment
 * whose event was recorded already answers the first record (`duplicate`).
 */
export function recordPayment(
  kv: Deno.Kv,
  write: PaymentWrite,
  options: { timeZone: string; audit?: AuditContext; notify?: MoneyNotify<[StoredPayment, StoredInvoice]>; now?: Date },
): Promise<RecordedPayment> {
  return issuing(() =>
    transact<RecordedPayment>(async () => {
      const now = options.now ?? new Date();
      if (write.externalId) {
        const seen = await kv.get<string>(KEYS.paymentByExternal(write.externalId));
        if (seen.value) {
          const payment = await getPayment(kv, seen.value);
          const invoice = payment && await getInvoice(kv, payment.invoiceId);
          if (payment && invoice) return { op: kv.atomic().check(seen), result: { payment, invoice, duplicate: true } };
        }
      }
      const invoice = await getInvoice(kv, write.invoiceId);
      if (!invoice || (write.tripId && invoice.tripId !== write.tripId)) throw notFound(MONEY_TEXTS.invoiceNotFound);
      if (invoice.creditNoteId) throw conflict(MONEY_TEXTS.alreadyCredited);
      if (write.currency !== invoice.currency) {
        throw badRequest(MONEY_TEXTS.wrongCurrency, [{ path: "currency", message: MONEY_TEXTS.wrongCurrency }]);
      }
      const scheduleEntry = await kv.get<PaymentSchedule>(KEYS.paymentSchedule(invoice.tripId));
      const { payments, invoices } = await tripMoney(kv, invoice.tripId);
      if (payments.length >= MONEY_LIMITS.paymentsPerTrip) throw conflict(MONEY_TEXTS.tooManyPayments);
      const paid = paidOn(invoice, payments);
      const amount = roundMoney(write.amount, invoice.currency);
      const after = roundMoney(paid + amount, invoice.currency);
      if (after > invoice.total) throw conflict(MONEY_TEXTS.overpaid);
      const today = agencyDay(options.timeZone, now);
      const reserved = await reserveNumbers(kv, DOCUMENT_SERIES.receipt, yearOf(today), 1);
      const payment: StoredPayment = {
        id: newId(now.getTime()),
        tripId: invoice.tripId,
        invoiceId: invoice.id,
        invoiceNumber: invoice.number,
        receiptNumber: reserved.numbers[0],
        method: write.method,
        amount,
        currency: invoice.currency,
        receivedOn: write.receivedOn,
        reference: write.reference,
        ...(write.externalId ? { externalId: write.externalId } : {}),
        language: invoice.language,
        recordedBy: write.recordedBy,
        createdAt: now.toISOString(),
        refunds: [],
      };
      const op = kv.atomic();
      reserved.add(op);
      touchSchedule(op, scheduleEntry, now);
      op.check({ key: KEYS.payment(payment.id), versionstamp: null })
        .set(KEYS.payment(payment.id), payment)
        .set(KEYS.paymentOfTrip(payment.tripId, payment.id), true)
        .set(KEYS.moneyByNumber(payment.receiptNumber), { kind: "receipt", id: payment.id });
      if (write.externalId) op.check({ key: KEYS.paymentByExternal(write.externalId), versionstamp: null }).set(KEYS.paymentByExternal(write.externalId), payment.id);
      if (after >= invoice.total) op.delete(KEYS.openInvoice(invoice.dueOn, invoice.id));
      addEvent(op, {
        kind: "payment", id: payment.id, number: payment.receiptNumber, tripId: payment.tripId, tripTitle: invoice.tripTitle,
        travellerName: invoice.billTo.name, on: payment.receivedOn, currency: payment.currency, amount, vat: 0, method: payment.method,
        reference: payment.reference,
      });
      addAudit(op, options.audit, { entity: "payment", entityId: payment.id, action: "create", after: { invoice: invoice.number, amount, currency: payment.currency, method: payment.method, reference: payment.reference } });
      options.notify?.(op, payment, invoice);
      await leadFollowsMoney(kv, op, invoice.tripId, { schedule: scheduleEntry.value, invoices, payments: [...payments, payment] }, now);
      return { op, result: { payment, invoice, duplicate: false } };
    })
  );
}

/** Rewrites a trip's schedule (checked) so the trip's money writes go one at a time. */
function touchSchedule(op: Deno.AtomicOperation, entry: Deno.KvEntryMaybe<PaymentSchedule>, now: Date): void {
  if (entry.value === null) throw notFound(MONEY_TEXTS.scheduleNotFound);
  op.check(entry).set(entry.key, { ...entry.value, updatedAt: now.toISOString() });
}

/**
 * Records money given back against a payment (at most what it still counts for); the invoice opens
 * again when it is no longer paid in full. With Stripe, money-stripe issues the refund first and
 * passes its id as `externalId`.
 */
export function recordRefund(
  kv: Deno.Kv,
  paymentId: string,
  input: { amount: number; refundedOn: string; reason?: string; externalId?: string },
  options: { recordedBy: string; audit?: AuditContext; now?: Date },
): Promise<{ payment: StoredPayment; refund: StoredRefund }> {
  return transact(async () => {
    const now = options.now ?? new Date();
    const entry = await kv.get<StoredPayment>(KEYS.payment(paymentId));
    const payment = entry.value;
    if (!payment) throw notFound(MONEY_TEXTS.paymentNotFound);
    if (payment.refunds.length >= MONEY_LIMITS.refundsPerPayment) throw conflict(MONEY_TEXTS.tooManyRefunds);
    const amount = roundMoney(input.amount, payment.currency);
    if (amount > netOfRefunds(payment)) throw conflict(MONEY_TEXTS.refundTooLarge);
    const invoice = await getInvoice(kv, payment.invoiceId);
    if (!invoice) throw notFound(MONEY_TEXTS.invoiceNotFound);
    const scheduleEntry = await kv.get<PaymentSchedule>(KEYS.paymentSchedule(payment.tripId));
    const { payments, invoices } = await tripMoney(kv, payment.tripId);
    const refund: StoredRefund = {
      id: newId(now.getTime()),
      paymentId,
      amount,
      refundedOn: input.refundedOn,
      ...(input.reason ? { reason: input.reason } : {}),
      ...(input.externalId ? { externalId: input.externalId } : {}),
      recordedBy: options.recordedBy,
      createdAt: now.toISOString(),
    };
    const written: StoredPayment = { ...payment, refunds: [...payment.refunds, refund] };
    const op = kv.atomic().check(entry).set(KEYS.payment(paymentId), written);
    touchSchedule(op, scheduleEntry, now);
    const paidAfter = paidOn(invoice, payments.map((p) => p.id === paymentId ? written : p));
    if (paidAfter < invoice.total && !invoice.creditNoteId) op.set(KEYS.openInvoice(invoice.dueOn, invoice.id), invoice.tripId);
    addEvent(op, {
      kind: "refund", id: refund.id, number: payment.receiptNumber, tripId: payment.tripId, tripTitle: invoice.tripTitle,
      travellerName: invoice.billTo.name, on: refund.refundedOn, currency: payment.currency, amount: -amount, vat: 0, method: payment.method,
      ...(input.externalId ? { reference: input.externalId } : {}),
    });
    addAudit(op, options.audit, { entity: "payment", entityId: paymentId, action: "refund", after: { amount, reason: input.reason } });
    const paymentsAfter = payments.map((p) => p.id === paymentId ? written : p);
    await leadFollowsMoney(kv, op, payment.tripId, { schedule: scheduleEntry.value, invoices, payments: paymentsAfter }, now);
    return { op, result: { payment: written, refund } };
  });
}

// ---------------------------------------------------------------------------------------------
// Credit notes

/**
 * Reverses an invoice as a whole with a credit note (its own gapless number, the invoice's lines
 * negated): the invoice then carries the credit note's id and is no longer asked. Refused once
 * credited, or while payments still count on it (refund them first).
 */
export function issueCreditNote(
  kv: Deno.Kv,
  invoiceId: string,
  input: { reason?: string; tripId?: string },
  options: { timeZone: string; createdBy: string; audit?: AuditContext; notify?: MoneyNotify<[StoredCreditNote]>; now?: Date },
): Promise<StoredCreditNote> {
  return issuing(() =>
    transact(async () => {
      const now = options.now ?? new Date();
      const entry = await kv.get<StoredInvoice>(KEYS.invoice(invoiceId));
      const invoice = entry.value;
      if (!invoice || (input.tripId && invoice.tripId !== input.tripId)) throw notFound(MONEY_TEXTS.invoiceNotFound);
      if (invoice.creditNoteId) throw conflict(MONEY_TEXTS.alreadyCredited);
      const scheduleEntry = await kv.get<PaymentSchedule>(KEYS.paymentSchedule(invoice.tripId));
      const { payments, invoices } = await tripMoney(kv, invoice.tripId);
      if (paidOn(invoice, payments) > 0) throw conflict(MONEY_TEXTS.creditPaid);
      const today = agencyDay(options.timeZone, now);
      const reserved = await reserveNumbers(kv, DOCUMENT_SERIES.creditNote, yearOf(today), 1);
      const neg = (n: number) => roundMoney(-n, invoice.currency);
      const note: StoredCreditNote = {
        id: newId(now.getTime()),
        number: reserved.numbers[0],
        tripId: invoice.tripId,
        invoiceId: invoice.id,
        invoiceNumber: invoice.number,
        currency: invoice.currency,
        language: invoice.language,
        issuedOn: today,
        agency: invoice.agency,
        billTo: invoice.billTo,
        ...(input.reason ? { reason: input.reason } : {}),
        lines: invoice.lines.map((line) => ({ ...line, amount: neg(line.amount) })),
        subtotal: neg(invoice.subtotal),
        vatRate: invoice.vatRate,
        vat: neg(invoice.vat),
        total: neg(invoice.total),
        createdBy: options.createdBy,
        createdAt: now.toISOString(),
      };
      const op = kv.atomic();
      reserved.add(op);
      touchSchedule(op, scheduleEntry, now);
      op.check(entry).set(KEYS.invoice(invoice.id), { ...invoice, creditNoteId: note.id })
        .delete(KEYS.openInvoice(invoice.dueOn, invoice.id))
        .check({ key: KEYS.creditNote(note.id), versionstamp: null })
        .set(KEYS.creditNote(note.id), note)
        .set(KEYS.creditNoteOfTrip(note.tripId, note.id), true)
        .set(KEYS.moneyByNumber(note.number), { kind: "credit-note", id: note.id });
      addEvent(op, {
        kind: "credit-note", id: note.id, number: note.number, tripId: note.tripId, tripTitle: invoice.tripTitle,
        travellerName: invoice.billTo.name, on: note.issuedOn, currency: note.currency, amount: note.total, vat: note.vat,
      });
      addAudit(op, options.audit, { entity: "invoice", entityId: invoice.id, action: "credit", after: { invoice: invoice.number, creditNote: note.number, reason: input.reason } });
      options.notify?.(op, note);
      const credited = invoices.map((i) => i.id === invoice.id ? { ...i, creditNoteId: note.id } : i);
      await leadFollowsMoney(kv, op, invoice.tripId, { schedule: scheduleEntry.value, invoices: credited, payments }, now);
      return { op, result: note };
    })
  );
}

/**
 * Staff's new invoice for a due whose invoice was credited (or a new due): issued with the next
 * number for `amount` due on `dueOn`; the schedule's due points at it. Audited.
 */
export function reissueDue(
  kv: Deno.Kv,
  trip: StoredTrip,
  input: { dueId?: string; amount: number; dueOn: string },
  rules: MoneyRules,
  options: { audit?: AuditContext; notify?: MoneyNotify<[StoredInvoice[]]>; now?: Date },
): Promise<StoredInvoice> {
  return issuing(() =>
    transact(async () => {
      const now = options.now ?? new Date();
      const today = agencyDay(rules.timeZone, now);
      const scheduleEntry = await kv.get<PaymentSchedule>(KEYS.paymentSchedule(trip.id));
      const schedule = scheduleEntry.value;
      if (!schedule) throw notFound(MONEY_TEXTS.scheduleNotFound);
      const due = input.dueId === undefined ? undefined : schedule.dues.find((d) => d.id === input.dueId);
      if (input.dueId !== undefined && !due) throw notFound(MONEY_TEXTS.invoiceNotFound);
      const current = due ? await getInvoice(kv, due.invoiceId) : null;
      if (current && !current.creditNoteId) throw conflict(MONEY_TEXTS.schedulePaidDue);
      const { invoices, payments } = await tripMoney(kv, trip.id);
      const asked = invoices.filter((i) => !i.creditNoteId).reduce((a, i) => a + i.total, 0);
      const amount = roundMoney(input.amount, trip.currency);
      if (roundMoney(asked + amount, trip.currency) > trip.total) throw badRequest(MONEY_TEXTS.scheduleTotal, [{ path: "amount", message: MONEY_TEXTS.scheduleTotal }]);
      const reserved = await reserveNumbers(kv, DOCUMENT_SERIES.invoice, yearOf(today), 1);
      const kind = due?.kind ?? "instalment";
      const id = due?.id ?? `instalment-${schedule.dues.length + 1}`;
      const invoice = invoiceOf(trip, { id, kind, amount, dueOn: input.dueOn }, roundMoney(amount / trip.total * 100, "USD"), reserved.numbers[0], rules, today, now.toISOString());
      const dues = due
        ? schedule.dues.map((d) => d.id === id ? { ...d, amount, dueOn: input.dueOn, invoiceId: invoice.id } : d)
        : [...schedule.dues, { id, kind, amount, dueOn: input.dueOn, invoiceId: invoice.id }];
      if (dues.length > MONEY_LIMITS.duesPerSchedule) throw conflict(MONEY_TEXTS.tooManyDues);
      const op = kv.atomic().check(scheduleEntry).set(KEYS.paymentSchedule(trip.id), { ...schedule, dues, updatedAt: now.toISOString() });
      reserved.add(op);
      writeInvoice(op, invoice);
      addEvent(op, invoiceEvent(invoice, trip));
      addAudit(op, options.audit, { entity: "invoice", entityId: invoice.id, action: "create", after: { number: invoice.number, amount, dueOn: input.dueOn } });
      options.notify?.(op, [invoice]);
      await leadFollowsMoney(kv, op, trip.id, { schedule: { dues }, invoices: [...invoices, invoice], payments }, now);
      return { op, result: invoice };
    })
  );
}

// ---------------------------------------------------------------------------------------------
// Reminders

/**
 * Which reminder is due for an open invoice on `today`, if any: "7d" from 7 days before the due
 * date, "1d" from the day before, "overdue" from the day after; a reminder whose day came before
 * the invoice was issued is never sent (a deposit due at once gets none but the overdue one), and
 * once a later one's day has come the earlier one is skipped.
 */
export function reminderDue(invoice: Pick<StoredInvoice, "dueOn" | "issuedOn">, today: string): ReminderKind | undefined {
  const [week, day] = MONEY_LIMITS.reminderDaysBefore;
  const days: Record<ReminderKind, string> = { "7d": addDays(invoice.dueOn, -week), "1d": addDays(invoice.dueOn, -day), overdue: addDays(invoice.dueOn, 1) };
  const reached = REMINDER_KINDS.filter((kind) => days[kind] <= today && days[kind] > invoice.issuedOn);
  return reached.at(-1);
}

/**
 * Sends each due reminder once: for every open invoice due within a week of `today` (or past due),
 * the reminder due today goes into the outbox in one commit with its once-marker (checked absent),
 * so a restart or a second instance never sends it twice. Answers the reminders queued.
 */
export async function queueReminders(
  kv: Deno.Kv,
  today: string,
  notify: MoneyNotify<[StoredInvoice, ReminderKind, number]>,
): Promise<{ invoiceId: string; kind: ReminderKind }[]> {
  const queued: { invoiceId: string; kind: ReminderKind }[] = [];
  const horizon = addDays(today, MONEY_LIMITS.reminderDaysBefore[0]);
  for (const open of await openInvoiceIds(kv, horizon)) {
    const invoice = await getInvoice(kv, open.id);
    if (!invoice || invoice.creditNoteId) continue;
    const kind = reminderDue(invoice, today);
    if (!kind) continue;
    const marker = await kv.get(KEYS.paymentReminder(invoice.id, kind));
    if (marker.value !== null) continue;
    const { payments } = await tripMoney(kv, invoice.tripId);
    const outstanding = roundMoney(invoice.total - paidOn(invoice, payments), invoice.currency);
    if (outstanding <= 0) continue;
    const openEntry = await kv.get(KEYS.openInvoice(invoice.dueOn, invoice.id));
    if (openEntry.value === null) continue;
    // The invoice still open (a payment removes the entry) and the reminder not sent by another.
    const op = kv.atomic().check(marker).check(openEntry).set(KEYS.paymentReminder(invoice.id, kind), new Date().toISOString());
    notify(op, invoice, kind, outstanding);
    if ((await op.commit()).ok) queued.push({ invoiceId: invoice.id, kind });
  }
  return queued;
}

/** Days an open invoice is past its due date on `today` (0 when not yet due). */
export const daysOverdue = (dueOn: string, today: string) => Math.max(0, daysBetween(dueOn, today));


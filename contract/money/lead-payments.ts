/**
 * What a trip's money says about its lead (the pipeline's Deposit paid and Paid in full), worked
 * out from the schedule, its invoices and payments as a money write leaves them.
 */
import type { LeadFacts } from "../lead-facts.ts";
import type { PaymentSchedule } from "./model.ts";
import { invoiceStatus } from "./schedule.ts";

type Invoice = { id: string; total: number; dueOn: string; creditNoteId?: string };
type Payment = { invoiceId: string; amount: number; refunds: { amount: number }[] };

/** The payment facts a lead keeps (`depositPaidAt`, `paidInFullAt`). */
export type PaidFacts = Pick<LeadFacts, "depositPaidAt" | "paidInFullAt">;

/**
 * The rule: the deposit is paid when the schedule's first-asked due (its `deposit`, or the
 * `full` payment of a trip paid at once; else its first due) has an invoice not credited whose
 * payments, less their refunds, reach its total; the trip is paid in full when every due of the
 * schedule is so paid. A fact already known keeps its time (`before`); one that no longer holds
 * (a refund, a credit note, a new due) is removed; one that newly holds takes `now`.
 */
export function paidFacts(
  schedule: Pick<PaymentSchedule, "dues"> | null,
  invoices: readonly Invoice[],
  payments: readonly Payment[],
  before: PaidFacts,
  now: string,
): PaidFacts {
  if (!schedule || schedule.dues.length === 0) return {};
  const byId = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  const paid = (invoiceId: string) => {
    const invoice = byId.get(invoiceId);
    if (!invoice) return false;
    const received = payments.filter((p) => p.invoiceId === invoiceId)
      .reduce((sum, p) => sum + p.amount - p.refunds.reduce((a, r) => a + r.amount, 0), 0);
    return invoiceStatus(invoice, received, "") === "paid";
  };
  const first = schedule.dues.find((d) => d.kind === "deposit" || d.kind === "full") ?? schedule.dues[0];
  const deposit = paid(first.invoiceId);
  const whole = deposit && schedule.dues.every((d) => paid(d.invoiceId));
  return {
    ...(deposit ? { depositPaidAt: before.depositPaidAt ?? now } : {}),
    ...(whole ? { paidInFullAt: before.paidInFullAt ?? now } : {}),
  };
}

/** A trip's dates as its lead keeps them (`departsOn`, `returnsOn`), none while it has no dated day. */
export function tripDateFacts(trip: { startDate?: string; endDate?: string }): Pick<LeadFacts, "departsOn" | "returnsOn"> {
  return trip.startDate ? { departsOn: trip.startDate, returnsOn: trip.endDate ?? trip.startDate } : {};
}

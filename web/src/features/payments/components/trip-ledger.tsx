/**
 * A trip's ledger for staff (`TripLedgerPanel`, mountable in the trip editor): the totals, the
 * invoices (PDF, credit note), recording a bank transfer against an open invoice (the receipt is
 * emailed), the payments (receipt PDF, refund) and the credit notes.
 */
import { type Invoice, MONEY_LIMITS, type Payment, type TripLedger } from "@contract/money/model.ts";
import { agencyDay } from "@contract/agency-time.ts";
import { type FormEvent, useId, useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { SelectField, TextField } from "../../../components/form-fields.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { usePaymentsFailure, usePaymentsT } from "../../../i18n/areas/payments.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { useAgencyZone } from "../../../lib/agency-zone.ts";
import { downloadPdf, useCreditNote, useRecordPayment, useRefund, useTripLedger } from "../api/payments.ts";
import { formatAmount, formatDay, STATUS_BADGE } from "./money-format.ts";

export function TripLedgerPanel({ tripId }: { tripId: string }) {
  const t = usePaymentsT();
  const failed = usePaymentsFailure();
  const query = useTripLedger(tripId);
  if (query.isPending) return <Spinner label={t("ledger.loading")} />;
  if (query.isError) return <ErrorMessage>{failed(query.error, "ledger.loadFailed")}</ErrorMessage>;
  const ledger = query.data;
  if (!ledger.schedule && ledger.invoices.length === 0) return <p className="muted">{t("ledger.noSchedule")}</p>;
  return (
    <div className="trip-ledger">
      <Totals ledger={ledger} />
      <Invoices ledger={ledger} />
      <RecordPayment ledger={ledger} tripId={tripId} />
      <Payments ledger={ledger} />
      <CreditNotes ledger={ledger} />
    </div>
  );
}

function Totals({ ledger }: { ledger: TripLedger }) {
  const t = usePaymentsT();
  const { lang } = useLanguage();
  const money = (n: number) => <bdi dir="ltr">{formatAmount(n, ledger.currency, lang)}</bdi>;
  return (
    <dl className="trip-ledger__totals card" aria-label={t("ledger.totals")}>
      <div><dt>{t("ledger.totals.invoiced")}</dt><dd>{money(ledger.totals.invoiced)}</dd></div>
      <div><dt>{t("ledger.totals.credited")}</dt><dd>{money(ledger.totals.credited)}</dd></div>
      <div><dt>{t("ledger.totals.received")}</dt><dd>{money(ledger.totals.received)}</dd></div>
      <div><dt>{t("ledger.totals.refunded")}</dt><dd>{money(ledger.totals.refunded)}</dd></div>
      <div><dt>{t("ledger.totals.balance")}</dt><dd data-testid="ledger-balance"><strong>{money(ledger.totals.balance)}</strong></dd></div>
    </dl>
  );
}

function PdfButton({ url, number }: { url: string; number: string }) {
  const t = usePaymentsT();
  const [error, setError] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        onClick={() => {
          setError(false);
          downloadPdf(url, `${number}.pdf`).catch(() => setError(true));
        }}
      >
        {t("ledger.pdfOf", { number })}
      </button>
      {error ? <span role="alert" className="field__error">{t("ledger.downloadFailed")}</span> : null}
    </>
  );
}

function Invoices({ ledger }: { ledger: TripLedger }) {
  const t = usePaymentsT();
  const failed = usePaymentsFailure();
  const { lang } = useLanguage();
  const headingId = useId();
  const credit = useCreditNote();
  const [crediting, setCrediting] = useState<Invoice | null>(null);
  const [reason, setReason] = useState("");
  const money = (n: number) => <bdi dir="ltr">{formatAmount(n, ledger.currency, lang)}</bdi>;
  return (
    <section aria-labelledby={headingId} className="trip-ledger__section">
      <h2 id={headingId}>{t("ledger.invoices")}</h2>
      <div className="table-wrap">
        <table className="table table--cards">
          <thead>
            <tr>
              <th scope="col">{t("payments.col.number")}</th>
              <th scope="col">{t("payments.col.kind")}</th>
              <th scope="col">{t("payments.col.due")}</th>
              <th scope="col">{t("payments.col.total")}</th>
              <th scope="col">{t("payments.col.paid")}</th>
              <th scope="col">{t("payments.col.status")}</th>
              <th scope="col">{t("payments.col.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {ledger.invoices.map((invoice) => (
              <tr key={invoice.id} data-invoice={invoice.number}>
                <th scope="row" data-label={t("payments.col.number")}><bdi dir="ltr">{invoice.number}</bdi></th>
                <td data-label={t("payments.col.kind")}>{t(`payments.due.${invoice.kind}`)}</td>
                <td data-label={t("payments.col.due")}>{formatDay(invoice.dueOn, lang)}</td>
                <td data-label={t("payments.col.total")}>{money(invoice.total)}</td>
                <td data-label={t("payments.col.paid")}>{money(invoice.paid)}</td>
                <td data-label={t("payments.col.status")}><span className={STATUS_BADGE[invoice.status]}>{t(`payments.status.${invoice.status}`)}</span></td>
                <td data-label={t("payments.col.actions")}>
                  <PdfButton url={invoice.pdfUrl} number={invoice.number} />
                  {invoice.status !== "credited" && invoice.paid === 0
                    ? (
                      <button type="button" className="btn btn--ghost btn--sm" onClick={() => setCrediting(invoice)}>
                        {t("ledger.creditOf", { number: invoice.number })}
                      </button>
                    )
                    : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={crediting !== null}
        title={crediting ? t("ledger.creditOf", { number: crediting.number }) : ""}
        confirmLabel={t("ledger.creditConfirm")}
        busyLabel={t("ledger.creditBusy")}
        cancelLabel={t("ledger.cancel")}
        busy={credit.isPending}
        error={credit.isError ? failed(credit.error, "ledger.creditFailed") : undefined}
        onCancel={() => {
          setCrediting(null);
          credit.reset();
        }}
        onConfirm={() =>
          crediting && credit.mutate({ invoiceId: crediting.id, reason: reason.trim() || undefined }, {
            onSuccess: () => {
              setCrediting(null);
              setReason("");
            },
          })}
      >
        <p>{t("ledger.creditText")}</p>
        <TextField label={t("ledger.creditReason")} value={reason} onChange={setReason} maxLength={MONEY_LIMITS.reference} />
      </ConfirmDialog>
    </section>
  );
}

function RecordPayment({ ledger, tripId }: { ledger: TripLedger; tripId: string }) {
  const t = usePaymentsT();
  const failed = usePaymentsFailure();
  const zone = useAgencyZone();
  const headingId = useId();
  const record = useRecordPayment(tripId);
  const open = ledger.invoices.filter((i) => i.outstanding > 0);
  const [invoiceId, setInvoiceId] = useState("");
  const chosen = open.find((i) => i.id === invoiceId) ?? open[0];
  const [amount, setAmount] = useState("");
  const [receivedOn, setReceivedOn] = useState(() => agencyDay(zone));
  const [reference, setReference] = useState("");
  const [done, setDone] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    setDone(null);
    record.mutate({
      invoiceId: chosen.id,
      amount: amount ? Number(amount) : chosen.outstanding,
      currency: chosen.currency,
      receivedOn,
      reference,
      method: "bank",
    }, {
      onSuccess: (payment) => {
        setDone(t("ledger.record.done", { number: payment.receiptNumber }));
        setAmount("");
        setReference("");
        setInvoiceId("");
      },
    });
  }

  return (
    <section aria-labelledby={headingId} className="trip-ledger__section">
      <h2 id={headingId}>{t("ledger.record.title")}</h2>
      {done ? <p role="status" className="notice notice--success">{done}</p> : null}
      {!chosen ? <p className="muted">{t("ledger.record.none")}</p> : (
        <form className="card trip-ledger__form" onSubmit={submit} aria-labelledby={headingId}>
          <SelectField
            label={t("ledger.record.invoice")}
            value={chosen.id}
            onChange={setInvoiceId}
            options={open.map((i) => ({ value: i.id, label: `${i.number} · ${t(`payments.due.${i.kind}`)}` }))}
          />
          <TextField
            label={t("ledger.record.amount", { currency: chosen.currency })}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={amount}
            placeholder={String(chosen.outstanding)}
            onChange={setAmount}
          />
          <TextField label={t("ledger.record.receivedOn")} type="date" required value={receivedOn} onChange={setReceivedOn} />
          <TextField label={t("ledger.record.reference")} required value={reference} onChange={setReference} maxLength={MONEY_LIMITS.reference} />
          {record.isError ? <ErrorMessage>{failed(record.error, "ledger.record.failed")}</ErrorMessage> : null}
          <button type="submit" className="btn btn--primary" disabled={record.isPending}>
            {record.isPending ? t("ledger.record.saving") : t("ledger.record.submit")}
          </button>
        </form>
      )}
    </section>
  );
}

function Payments({ ledger }: { ledger: TripLedger }) {
  const t = usePaymentsT();
  const { lang } = useLanguage();
  const headingId = useId();
  const [refunding, setRefunding] = useState<string | null>(null);
  const money = (n: number) => <bdi dir="ltr">{formatAmount(n, ledger.currency, lang)}</bdi>;
  return (
    <section aria-labelledby={headingId} className="trip-ledger__section">
      <h2 id={headingId}>{t("ledger.payments")}</h2>
      {ledger.payments.length === 0 ? <p className="muted">{t("ledger.noPayments")}</p> : (
        <div className="table-wrap">
          <table className="table table--cards">
            <thead>
              <tr>
                <th scope="col">{t("payments.col.number")}</th>
                <th scope="col">{t("payments.col.invoice")}</th>
                <th scope="col">{t("payments.col.date")}</th>
                <th scope="col">{t("payments.col.amount")}</th>
                <th scope="col">{t("payments.col.method")}</th>
                <th scope="col">{t("payments.col.reference")}</th>
                <th scope="col">{t("payments.col.refunded")}</th>
                <th scope="col">{t("payments.col.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {ledger.payments.map((payment) => (
                <tr key={payment.id} data-receipt={payment.receiptNumber}>
                  <th scope="row" data-label={t("payments.col.number")}><bdi dir="ltr">{payment.receiptNumber}</bdi></th>
                  <td data-label={t("payments.col.invoice")}><bdi dir="ltr">{payment.invoiceNumber}</bdi></td>
                  <td data-label={t("payments.col.date")}>{formatDay(payment.receivedOn, lang)}</td>
                  <td data-label={t("payments.col.amount")}>{money(payment.amount)}</td>
                  <td data-label={t("payments.col.method")}>{t(`payments.method.${payment.method}`)}</td>
                  <td data-label={t("payments.col.reference")}><bdi dir="ltr">{payment.reference}</bdi></td>
                  <td data-label={t("payments.col.refunded")}>{money(payment.refunded)}</td>
                  <td data-label={t("payments.col.actions")}>
                    <PdfButton url={payment.receiptUrl} number={payment.receiptNumber} />
                    {payment.refunded < payment.amount
                      ? (
                        <button type="button" className="btn btn--ghost btn--sm" aria-expanded={refunding === payment.id} onClick={() => setRefunding(refunding === payment.id ? null : payment.id)}>
                          {t("ledger.refundOf", { number: payment.receiptNumber })}
                        </button>
                      )
                      : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {refunding
        ? <RefundForm payment={ledger.payments.find((p) => p.id === refunding)!} onDone={() => setRefunding(null)} />
        : null}
    </section>
  );
}

function RefundForm({ payment, onDone }: { payment: Payment; onDone: () => void }) {
  const t = usePaymentsT();
  const failed = usePaymentsFailure();
  const zone = useAgencyZone();
  const refund = useRefund();
  const headingId = useId();
  const [amount, setAmount] = useState("");
  const [refundedOn, setRefundedOn] = useState(() => agencyDay(zone));
  const [reason, setReason] = useState("");
  function submit(event: FormEvent) {
    event.preventDefault();
    refund.mutate({ paymentId: payment.id, amount: Number(amount), refundedOn, ...(reason.trim() ? { reason: reason.trim() } : {}) }, { onSuccess: onDone });
  }
  return (
    <form className="card trip-ledger__form" onSubmit={submit} aria-labelledby={headingId}>
      <h3 id={headingId}>{t("ledger.refundOf", { number: payment.receiptNumber })}</h3>
      <TextField label={t("ledger.refund.amount", { currency: payment.currency })} type="number" inputMode="decimal" min={0} step="any" required value={amount} onChange={setAmount} />
      <TextField label={t("ledger.refund.on")} type="date" required value={refundedOn} onChange={setRefundedOn} />
      <TextField label={t("ledger.refund.reason")} value={reason} onChange={setReason} maxLength={MONEY_LIMITS.reference} />
      {refund.isError ? <ErrorMessage>{failed(refund.error, "ledger.refund.failed")}</ErrorMessage> : null}
      <div className="trip-ledger__actions">
        <button type="submit" className="btn btn--primary" disabled={refund.isPending}>{t("ledger.refund.submit")}</button>
        <button type="button" className="btn btn--ghost" onClick={onDone}>{t("ledger.cancel")}</button>
      </div>
    </form>
  );
}

function CreditNotes({ ledger }: { ledger: TripLedger }) {
  const t = usePaymentsT();
  const { lang } = useLanguage();
  const headingId = useId();
  if (ledger.creditNotes.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="trip-ledger__section">
      <h2 id={headingId}>{t("ledger.creditNotes")}</h2>
      <ul className="trip-ledger__notes">
        {ledger.creditNotes.map((note) => (
          <li key={note.id} data-credit-note={note.number}>
            <bdi dir="ltr">{note.number}</bdi> · <bdi dir="ltr">{note.invoiceNumber}</bdi> · {formatDay(note.issuedOn, lang)} ·{" "}
            <bdi dir="ltr">{formatAmount(note.total, note.currency, lang)}</bdi> <PdfButton url={note.pdfUrl} number={note.number} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The trip page's invoices panel (`TripInvoices`, for the traveller's own link): each invoice with
 * its status, amount, due date and PDF, what is still to pay, the bank details with the reference to
 * quote (the invoice number), and the receipts. `payByCard` is where money-stripe puts its button
 * (for an invoice still owed, when the answer says card payments are offered).
 */
import type { TravellerInvoices } from "@contract/money/model.ts";
import { type ReactNode, Suspense, useEffect, useId, useState } from "react";
import { useMoneyT } from "../../../i18n/areas/money.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { useTravellerInvoices } from "../api/payments.ts";
import { formatAmount, formatDay, STATUS_BADGE } from "./money-format.ts";

type ShownInvoice = TravellerInvoices["invoices"][number];

type Props = { token: string; payByCard?: (invoice: ShownInvoice) => ReactNode };

/**
 * Shown once the page runs in the browser (the server's page and its hydration have no invoices:
 * they are read by the link, never kept with the trip on the phone), its texts loaded meanwhile.
 */
export function TripInvoices(props: Props) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? <Suspense fallback={null}><InvoicesPanel {...props} /></Suspense> : null;
}

function InvoicesPanel({ token, payByCard }: Props) {
  const t = useMoneyT();
  const headingId = useId();
  const query = useTravellerInvoices(token);
  return (
    <section className="trip-invoices" aria-labelledby={headingId}>
      <h2 id={headingId}>{t("panel.title")}</h2>
      {query.isPending
        ? <p role="status">{t("panel.loading")}</p>
        : query.isError
        ? <p role="alert">{t("panel.error")}</p>
        : <InvoicesList data={query.data} payByCard={payByCard} />}
    </section>
  );
}

function InvoicesList({ data, payByCard }: { data: TravellerInvoices; payByCard?: (invoice: ShownInvoice) => ReactNode }) {
  const t = useMoneyT();
  const { lang } = useLanguage();
  const money = (n: number) => <bdi dir="ltr">{formatAmount(n, data.currency, lang)}</bdi>;
  const owed = data.invoices.filter((i) => i.outstanding > 0);
  if (data.invoices.length === 0) return <p>{t("panel.none")}</p>;
  return (
    <>
      <ul className="trip-invoices__list" role="list">
        {data.invoices.map((invoice) => (
          <li key={invoice.id} className="card trip-invoices__invoice" data-invoice={invoice.number}>
            <p className="trip-invoices__head">
              <strong><bdi dir="ltr">{invoice.number}</bdi></strong>{" "}
              <span className={STATUS_BADGE[invoice.status]}>{t(`status.${invoice.status}`)}</span>
            </p>
            <p>
              {money(invoice.total)} · {t("panel.due", { date: formatDay(invoice.dueOn, lang) })}
            </p>
            {invoice.paid > 0 && invoice.status !== "paid" ? <p>{t("panel.paidAmount", { amount: formatAmount(invoice.paid, data.currency, lang) })}</p> : null}
            {invoice.outstanding > 0 ? <p><strong>{t("panel.outstanding", { amount: formatAmount(invoice.outstanding, data.currency, lang) })}</strong></p> : null}
            <p className="trip-invoices__links">
              <a href={invoice.pdfUrl} target="_blank" rel="noopener">{t("panel.pdf", { number: invoice.number })}</a>
            </p>
            {invoice.outstanding > 0 && data.card && payByCard ? payByCard(invoice) : null}
          </li>
        ))}
      </ul>
      {owed.length > 0
        ? (
          <div className="card trip-invoices__bank">
            <h3>{t("bank.title")}</h3>
            <dl>
              <div><dt>{t("bank.accountName")}</dt><dd>{data.bank.accountName}</dd></div>
              <div><dt>{t("bank.bankName")}</dt><dd>{data.bank.bankName}</dd></div>
              <div><dt>{t("bank.iban")}</dt><dd><bdi dir="ltr">{data.bank.iban}</bdi></dd></div>
              <div><dt>{t("bank.swift")}</dt><dd><bdi dir="ltr">{data.bank.swift}</bdi></dd></div>
              <div><dt>{t("bank.reference")}</dt><dd><bdi dir="ltr">{owed.map((i) => i.number).join(", ")}</bdi></dd></div>
            </dl>
            <p className="muted">{t("panel.bankHelp")}</p>
          </div>
        )
        : null}
      {data.receipts.length > 0
        ? (
          <>
            <h3>{t("panel.receipts")}</h3>
            <ul className="trip-invoices__receipts" role="list">
              {data.receipts.map((receipt) => (
                <li key={receipt.id} data-receipt={receipt.receiptNumber}>
                  {formatDay(receipt.receivedOn, lang)} · {money(receipt.amount)} · {t(`method.${receipt.method}`)} ·{" "}
                  <a href={receipt.receiptUrl} target="_blank" rel="noopener">{t("panel.receiptPdf", { number: receipt.receiptNumber })}</a>
                </li>
              ))}
            </ul>
          </>
        )
        : null}
    </>
  );
}

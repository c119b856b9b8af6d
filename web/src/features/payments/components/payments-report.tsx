/**
 * /admin/payments: the ledger of a period (every invoice, credit note, payment and refund), the
 * invoices still owed with the overdue ones marked, revenue and margin by month, and the CSV for
 * the accountant. A trip's row opens its ledger (/admin/payments/trips/{id}).
 */
import type { PaymentsReport as Report } from "@contract/money/model.ts";
import { useId, useState } from "react";
import { useSearchParams } from "../../../lib/search-params.ts";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { TextField } from "../../../components/form-fields.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { usePaymentsFailure, usePaymentsT } from "../../../i18n/areas/payments.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { Link } from "../../../i18n/link.tsx";
import { downloadBlob } from "../../../lib/download.ts";
import { fetchLedgerCsv, usePaymentsReport } from "../api/payments.ts";
import { formatAmount, formatDay, STATUS_BADGE } from "./money-format.ts";

export const tripLedgerPath = (tripId: string) => `/admin/payments/trips/${encodeURIComponent(tripId)}`;

export function PaymentsReport() {
  const t = usePaymentsT();
  const failed = usePaymentsFailure();
  // A link may name the period (the reports' revenue of a month: `?from=&to=`).
  const [params] = useSearchParams();
  const [from, setFrom] = useState(params.get("from") ?? "");
  const [to, setTo] = useState(params.get("to") ?? "");
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const query = usePaymentsReport(from, to);

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      const csv = await fetchLedgerCsv(from, to);
      downloadBlob(new Blob([csv], { type: "text/csv;charset=utf-8" }), `ledger-${query.data?.from ?? from}-${query.data?.to ?? to}.csv`);
    } catch (error) {
      setExportError(failed(error, "payments.exportFailed"));
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="payments">
      <form className="card admin-toolbar payments__filters" aria-label={t("payments.period")} onSubmit={(e) => e.preventDefault()}>
        <TextField label={t("payments.from")} type="date" value={from} onChange={setFrom} />
        <TextField label={t("payments.to")} type="date" value={to} onChange={setTo} />
        <button type="button" className="btn btn--secondary" onClick={() => void exportCsv()} disabled={exporting}>
          {exporting ? t("payments.exporting") : t("payments.export")}
        </button>
      </form>
      {exportError ? <ErrorMessage>{exportError}</ErrorMessage> : null}
      {query.isPending
        ? <Spinner label={t("payments.loading")} />
        : query.isError
        ? (
          <ErrorMessage>
            {failed(query.error, "payments.loadFailed")}{" "}
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => void query.refetch()}>{t("payments.retry")}</button>
          </ErrorMessage>
        )
        : <ReportTables report={query.data} />}
    </div>
  );
}

function ReportTables({ report }: { report: Report }) {
  const t = usePaymentsT();
  const { lang } = useLanguage();
  const outstandingId = useId();
  const monthsId = useId();
  const ledgerId = useId();
  return (
    <>
      <section aria-labelledby={outstandingId} className="payments__section">
        <h2 id={outstandingId}>{t("payments.outstanding.title")}</h2>
        {report.outstanding.length === 0 ? <p className="muted">{t("payments.outstanding.empty")}</p> : (
          <div className="table-wrap">
            <table className="table table--cards">
              <thead>
                <tr>
                  <th scope="col">{t("payments.col.invoice")}</th>
                  <th scope="col">{t("payments.col.trip")}</th>
                  <th scope="col">{t("payments.col.due")}</th>
                  <th scope="col">{t("payments.col.outstanding")}</th>
                  <th scope="col">{t("payments.col.status")}</th>
                </tr>
              </thead>
              <tbody>
                {report.outstanding.map((row) => (
                  <tr key={row.id} data-invoice={row.number}>
                    <th scope="row" data-label={t("payments.col.invoice")}><bdi dir="ltr">{row.number}</bdi></th>
                    <td data-label={t("payments.col.trip")}>
                      <Link to={tripLedgerPath(row.tripId)} aria-label={t("payments.openLedger", { trip: row.tripTitle })}><bdi>{row.tripTitle}</bdi></Link>
                      <span className="muted"> · <bdi>{row.travellerName}</bdi></span>
                    </td>
                    <td data-label={t("payments.col.due")}>{formatDay(row.dueOn, lang)}</td>
                    <td data-label={t("payments.col.outstanding")}><bdi dir="ltr">{formatAmount(row.outstanding, row.currency, lang)}</bdi></td>
                    <td data-label={t("payments.col.status")}>
                      <span className={STATUS_BADGE[row.status]}>{t(`payments.status.${row.status}`)}</span>
                      {row.daysOverdue > 0 ? <span className="muted"> {t("payments.daysOverdue", { count: row.daysOverdue })}</span> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby={monthsId} className="payments__section">
        <h2 id={monthsId}>{t("payments.months.title")}</h2>
        {report.months.length === 0 ? <p className="muted">{t("payments.months.empty")}</p> : (
          <div className="table-wrap">
            <table className="table table--cards">
              <thead>
                <tr>
                  <th scope="col">{t("payments.col.month")}</th>
                  <th scope="col">{t("payments.col.trips")}</th>
                  <th scope="col">{t("payments.col.revenue")}</th>
                  <th scope="col">{t("payments.col.cost")}</th>
                  <th scope="col">{t("payments.col.margin")}</th>
                  <th scope="col">{t("payments.col.invoiced")}</th>
                  <th scope="col">{t("payments.col.received")}</th>
                  <th scope="col">{t("payments.col.vat")}</th>
                </tr>
              </thead>
              <tbody>
                {report.months.map((row) => {
                  const money = (n: number) => <bdi dir="ltr">{formatAmount(n, row.currency, lang)}</bdi>;
                  return (
                    <tr key={`${row.month}-${row.currency}`}>
                      <th scope="row" data-label={t("payments.col.month")}><bdi dir="ltr">{row.month}</bdi> · {row.currency}</th>
                      <td data-label={t("payments.col.trips")}>{row.trips}</td>
                      <td data-label={t("payments.col.revenue")}>{money(row.revenue)}</td>
                      <td data-label={t("payments.col.cost")}>{money(row.cost)}</td>
                      <td data-label={t("payments.col.margin")}>{money(row.margin)}</td>
                      <td data-label={t("payments.col.invoiced")}>{money(row.invoiced)}</td>
                      <td data-label={t("payments.col.received")}>{money(row.received)}</td>
                      <td data-label={t("payments.col.vat")}>{money(row.vat)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby={ledgerId} className="payments__section">
        <h2 id={ledgerId}>{t("payments.ledger.title")}</h2>
        {report.rows.length === 0 ? <p className="muted">{t("payments.ledger.empty")}</p> : (
          <div className="table-wrap">
            <table className="table table--cards">
              <thead>
                <tr>
                  <th scope="col">{t("payments.col.date")}</th>
                  <th scope="col">{t("payments.col.number")}</th>
                  <th scope="col">{t("payments.col.kind")}</th>
                  <th scope="col">{t("payments.col.trip")}</th>
                  <th scope="col">{t("payments.col.amount")}</th>
                  <th scope="col">{t("payments.col.method")}</th>
                  <th scope="col">{t("payments.col.reference")}</th>
                </tr>
              </thead>
              <tbody>
                {report.rows.map((row) => (
                  <tr key={`${row.kind}-${row.id}`}>
                    <td data-label={t("payments.col.date")}>{formatDay(row.on, lang)}</td>
                    <th scope="row" data-label={t("payments.col.number")}><bdi dir="ltr">{row.number}</bdi></th>
                    <td data-label={t("payments.col.kind")}>{t(`payments.kind.${row.kind}`)}</td>
                    <td data-label={t("payments.col.trip")}><Link to={tripLedgerPath(row.tripId)}><bdi>{row.tripTitle}</bdi></Link></td>
                    <td data-label={t("payments.col.amount")}><bdi dir="ltr">{formatAmount(row.amount, row.currency, lang)}</bdi></td>
                    <td data-label={t("payments.col.method")}>{row.method ? t(`payments.method.${row.method}`) : "—"}</td>
                    <td data-label={t("payments.col.reference")}><bdi dir="ltr">{row.reference ?? "—"}</bdi></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

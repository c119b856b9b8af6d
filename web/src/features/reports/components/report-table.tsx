/**
 * A report's table (a real <table> with its caption), its "Download CSV" (written in the browser
 * from the same cells, through the one CSV writer and its formula guard, lib/csv.ts) and, for a
 * chart, the chart with its table as the alternative: the table is always in the page for screen
 * readers (visually hidden, shown while the keyboard is in it) and "Show as table" shows it to everyone. Every number links to the
 * list it counts.
 */
import type { ListLink } from "@contract/reports.ts";
import { type ReactNode, useId, useState } from "react";
import { useReportsT } from "../../../i18n/areas/reports.ts";
import { Link } from "../../../i18n/link.tsx";
import { csvBlob, toCsv } from "../../../lib/csv.ts";
import { downloadBlob } from "../../../lib/download.ts";
import { Chart, type ChartSpec, SERIES_CLASSES } from "./chart.tsx";

export interface Cell {
  /** What the page shows. */
  text: string;
  /** What the CSV holds (a plain number where the page shows a formatted one); `text` when absent. */
  csv?: string | number;
  /** The list behind the number. */
  list?: ListLink;
  /** The link's name for screen readers, when the number alone would not say what it opens. */
  label?: string;
  numeric?: boolean;
  /** Text that may be in another script than the page's (names, sources): isolated with <bdi>. */
  isolate?: boolean;
}

export interface TableSpec {
  caption: string;
  /** The first column's heading (each row's own heading), then the other columns'. */
  columns: string[];
  rows: { key: string; cells: Cell[] }[];
  /** A last row of totals. */
  foot?: Cell[];
  /** The CSV's file name without ".csv". */
  fileName: string;
}

/** The address of a number's list: an admin page, never elsewhere. */
export function listHref(list: ListLink): string | undefined {
  if (!list.path.startsWith("/admin/") && list.path !== "/admin") return undefined;
  const query = new URLSearchParams(list.query).toString();
  return query ? `${list.path}?${query}` : list.path;
}

function CellContent({ cell }: { cell: Cell }) {
  const text = cell.isolate ? <bdi>{cell.text}</bdi> : cell.text;
  const href = cell.list ? listHref(cell.list) : undefined;
  return href ? <Link to={href} aria-label={cell.label} data-report-link="">{text}</Link> : <>{text}</>;
}

function Row({ cells, head }: { cells: Cell[]; head?: boolean }) {
  const [first, ...rest] = cells;
  return (
    <tr>
      <th scope="row">{first ? <CellContent cell={first} /> : null}</th>
      {rest.map((cell, index) => {
        const Tag = head ? "th" : "td";
        return <Tag key={index} className={cell.numeric ? "report-table__num" : undefined}><CellContent cell={cell} /></Tag>;
      })}
    </tr>
  );
}

export function ReportTable({ table, hidden = false, id }: { table: TableSpec; hidden?: boolean; id?: string }) {
  const t = useReportsT();
  return (
    // Hidden for the eye, a chart's table stays in the page for screen readers, and shows while the keyboard is in it.
    <div id={id} className={hidden ? "report-table report-table--hidden" : "report-table"}>
      {/* A table wider than a phone scrolls inside its frame, which the keyboard can reach. */}
      <div className="table-wrap" role="region" aria-label={table.caption} tabIndex={0}>
        <table className="table">
          <caption>{table.caption}</caption>
          <thead>
            <tr>{table.columns.map((column, index) => <th key={index} scope="col">{column}</th>)}</tr>
          </thead>
          <tbody>
            {table.rows.length === 0
              ? <tr><td colSpan={table.columns.length}>{t("reports.noRows")}</td></tr>
              : table.rows.map((row) => <Row key={row.key} cells={row.cells} />)}
          </tbody>
          {table.foot && table.rows.length > 0 ? <tfoot><Row cells={table.foot} head /></tfoot> : null}
        </table>
      </div>
    </div>
  );
}

/** The CSV of a table: its column headings, then each row's cells as the CSV wants them. */
export function tableCsv(table: TableSpec): string {
  const rows = [...table.rows.map((row) => row.cells), ...(table.foot ? [table.foot] : [])];
  return toCsv(table.columns, rows.map((cells) => cells.map((cell) => cell.csv ?? cell.text)));
}

function DownloadCsv({ table }: { table: TableSpec }) {
  const t = useReportsT();
  return (
    <button
      type="button"
      className="btn btn--secondary btn--sm"
      aria-label={t("reports.downloadCsvOf", { table: table.caption })}
      onClick={() => downloadBlob(csvBlob(tableCsv(table)), `${table.fileName}.csv`)}
    >
      {t("reports.downloadCsv")}
    </button>
  );
}

/** A table of its own with its CSV. */
export function TableBlock({ table }: { table: TableSpec }) {
  return (
    <div className="report-block">
      <ReportTable table={table} />
      <div className="report-block__actions"><DownloadCsv table={table} /></div>
    </div>
  );
}

/** A chart, its legend and its table: hidden for the eye until "Show as table", always there for screen readers. */
export function ChartBlock({ chart, table, children }: { chart: ChartSpec; table: TableSpec; children?: ReactNode }) {
  const t = useReportsT();
  const tableId = useId();
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);
  const visible = shown || failed;
  return (
    <div className="report-block">
      {failed ? <p className="muted">{t("reports.chartFailed")}</p> : (
        <>
          <Chart spec={chart} onFailed={() => setFailed(true)} />
          {chart.series.length > 1
            ? (
              <ul className="report-legend" aria-hidden="true">
                {chart.series.map((series, index) => (
                  <li key={series.name}>
                    <span className={`report-legend__swatch report-legend__swatch--${SERIES_CLASSES[index % SERIES_CLASSES.length]}`} />
                    <bdi>{series.name}</bdi>
                  </li>
                ))}
              </ul>
            )
            : null}
        </>
      )}
      {children}
      <div className="report-block__actions">
        {failed ? null : (
          <button type="button" className="btn btn--ghost btn--sm" aria-expanded={shown} aria-controls={tableId} onClick={() => setShown(!shown)}>
            {shown ? t("reports.hideTable") : t("reports.showTable")}
          </button>
        )}
        <DownloadCsv table={table} />
      </div>
      <ReportTable id={tableId} table={table} hidden={!visible} />
    </div>
  );
}

/**
 * /admin/reports: the numbers of a period (issue #33): leads per week by source and by kind, the
 * funnel with the conversion at each step, first-response times, proposals' win rate, revenue and
 * margin by month, the top packages, failed emails, and the leads waiting for us now. The period is
 * in the address (`?from=&to=`); every number links to the admin list it counts.
 */
import { FUNNEL_STAGES, type CountedNumber, type DashboardReport, type RevenueMonth, type TopPackage } from "@contract/reports.ts";
import type { LeadStage } from "@contract/leads.ts";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useSearchParams } from "../../../lib/search-params.ts";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { type ReportsKey, useReportsFailure, useReportsT } from "../../../i18n/areas/reports.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { Link } from "../../../i18n/link.tsx";
import { formatCalendarDay, formatDateTime, formatMonth, formatNumber, intlLocale } from "../../../lib/format.ts";
import { useDashboard } from "../api/get-dashboard.ts";
import { type Period, PERIOD_PRESETS, periodOf, periodProblem, presetOf, presetPeriod, todayIn } from "../period.ts";
import { type Cell, ChartBlock, listHref, TableBlock, type TableSpec } from "./report-table.tsx";

const STAGE_LABEL: Record<LeadStage, ReportsKey> = {
  New: "reports.stage.New",
  Responded: "reports.stage.Responded",
  "Proposal sent": "reports.stage.ProposalSent",
  Accepted: "reports.stage.Accepted",
  "Deposit paid": "reports.stage.DepositPaid",
  "Paid in full": "reports.stage.PaidInFull",
  Travelling: "reports.stage.Travelling",
  Completed: "reports.stage.Completed",
  Lost: "reports.stage.Lost",
};
const KIND_LABEL: Partial<Record<string, ReportsKey>> = {
  inquiry: "reports.kind.inquiry",
  bespoke: "reports.kind.bespoke",
  chat: "reports.kind.chat",
};
const PRESET_LABEL: Record<(typeof PERIOD_PRESETS)[number], ReportsKey> = {
  last30: "reports.preset.last30",
  last90: "reports.preset.last90",
  thisYear: "reports.preset.thisYear",
  last12Months: "reports.preset.last12Months",
};

/** Formats the report's numbers in the page's language. */
function useFormats() {
  const t = useReportsT();
  const { lang } = useLanguage();
  const count = (n: number) => formatNumber(n, lang);
  return {
    count,
    share: (share: number | null) => (share === null ? "—" : formatNumber(share, lang, { style: "percent", maximumFractionDigits: 1 })),
    minutes: (minutes: number | null) =>
      minutes === null
        ? "—"
        : minutes < 60
        ? formatNumber(Math.round(minutes), lang, { style: "unit", unit: "minute", unitDisplay: "short" })
        : formatNumber(minutes / 60, lang, { style: "unit", unit: "hour", unitDisplay: "short", maximumFractionDigits: 1 }),
    money: (amount: number, currency: string) => formatNumber(amount, lang, { style: "currency", currency, maximumFractionDigits: 0 }),
    day: (day: string) => formatCalendarDay(day, lang),
    /** A week's Monday on a chart's axis: "5 Jan". */
    shortDay: (day: string) => new Intl.DateTimeFormat(intlLocale(lang), { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`)),
    month: (month: string) => formatMonth(month, lang),
    dateTime: (iso: string, timeZone: string) => formatDateTime(iso, timeZone, lang),
    source: (source: string) => (source === "direct" ? t("reports.source.direct") : source),
    kind: (kind: string) => {
      const key = KIND_LABEL[kind];
      return key ? t(key) : kind;
    },
    stage: (stage: LeadStage) => t(STAGE_LABEL[stage]),
    /** A counted number as a table cell: the count, linked to its list, a plain number in the CSV. */
    counted: (n: CountedNumber | undefined, label?: string): Cell =>
      n ? { text: count(n.value), csv: n.value, list: n.list, numeric: true, label } : { text: count(0), csv: 0, numeric: true },
  };
}

type Formats = ReturnType<typeof useFormats>;

export function ReportsDashboard() {
  const t = useReportsT();
  const failed = useReportsFailure();
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => todayIn());
  const asked = periodOf(params);
  const period = asked ?? presetPeriod("last90", today);
  // The address always names the period shown, so a reload or a copied link shows the same.
  useEffect(() => {
    if (!asked) setParams({ from: period.from, to: period.to }, { replace: true });
  }, [asked, period.from, period.to, setParams]);
  const query = useDashboard(period);
  return (
    <div className="reports">
      <PeriodPicker period={period} today={today} onChange={(next) => setParams({ from: next.from, to: next.to })} />
      {query.isPending
        ? <Spinner label={t("reports.loading")} />
        : query.isError
        ? (
          <ErrorMessage>
            {failed(query.error, "reports.loadFailed")}{" "}
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => void query.refetch()}>{t("reports.retry")}</button>
          </ErrorMessage>
        )
        : <Report report={query.data} updating={query.isPlaceholderData} />}
    </div>
  );
}

function PeriodPicker({ period, today, onChange }: { period: Period; today: string; onChange(period: Period): void }) {
  const t = useReportsT();
  const active = presetOf(period, today);
  return (
    <section className="card reports__period" aria-label={t("reports.period")}>
      <div className="reports__presets" role="group" aria-label={t("reports.presets")}>
        {PERIOD_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="btn btn--secondary btn--sm"
            aria-pressed={active === preset}
            onClick={() => onChange(presetPeriod(preset, today))}
          >
            {t(PRESET_LABEL[preset])}
          </button>
        ))}
      </div>
      {/* A new period from the address starts the fields again. */}
      <PeriodFields key={`${period.from}/${period.to}`} period={period} onChange={onChange} />
    </section>
  );
}

function PeriodFields({ period, onChange }: { period: Period; onChange(period: Period): void }) {
  const t = useReportsT();
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [problem, setProblem] = useState<ReturnType<typeof periodProblem>>();
  const ids = { from: useId(), to: useId(), problem: useId() };
  function submit(event: FormEvent) {
    event.preventDefault();
    const found = periodProblem(from, to);
    setProblem(found);
    if (!found) onChange({ from, to });
  }
  const invalid = problem ? true : undefined;
  const describedBy = problem ? ids.problem : undefined;
  return (
    <form className="reports__dates" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={ids.from}>{t("reports.from")}</label>
        <input id={ids.from} type="date" dir="ltr" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} aria-invalid={invalid} aria-describedby={describedBy} />
      </div>
      <div className="field">
        <label htmlFor={ids.to}>{t("reports.to")}</label>
        <input id={ids.to} type="date" dir="ltr" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} aria-invalid={invalid} aria-describedby={describedBy} />
      </div>
      <button type="submit" className="btn btn--primary btn--sm">{t("reports.show")}</button>
      {problem ? <p id={ids.problem} className="field-error" role="alert">{t(`reports.problem.${problem}`)}</p> : null}
    </form>
  );
}

function Report({ report, updating }: { report: DashboardReport; updating: boolean }) {
  const t = useReportsT();
  const f = useFormats();
  const leads = report.funnel[0]?.reached;
  const fileName = (name: string) => `${name}-${report.from}-${report.to}`;
  return (
    <div className="reports__body" aria-busy={updating}>
      <p className="muted reports__shown" role="status">
        {updating ? t("reports.updating") : t("reports.shown", { from: f.day(report.from), to: f.day(report.to), zone: report.timeZone })}
      </p>
      <ul className="stat-grid reports__tiles" role="list">
        <Tile label={t("reports.tile.leads")} number={leads} name="leads" />
        <Tile label={t("reports.tile.awaiting")} number={report.awaitingReply} name="awaiting" />
        <Tile label={t("reports.tile.overdue")} number={report.overdue} name="overdue" />
        <Tile label={t("reports.tile.failedEmails")} number={report.failedEmails} name="failed-emails" />
      </ul>

      {!leads || leads.value === 0 ? <p className="reports__empty card">{t("reports.empty")}</p> : (
        <>
          <LeadsByWeek report={report} f={f} fileName={fileName} />
          <Funnel report={report} f={f} fileName={fileName} />
          <FirstResponse report={report} f={f} fileName={fileName} />
        </>
      )}
      <Section id="proposals" title={t("reports.proposals.title")}>
        <TableBlock
          table={{
            caption: t("reports.proposals.caption"),
            columns: [t("reports.col.measure"), t("reports.col.value")],
            rows: [
              { key: "sent", cells: [{ text: t("reports.proposals.sent") }, f.counted(report.proposals.sent)] },
              { key: "accepted", cells: [{ text: t("reports.proposals.accepted") }, f.counted(report.proposals.accepted)] },
              { key: "declined", cells: [{ text: t("reports.proposals.declined") }, f.counted(report.proposals.declined)] },
              { key: "win", cells: [{ text: t("reports.proposals.winRate") }, shareCell(report.proposals.winRate, f)] },
            ],
            fileName: fileName("proposals"),
          }}
        />
      </Section>
      <Revenue report={report} f={f} fileName={fileName} />
      <Section id="top-packages" title={t("reports.top.title")}>
        <TableBlock table={topTable(report.topPackagesByLeads, t("reports.top.byLeads"), fileName("top-packages-by-leads"), f, t)} />
        <TableBlock table={topTable(report.topPackagesByRevenue, t("reports.top.byRevenue"), fileName("top-packages-by-revenue"), f, t)} />
      </Section>
      <Waiting report={report} f={f} fileName={fileName} />
    </div>
  );
}

const shareCell = (share: number | null, f: Formats): Cell => ({ text: f.share(share), csv: share === null ? "" : Number(share.toFixed(4)), numeric: true });

function Tile({ label, number, name }: { label: string; number: CountedNumber | undefined; name: string }) {
  const { lang } = useLanguage();
  const value = formatNumber(number?.value ?? 0, lang);
  const href = number ? listHref(number.list) : undefined;
  const content = <><span className="stat-tile__value">{value}</span> <span className="stat-tile__label">{label}</span></>;
  return (
    <li>
      {href
        ? <Link to={href} className="stat-tile card" data-report-tile={name} data-report-link="">{content}</Link>
        : <span className="stat-tile card" data-report-tile={name}>{content}</span>}
    </li>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <section className="reports__section" aria-labelledby={headingId} data-report-section={id}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

interface SectionProps {
  report: DashboardReport;
  f: Formats;
  fileName(name: string): string;
}

/** Leads per week, once by source and once by kind: a stacked chart and its table each. */
function LeadsByWeek({ report, f, fileName }: SectionProps) {
  const t = useReportsT();
  const total = report.funnel[0]?.reached;
  const byValue = (groups: Record<string, CountedNumber>) => Object.keys(groups).sort((a, b) => groups[b]!.value - groups[a]!.value || a.localeCompare(b));
  const split = (kind: "source" | "kind") => {
    const totals = kind === "source" ? report.leadsBySource : report.leadsByKind;
    const names = byValue(totals);
    const nameOf = kind === "source" ? f.source : f.kind;
    const weekGroups = (week: DashboardReport["leadsByWeek"][number]) => (kind === "source" ? week.bySource : week.byKind);
    const table: TableSpec = {
      caption: t(kind === "source" ? "reports.weeks.bySourceCaption" : "reports.weeks.byKindCaption"),
      columns: [t("reports.col.week"), t("reports.col.total"), ...names.map(nameOf)],
      rows: report.leadsByWeek.map((week) => ({
        key: week.week,
        cells: [{ text: f.day(week.week), csv: week.week }, f.counted(week.total), ...names.map((name) => f.counted(weekGroups(week)[name]))],
      })),
      foot: [{ text: t("reports.col.total") }, f.counted(total), ...names.map((name) => f.counted(totals[name]))],
      fileName: fileName(kind === "source" ? "leads-by-week-and-source" : "leads-by-week-and-kind"),
    };
    const chart = {
      labels: report.leadsByWeek.map((week) => f.shortDay(week.week)),
      series: names.map((name) => ({ name: nameOf(name), values: report.leadsByWeek.map((week) => weekGroups(week)[name]?.value ?? 0) })),
      stacked: true,
    };
    return { table, chart };
  };
  const bySource = split("source");
  const byKind = split("kind");
  return (
    <Section id="weeks" title={t("reports.weeks.title")}>
      <h3>{t("reports.weeks.bySource")}</h3>
      <ChartBlock chart={bySource.chart} table={bySource.table} />
      <h3>{t("reports.weeks.byKind")}</h3>
      <ChartBlock chart={byKind.chart} table={byKind.table} />
    </Section>
  );
}

function Funnel({ report, f, fileName }: SectionProps) {
  const t = useReportsT();
  const steps = report.funnel.filter((step) => (FUNNEL_STAGES as readonly string[]).includes(step.stage));
  const table: TableSpec = {
    caption: t("reports.funnel.caption"),
    columns: [t("reports.col.stage"), t("reports.col.reached"), t("reports.col.conversion")],
    rows: [
      ...steps.map((step) => ({ key: step.stage, cells: [{ text: f.stage(step.stage) }, f.counted(step.reached), shareCell(step.conversion, f)] })),
      { key: "Lost", cells: [{ text: f.stage("Lost") }, f.counted(report.lost), { text: "" }] },
    ],
    fileName: fileName("funnel"),
  };
  const chart = {
    labels: steps.map((step) => f.stage(step.stage)),
    series: [{ name: t("reports.col.reached"), values: steps.map((step) => step.reached.value) }],
    horizontal: true,
  };
  return (
    <Section id="funnel" title={t("reports.funnel.title")}>
      <p className="muted">{t("reports.funnel.intro")}</p>
      <ChartBlock chart={chart} table={table} />
    </Section>
  );
}

function FirstResponse({ report, f, fileName }: SectionProps) {
  const t = useReportsT();
  const r = report.firstResponse;
  return (
    <Section id="first-response" title={t("reports.response.title")}>
      <p className="muted">{t("reports.response.intro", { target: f.minutes(r.targetMinutes) })}</p>
      <TableBlock
        table={{
          caption: t("reports.response.caption"),
          columns: [t("reports.col.measure"), t("reports.col.value")],
          rows: [
            { key: "answered", cells: [{ text: t("reports.response.answered") }, f.counted(r.answered)] },
            { key: "median", cells: [{ text: t("reports.response.median") }, { text: f.minutes(r.medianMinutes), csv: r.medianMinutes ?? "", numeric: true }] },
            { key: "p90", cells: [{ text: t("reports.response.p90") }, { text: f.minutes(r.p90Minutes), csv: r.p90Minutes ?? "", numeric: true }] },
            { key: "within", cells: [{ text: t("reports.response.within") }, f.counted(r.withinTarget)] },
            { key: "share", cells: [{ text: t("reports.response.share") }, shareCell(r.withinTargetShare, f)] },
          ],
          fileName: fileName("first-response"),
        }}
      />
    </Section>
  );
}

/** Revenue and margin by month: a chart per currency (amounts in different currencies are not added up), one table. */
function Revenue({ report, f, fileName }: SectionProps) {
  const t = useReportsT();
  const currencies = [...new Set(report.revenueByMonth.map((month) => month.currency))].sort();
  const basis = (month: RevenueMonth) => t(month.basis === "payments" ? "reports.revenue.basisPayments" : "reports.revenue.basisProposals");
  const tableOf = (months: RevenueMonth[], currency?: string): TableSpec => ({
    caption: currency ? t("reports.revenue.captionIn", { currency }) : t("reports.revenue.caption"),
    columns: [t("reports.col.month"), t("reports.col.currency"), t("reports.col.basis"), t("reports.col.revenue"), t("reports.col.margin")],
    rows: months.map((month) => ({
      key: `${month.month}-${month.currency}`,
      cells: [
        { text: f.month(month.month), csv: month.month },
        { text: month.currency },
        { text: basis(month), csv: month.basis },
        { text: f.money(month.revenue, month.currency), csv: month.revenue, list: month.list, numeric: true },
        { text: f.money(month.margin, month.currency), csv: month.margin, numeric: true },
      ],
    })),
    fileName: fileName(currency ? `revenue-${currency}` : "revenue"),
  });
  return (
    <Section id="revenue" title={t("reports.revenue.title")}>
      {report.revenueByMonth.some((month) => month.basis === "proposals") ? <p className="muted">{t("reports.revenue.proposalsNote")}</p> : null}
      {currencies.length === 0 ? <TableBlock table={tableOf([])} /> : currencies.map((currency) => {
        const months = report.revenueByMonth.filter((month) => month.currency === currency);
        return (
          <div key={currency}>
            <h3>{currency}</h3>
            <ChartBlock
              table={tableOf(months, currency)}
              chart={{
                labels: months.map((month) => f.month(month.month)),
                series: [
                  { name: t("reports.col.revenue"), values: months.map((month) => month.revenue) },
                  { name: t("reports.col.margin"), values: months.map((month) => month.margin) },
                ],
              }}
            />
          </div>
        );
      })}
    </Section>
  );
}

function topTable(packages: TopPackage[], caption: string, fileName: string, f: Formats, t: ReturnType<typeof useReportsT>): TableSpec {
  const revenue = (item: TopPackage) =>
    Object.entries(item.revenue).sort(([a], [b]) => a.localeCompare(b));
  return {
    caption,
    columns: [t("reports.col.package"), t("reports.col.leads"), t("reports.col.revenue")],
    rows: packages.map((item) => ({
      key: item.id,
      cells: [
        { text: item.name, isolate: true },
        f.counted(item.leads, t("reports.top.leadsOf", { count: item.leads.value, name: item.name })),
        {
          text: revenue(item).map(([currency, amount]) => f.money(amount, currency)).join(" · ") || "—",
          csv: revenue(item).map(([currency, amount]) => `${currency} ${amount}`).join("; "),
          numeric: true,
        },
      ],
    })),
    fileName,
  };
}

function Waiting({ report, f, fileName }: SectionProps) {
  const t = useReportsT();
  const arrived = (iso: string) => f.dateTime(iso, report.timeZone);
  return (
    <Section id="waiting" title={t("reports.waiting.title")}>
      <p className="muted">{t("reports.waiting.intro")}</p>
      <TableBlock
        table={{
          caption: t("reports.waiting.caption", { count: report.oldestWaiting.length }),
          columns: [t("reports.col.traveller"), t("reports.col.item"), t("reports.col.arrived"), t("reports.col.stage"), t("reports.col.state")],
          rows: report.oldestWaiting.map((lead) => ({
            key: lead.id,
            cells: [
              { text: lead.name, isolate: true, list: lead.list },
              { text: lead.item, isolate: true },
              { text: arrived(lead.arrivedAt), csv: lead.arrivedAt },
              { text: f.stage(lead.stage), csv: lead.stage },
              {
                text: [lead.overdue ? t("reports.waiting.overdue") : "", lead.awaitingReply ? t("reports.waiting.awaiting") : ""].filter(Boolean).join(" · "),
              },
            ],
          })),
          fileName: fileName("oldest-waiting"),
        }}
      />
    </Section>
  );
}

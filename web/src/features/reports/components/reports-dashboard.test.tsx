/**
 * The reports dashboard against an answer of the contract's shape (`dashboardReport`): every number
 * links to its list, each chart has its table (with a caption) and every table its CSV (guarded
 * against formulas), the period comes from the address, and the loading, empty and error states.
 */
import { dashboardReport, type DashboardReport, type CountedNumber } from "@contract/reports.ts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { Suspense } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LanguageProvider } from "../../../i18n/language-context.tsx";
import { ReportsDashboard } from "./reports-dashboard.tsx";
import { tableCsv } from "./report-table.tsx";

const n = (value: number, query: Record<string, string>, path = "/admin/inquiries"): CountedNumber => ({ value, list: { path, query } });
const period = { from: "2026-01-05", to: "2026-01-18" };

const REPORT: DashboardReport = dashboardReport.parse({
  ...period,
  timeZone: "Europe/London",
  leadsByWeek: [
    { week: "2026-01-05", total: n(3, { ...period }), bySource: { google: n(2, { source: "google" }), direct: n(1, { source: "direct" }) }, byKind: { inquiry: n(3, { kind: "inquiry" }) } },
    { week: "2026-01-12", total: n(2, { ...period }), bySource: { google: n(2, { source: "google", from: "2026-01-12" }) }, byKind: { inquiry: n(2, { kind: "inquiry" }) } },
  ],
  leadsBySource: { google: n(4, { ...period, source: "google" }), direct: n(1, { ...period, source: "direct" }) },
  leadsByKind: { inquiry: n(5, { ...period, kind: "inquiry" }) },
  funnel: [
    { stage: "New", reached: n(5, { ...period }), conversion: null },
    { stage: "Responded", reached: n(4, { ...period, reached: "Responded" }), conversion: 0.8 },
    { stage: "Proposal sent", reached: n(2, { ...period, reached: "Proposal sent" }), conversion: 0.5 },
    { stage: "Accepted", reached: n(1, { ...period, reached: "Accepted" }), conversion: 0.5 },
  ],
  lost: n(1, { ...period, stage: "Lost" }),
  firstResponse: {
    targetMinutes: 60,
    answered: n(4, { ...period, reached: "Responded" }),
    medianMinutes: 42,
    p90Minutes: 150,
    withinTarget: n(3, { ...period, response: "within" }),
    withinTargetShare: 0.75,
  },
  proposals: { sent: n(2, { sent: "2026-01" }, "/admin/proposals"), accepted: n(1, {}, "/admin/proposals"), declined: n(0, {}, "/admin/proposals"), winRate: 1 },
  revenueByMonth: [{ month: "2026-01", currency: "EUR", basis: "proposals", revenue: 12000, margin: 2400, list: { path: "/admin/proposals", query: { month: "2026-01" } } }],
  topPackagesByLeads: [{ id: "p1", name: "=HYPERLINK(\"http://evil\")", leads: n(4, { ...period, package: "p1" }), revenue: { EUR: 12000 } }],
  topPackagesByRevenue: [],
  failedEmails: n(2, { state: "failed" }, "/admin/activity"),
  awaitingReply: n(1, { awaiting: "true" }),
  overdue: n(2, { overdue: "true" }),
  oldestWaiting: [{ id: "i1", name: "Layla Haddad", item: "Nile cruise", arrivedAt: "2026-01-06T09:00:00.000Z", stage: "New", overdue: true, awaitingReply: false, list: { path: "/admin/inquiries", query: { id: "i1" } } }],
});

const EMPTY: DashboardReport = {
  ...REPORT,
  leadsByWeek: [],
  leadsBySource: {},
  leadsByKind: {},
  funnel: REPORT.funnel.map((step) => ({ ...step, reached: { ...step.reached, value: 0 }, conversion: null })),
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function serve(answer: () => Promise<Response>) {
  const fetch = vi.fn<(url: string) => Promise<Response>>(() => answer());
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

async function show(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () =>
    void render(
      <MemoryRouter initialEntries={[path]}>
        <QueryClientProvider client={client}>
          <LanguageProvider>
            <Suspense fallback={<p>Loading page...</p>}>
              <ReportsDashboard />
            </Suspense>
          </LanguageProvider>
        </QueryClientProvider>
      </MemoryRouter>,
    )
  );
}

describe("the reports dashboard", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the address's period and links every number to its list", async () => {
    const fetch = serve(() => Promise.resolve(json({ data: REPORT })));
    await show("/admin/reports?from=2026-01-05&to=2026-01-18");
    await screen.findByRole("table", { name: "Funnel: leads that reached each stage" }, { timeout: 5000 });
    expect(String(fetch.mock.calls[0]![0])).toContain("/api/reports/dashboard?from=2026-01-05&to=2026-01-18");

    const tile = screen.getByText("Leads in the period").closest("a")!;
    expect(tile.getAttribute("href")).toBe("/admin/inquiries?from=2026-01-05&to=2026-01-18");
    expect(within(tile).getByText("5")).toBeTruthy();

    const funnel = screen.getByRole("table", { name: "Funnel: leads that reached each stage" });
    const responded = within(funnel).getByRole("row", { name: /Responded/ });
    expect(within(responded).getByRole("link", { name: "4" }).getAttribute("href")).toBe("/admin/inquiries?from=2026-01-05&to=2026-01-18&reached=Responded");
    expect(within(responded).getByText("80%")).toBeTruthy();

    // Each chart's table is there for screen readers, and "Show as table" shows it to everyone.
    const bySource = screen.getByRole("table", { name: "Leads per week by source" });
    expect(bySource.closest(".report-table--hidden")).not.toBeNull();
    const toggles = screen.getAllByRole("button", { name: "Show as table" });
    fireEvent.click(toggles[0]!);
    expect(screen.getByRole("table", { name: "Leads per week by source" }).closest(".report-table--hidden")).toBeNull();
    expect(toggles[0]!.getAttribute("aria-expanded")).toBe("true");

    // Every table can be downloaded.
    expect(screen.getAllByRole("button", { name: /^Download CSV: / }).length).toBe(screen.getAllByRole("table").length);
    // The waiting lead opens its list; a link never leaves the admin area.
    expect(screen.getByRole("link", { name: "Layla Haddad" }).getAttribute("href")).toBe("/admin/inquiries?id=i1");
  });

  it("writes each table's CSV with the formula guard", () => {
    const csv = tableCsv({
      caption: "Top",
      columns: ["Package", "Leads"],
      rows: [{ key: "p1", cells: [{ text: REPORT.topPackagesByLeads[0]!.name }, { text: "4", csv: 4 }] }],
      fileName: "top",
    });
    expect(csv).toBe("\"Package\",\"Leads\"\r\n\"'=HYPERLINK(\"\"http://evil\"\")\",\"4\"\r\n");
  });

  it("says when the period has no leads", async () => {
    serve(() => Promise.resolve(json({ data: EMPTY })));
    await show("/admin/reports?from=2025-01-01&to=2025-01-31");
    await screen.findByText("No leads in this period", {}, { timeout: 5000 });
    expect(screen.queryByRole("table", { name: "Leads per week by source" })).toBeNull();
  });

  it("says when the report could not be loaded, and tries again", async () => {
    serve(() => Promise.reject(new TypeError("Failed to fetch")));
    await show("/admin/reports?from=2026-01-05&to=2026-01-18");
    await screen.findByText(/The reports could not be loaded/, {}, { timeout: 5000 });
    serve(() => Promise.resolve(json({ data: REPORT })));
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("table", { name: "Proposals first sent in the period" }, { timeout: 5000 });
  });

  it("puts the default period in the address when none is asked", async () => {
    const fetch = serve(() => Promise.resolve(json({ data: REPORT })));
    await show("/admin/reports");
    await screen.findByRole("table", { name: "Proposals first sent in the period" }, { timeout: 5000 });
    expect(String(fetch.mock.calls[0]![0])).toMatch(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    expect(screen.getByRole("button", { name: "Last 90 days" }).getAttribute("aria-pressed")).toBe("true");
  });
});

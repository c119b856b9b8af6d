import { ReportsDashboard } from "../../../features/reports/components/reports-dashboard.tsx";
import { useReportsT } from "../../../i18n/areas/reports.ts";
import { Page } from "../page.tsx";

/** /admin/reports: the reports dashboard of a period (`?from=&to=`). */
export function AdminReportsPage() {
  const t = useReportsT();
  return (
    <Page title={t("reports.title")} intro={t("reports.intro")} documentTitle={t("reports.documentTitle")} contentClassName="admin-page">
      <ReportsDashboard />
    </Page>
  );
}

import { FailedEmails } from "../../../features/reports/components/failed-emails.tsx";
import { useReportsT } from "../../../i18n/areas/reports.ts";
import { Page } from "../page.tsx";

/** /admin/emails?status=failed&from=&to=: the failed emails of a period (the dashboard's number). */
export function AdminEmailsPage() {
  const t = useReportsT();
  return (
    <Page title={t("emails.title")} intro={t("emails.intro")} documentTitle={t("emails.title")} contentClassName="admin-page">
      <FailedEmails />
    </Page>
  );
}

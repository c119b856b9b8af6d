import { ActivitiesTable } from "../../../features/admin-content/components/catalogue-tables.tsx";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { Page } from "../page.tsx";

export function AdminActivitiesPage() {
  const t = useAdminT();
  return (
    <Page title={t("activities.title")} contentClassName="admin-page">
      <ActivitiesTable />
    </Page>
  );
}

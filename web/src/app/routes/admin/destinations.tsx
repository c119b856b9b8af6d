import { DestinationsTable } from "../../../features/admin-content/components/catalogue-tables.tsx";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { Page } from "../page.tsx";

export function AdminDestinationsPage() {
  const t = useAdminT();
  return (
    <Page title={t("destinations.title")} contentClassName="admin-page">
      <DestinationsTable />
    </Page>
  );
}

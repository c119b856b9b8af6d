import { PackagesTable } from "../../../features/admin-content/components/catalogue-tables.tsx";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { Page } from "../page.tsx";

export function AdminPackagesPage() {
  const t = useAdminT();
  return (
    <Page title={t("packages.title")} contentClassName="admin-page">
      <PackagesTable />
    </Page>
  );
}

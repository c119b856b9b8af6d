import { PackagesTable } from "../../../features/admin-content/components/catalogue-tables.tsx";
import { Page } from "../page.tsx";

export function AdminPackagesPage() {
  return (
    <Page title="Manage Packages" contentClassName="admin-page">
      <PackagesTable />
    </Page>
  );
}

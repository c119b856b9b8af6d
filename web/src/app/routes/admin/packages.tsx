import { PackagesTable } from "../../../features/admin-content/components/catalogue-tables.tsx";
import { PageHeader } from "../page-header.tsx";

export function AdminPackagesPage() {
  return (
    <>
      <PageHeader title="Manage Packages" />
      <div className="container admin-page"><PackagesTable /></div>
    </>
  );
}

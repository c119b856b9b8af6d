import { ActivitiesTable } from "../../../features/admin-content/components/catalogue-tables.tsx";
import { PageHeader } from "../page-header.tsx";

export function AdminActivitiesPage() {
  return (
    <>
      <PageHeader title="Manage Activities" />
      <div className="container admin-page"><ActivitiesTable /></div>
    </>
  );
}

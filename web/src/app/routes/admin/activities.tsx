import { ActivitiesTable } from "../../../features/admin-content/components/catalogue-tables.tsx";
import { Page } from "../page.tsx";

export function AdminActivitiesPage() {
  return (
    <Page title="Manage Activities" contentClassName="admin-page">
      <ActivitiesTable />
    </Page>
  );
}

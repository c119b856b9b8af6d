import { DestinationsTable } from "../../../features/admin-content/components/catalogue-tables.tsx";
import { Page } from "../page.tsx";

export function AdminDestinationsPage() {
  return (
    <Page title="Manage Destinations" contentClassName="admin-page">
      <DestinationsTable />
    </Page>
  );
}

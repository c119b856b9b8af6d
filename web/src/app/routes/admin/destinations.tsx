import { DestinationsTable } from "../../../features/admin-content/components/catalogue-tables.tsx";
import { PageHeader } from "../page-header.tsx";

export function AdminDestinationsPage() {
  return (
    <>
      <PageHeader title="Manage Destinations" />
      <div className="container admin-page"><DestinationsTable /></div>
    </>
  );
}

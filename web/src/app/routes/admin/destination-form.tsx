import { useParams } from "react-router-dom";
import { DestinationForm } from "../../../features/admin-content/components/destination-form.tsx";
import { Page } from "../page.tsx";

/** /admin/destinations/new and /admin/destinations/edit/{id}. */
export function AdminDestinationFormPage() {
  const { id } = useParams();
  return (
    <Page title={id ? "Edit Destination" : "Add New Destination"} contentClassName="admin-page">
      <DestinationForm key={id ?? "new"} id={id} />
    </Page>
  );
}

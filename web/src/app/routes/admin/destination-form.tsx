import { useParams } from "react-router-dom";
import { DestinationForm } from "../../../features/admin-content/components/destination-form.tsx";
import { PageHeader } from "../page-header.tsx";

/** /admin/destinations/new and /admin/destinations/edit/{id}. */
export function AdminDestinationFormPage() {
  const { id } = useParams();
  return (
    <>
      <PageHeader title={id ? "Edit Destination" : "Add New Destination"} />
      <div className="container admin-page"><DestinationForm key={id ?? "new"} id={id} /></div>
    </>
  );
}

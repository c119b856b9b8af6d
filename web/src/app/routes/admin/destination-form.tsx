import { useParams } from "react-router-dom";
import { DestinationForm } from "../../../features/admin-content/components/destination-form.tsx";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { Page } from "../page.tsx";

/** /admin/destinations/new and /admin/destinations/edit/{id}. */
export function AdminDestinationFormPage() {
  const { id } = useParams();
  const t = useAdminT();
  return (
    <Page title={t(id ? "destinations.edit" : "destinations.add")} contentClassName="admin-page">
      <DestinationForm key={id ?? "new"} id={id} />
    </Page>
  );
}

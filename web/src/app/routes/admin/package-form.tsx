import { useParams } from "react-router-dom";
import { PackageForm } from "../../../features/admin-content/components/package-form.tsx";
import { Page } from "../page.tsx";

/** /admin/packages/new and /admin/packages/edit/{id}. */
export function AdminPackageFormPage() {
  const { id } = useParams();
  return (
    <Page title={id ? "Edit Package" : "Add New Package"} contentClassName="admin-page">
      <PackageForm key={id ?? "new"} id={id} />
    </Page>
  );
}

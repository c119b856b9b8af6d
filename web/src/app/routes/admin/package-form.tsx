import { useParams } from "react-router-dom";
import { PackageForm } from "../../../features/admin-content/components/package-form.tsx";
import { PageHeader } from "../page-header.tsx";

/** /admin/packages/new and /admin/packages/edit/{id}. */
export function AdminPackageFormPage() {
  const { id } = useParams();
  return (
    <>
      <PageHeader title={id ? "Edit Package" : "Add New Package"} />
      <div className="container admin-page"><PackageForm key={id ?? "new"} id={id} /></div>
    </>
  );
}

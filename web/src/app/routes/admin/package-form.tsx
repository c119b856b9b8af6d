import { useParams } from "react-router-dom";
import { PackageForm } from "../../../features/admin-content/components/package-form.tsx";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { Page } from "../page.tsx";

/** /admin/packages/new and /admin/packages/edit/{id}. */
export function AdminPackageFormPage() {
  const { id } = useParams();
  const t = useAdminT();
  return (
    <Page title={t(id ? "packages.edit" : "packages.add")} contentClassName="admin-page">
      <PackageForm key={id ?? "new"} id={id} />
    </Page>
  );
}

import { useParams } from "react-router-dom";
import { ActivityForm } from "../../../features/admin-content/components/activity-form.tsx";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { Page } from "../page.tsx";

/** /admin/activities/new and /admin/activities/edit/{id}. */
export function AdminActivityFormPage() {
  const { id } = useParams();
  const t = useAdminT();
  return (
    <Page title={t(id ? "activities.edit" : "activities.add")} contentClassName="admin-page">
      <ActivityForm key={id ?? "new"} id={id} />
    </Page>
  );
}

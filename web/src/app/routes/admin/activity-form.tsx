import { useParams } from "react-router-dom";
import { ActivityForm } from "../../../features/admin-content/components/activity-form.tsx";
import { Page } from "../page.tsx";

/** /admin/activities/new and /admin/activities/edit/{id}. */
export function AdminActivityFormPage() {
  const { id } = useParams();
  return (
    <Page title={id ? "Edit Activity" : "Add New Activity"} contentClassName="admin-page">
      <ActivityForm key={id ?? "new"} id={id} />
    </Page>
  );
}

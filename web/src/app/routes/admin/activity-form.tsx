import { useParams } from "react-router-dom";
import { ActivityForm } from "../../../features/admin-content/components/activity-form.tsx";
import { PageHeader } from "../page-header.tsx";

/** /admin/activities/new and /admin/activities/edit/{id}. */
export function AdminActivityFormPage() {
  const { id } = useParams();
  return (
    <>
      <PageHeader title={id ? "Edit Activity" : "Add New Activity"} />
      <div className="container admin-page"><ActivityForm key={id ?? "new"} id={id} /></div>
    </>
  );
}

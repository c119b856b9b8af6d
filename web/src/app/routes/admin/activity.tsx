import { ActivityLog } from "../../../features/admin-activity/components/activity-log.tsx";
import { Page } from "../page.tsx";

/** /admin/activity: who changed what, newest first. */
export function AdminActivityPage() {
  return (
    <Page title="Activity" contentClassName="admin-page">
      <ActivityLog />
    </Page>
  );
}

import { ActivityLog } from "../../../features/admin-activity/components/activity-log.tsx";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { Page } from "../page.tsx";

/** /admin/activity: who changed what, newest first. */
export function AdminActivityPage() {
  const t = useAdminT();
  return (
    <Page title={t("audit.title")} contentClassName="admin-page">
      <ActivityLog />
    </Page>
  );
}

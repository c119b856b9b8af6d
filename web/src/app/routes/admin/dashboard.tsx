import { AdminDashboard } from "../../../features/admin-dashboard/components/dashboard.tsx";
import { PushToggle } from "../../../components/push-toggle.tsx";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { Page } from "../page.tsx";

export function AdminDashboardPage() {
  const t = useAdminT();
  return (
    <Page title={t("dashboard.title")} intro={t("dashboard.intro")} contentClassName="admin-page">
      <PushToggle owner={{ staff: true }} offer={t("dashboard.pushOffer")} />
      <AdminDashboard />
    </Page>
  );
}

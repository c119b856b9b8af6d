import { AdminDashboard } from "../../../features/admin-dashboard/components/dashboard.tsx";
import { PUSH_TEXTS } from "@contract/push-texts.ts";
import { PushToggle } from "../../../components/push-toggle.tsx";
import { Page } from "../page.tsx";

export function AdminDashboardPage() {
  return (
    <Page title="Admin Dashboard" intro="What needs attention today, and every area of the site." contentClassName="admin-page">
      <PushToggle owner={{ staff: true }} offer={PUSH_TEXTS.staffOffer} />
      <AdminDashboard />
    </Page>
  );
}

import { AdminDashboard } from "../../../features/admin-dashboard/components/dashboard.tsx";
import { Page } from "../page.tsx";

export function AdminDashboardPage() {
  return (
    <Page title="Admin Dashboard" intro="What needs attention today, and every area of the site." contentClassName="admin-page">
      <AdminDashboard />
    </Page>
  );
}

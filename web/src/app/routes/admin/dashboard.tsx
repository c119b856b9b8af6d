import { AdminDashboard } from "../../../features/admin-dashboard/components/dashboard.tsx";
import { PageHeader } from "../page-header.tsx";

export function AdminDashboardPage() {
  return (
    <>
      <PageHeader title="Admin Dashboard" intro="What needs attention today, and every area of the site." />
      <div className="container admin-page"><AdminDashboard /></div>
    </>
  );
}

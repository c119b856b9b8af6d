import { UsersAdmin } from "../../../features/admin-users/components/users-admin.tsx";
import { useAuth } from "../../auth.tsx";
import { PageHeader } from "../page-header.tsx";

export function AdminUsersPage() {
  const { user, updateUser } = useAuth();
  return (
    <>
      <PageHeader title="Manage Users" intro="Approve applications, manage administrators and edit member profiles." />
      <div className="container section">
        {user ? <UsersAdmin currentUserId={user.id} onOwnRecordChanged={updateUser} /> : null}
      </div>
    </>
  );
}

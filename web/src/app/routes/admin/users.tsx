import { UsersAdmin } from "../../../features/admin-users/components/users-admin.tsx";
import { useAuth } from "../../auth.tsx";
import { Page } from "../page.tsx";

export function AdminUsersPage() {
  const { user, updateUser } = useAuth();
  return (
    <Page title="Manage Users" intro="Approve applications, manage administrators and edit member profiles.">
      {user ? <UsersAdmin currentUserId={user.id} onOwnRecordChanged={updateUser} /> : null}
    </Page>
  );
}

import { UsersAdmin } from "../../../features/admin-users/components/users-admin.tsx";
import { useAuth } from "../../auth.tsx";
import { Page } from "../page.tsx";
import { useDeskT } from "../../../i18n/areas/desk.ts";

export function AdminUsersPage() {
  const { user, updateUser } = useAuth();
  const t = useDeskT();
  return (
    <Page title={t("users.title")} intro={t("users.intro")}>
      {user ? <UsersAdmin currentUserId={user.id} onOwnRecordChanged={updateUser} /> : null}
    </Page>
  );
}

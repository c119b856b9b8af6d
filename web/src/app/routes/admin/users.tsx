import { useSearchParams } from "../../../lib/search-params.ts";
import { UsersAdmin } from "../../../features/admin-users/components/users-admin.tsx";
import { useAuth } from "../../auth.tsx";
import { Page } from "../page.tsx";
import { useDeskT } from "../../../i18n/areas/desk.ts";

/** /admin/users: every account; `?status=pending` (the dashboard's tile) shows those awaiting approval. */
export function AdminUsersPage() {
  const { user, updateUser } = useAuth();
  const t = useDeskT();
  const [params, setParams] = useSearchParams();
  const show = params.get("status") === "pending" ? "pending" : "all";
  return (
    <Page title={t("users.title")} intro={t("users.intro")}>
      {user ? (
          <UsersAdmin
            currentUserId={user.id}
            onOwnRecordChanged={updateUser}
            show={show}
            onShowChange={(next) => setParams(next === "pending" ? { status: "pending" } : {}, { replace: true })}
          />
        ) : null}
    </Page>
  );
}

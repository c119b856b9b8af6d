import { useState } from "react";
import { AccountSettingsModal } from "../../features/account/components/account-settings-modal.tsx";
import { EditProfileModal } from "../../features/account/components/edit-profile-modal.tsx";
import { ProfileView } from "../../features/account/components/profile-view.tsx";
import { MyData } from "../../features/privacy/components/my-data.tsx";
import { useMemberT } from "../../i18n/areas/member.ts";
import { useAuth } from "../auth.tsx";
import { Page } from "./page.tsx";

/**
 * "Member Profile". The user comes from the session, which is refreshed from the server on load
 * (a failed refresh keeps the stored user) and replaced by the server's answer after every save.
 */
export function ProfilePage() {
  const { user, updateUser, logout } = useAuth();
  const [open, setOpen] = useState<"edit" | "settings" | null>(null);
  const t = useMemberT();
  if (!user) return null;
  return (
    <Page title={t("profile.title")}>
      <ProfileView user={user} onEdit={() => setOpen("edit")} onSettings={() => setOpen("settings")} onSignOut={() => void logout()} />
      <EditProfileModal user={user} open={open === "edit"} onClose={() => setOpen(null)} onSaved={updateUser} />
      <AccountSettingsModal user={user} open={open === "settings"} onClose={() => setOpen(null)} onSaved={updateUser} />
      <MyData />
    </Page>
  );
}

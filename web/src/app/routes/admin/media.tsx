import { MediaLibrary } from "../../../features/admin-content/components/media-library.tsx";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { Page } from "../page.tsx";

export function AdminMediaPage() {
  const t = useAdminT();
  return (
    <Page title={t("media.title")} intro={t("media.intro")} contentClassName="admin-page">
      <MediaLibrary />
    </Page>
  );
}

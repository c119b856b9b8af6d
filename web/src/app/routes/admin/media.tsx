import { MediaLibrary } from "../../../features/admin-content/components/media-library.tsx";
import { Page } from "../page.tsx";

export function AdminMediaPage() {
  return (
    <Page title="Media Library" intro="Images and videos for the site. Copy a file's URL or pick it in a destination, package or activity form." contentClassName="admin-page">
      <MediaLibrary />
    </Page>
  );
}

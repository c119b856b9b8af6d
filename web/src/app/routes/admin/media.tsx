import { MediaLibrary } from "../../../features/admin-content/components/media-library.tsx";
import { PageHeader } from "../page-header.tsx";

export function AdminMediaPage() {
  return (
    <>
      <PageHeader title="Media Library" intro="Images and videos for the site. Copy a file's URL or pick it in a destination, package or activity form." />
      <div className="container admin-page"><MediaLibrary /></div>
    </>
  );
}

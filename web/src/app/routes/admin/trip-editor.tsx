import { useParams } from "react-router-dom";
import { ImageField } from "../../../features/admin-content/components/image-field.tsx";
import type { ImageFieldRenderer } from "../../../features/proposals/components/item-card.tsx";
import { TripEditor } from "../../../features/proposals/components/trip-editor.tsx";
import { useTripsT } from "../../../i18n/areas/trips.ts";
import { Link } from "../../../i18n/link.tsx";
import { Page } from "../page.tsx";

/** An item's image: the catalogue editors' field with the media library's picker. */
const renderImage: ImageFieldRenderer = (props) => <ImageField {...props} />;

/** /admin/trips/:id: the trip editor. */
export function AdminTripEditorPage() {
  const { id = "" } = useParams();
  const t = useTripsT();
  return (
    <Page title={t("trips.editor.title")} intro={<Link to="/admin/trips">{t("trips.backToBoard")}</Link>} contentClassName="section section--tight">
      <TripEditor key={id} id={id} renderImage={renderImage} />
    </Page>
  );
}

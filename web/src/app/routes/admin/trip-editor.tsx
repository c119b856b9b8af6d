import { useParams } from "react-router-dom";
import { ImageField } from "../../../features/admin-content/components/image-field.tsx";
import type { ImageFieldRenderer } from "../../../features/proposals/components/item-card.tsx";
import { TripLedgerPanel } from "../../../features/payments/components/trip-ledger.tsx";
import { TripEditor } from "../../../features/proposals/components/trip-editor.tsx";
import { usePaymentsT } from "../../../i18n/areas/payments.ts";
import { useTripsT } from "../../../i18n/areas/trips.ts";
import { Link } from "../../../i18n/link.tsx";
import { Page } from "../page.tsx";

/** An item's image: the catalogue editors' field with the media library's picker. */
const renderImage: ImageFieldRenderer = (props) => <ImageField {...props} />;

/** /admin/trips/:id: the trip editor. */
export function AdminTripEditorPage() {
  const { id = "" } = useParams();
  const t = useTripsT();
  const tp = usePaymentsT();
  return (
    <Page title={t("trips.editor.title")} intro={<Link to="/admin/trips">{t("trips.backToBoard")}</Link>} contentClassName="section section--tight">
      <TripEditor key={id} id={id} renderImage={renderImage} />
      <section className="trip-ledger__section" aria-labelledby="trip-ledger-title">
        <h2 id="trip-ledger-title">{tp("ledger.title")}</h2>
        <TripLedgerPanel key={id} tripId={id} />
      </section>
    </Page>
  );
}

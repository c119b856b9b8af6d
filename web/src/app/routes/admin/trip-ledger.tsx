import { useParams } from "react-router-dom";
import { TripLedgerPanel } from "../../../features/payments/components/trip-ledger.tsx";
import { usePaymentsT } from "../../../i18n/areas/payments.ts";
import { Link } from "../../../i18n/link.tsx";
import { Page } from "../page.tsx";

/** /admin/payments/trips/:id: one trip's invoices, payments, refunds and credit notes. */
export function AdminTripLedgerPage() {
  const { id = "" } = useParams();
  const t = usePaymentsT();
  return (
    <Page title={t("ledger.title")} intro={<Link to="/admin/payments">{t("ledger.back")}</Link>} contentClassName="section section--tight">
      <TripLedgerPanel key={id} tripId={id} />
    </Page>
  );
}

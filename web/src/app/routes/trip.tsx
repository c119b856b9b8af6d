import { useParams } from "react-router-dom";
import { useState } from "react";
import { TripInvoices } from "../../features/payments/components/trip-invoices.tsx";
import { CardReturn, PayByCard } from "../../features/payments/components/pay-by-card.tsx";
import { TripView } from "../../features/trips/components/trip-view.tsx";
import { serverTripPage } from "../../features/trips/page-state.ts";
import { tripMessages, useTripT } from "../../i18n/areas/trip.ts";
import { tripChangeMessages } from "../../i18n/areas/trip-changes.ts";
import { useDocumentTitle } from "../../lib/hooks.ts";

/**
 * /trips/{token}: the traveller's trip, opened from the email sent on acceptance or from My
 * journeys (no login). Rendered by the server from its state (server/routes/trip-page.ts); reached
 * inside the app it is read from the API, and offline from the copy kept on this phone.
 */
/** The texts the page's first render reads, loaded with its code (lazy-page.ts). */
export const messageAreas = [tripMessages, tripChangeMessages];

export function TripPage() {
  const { token = "" } = useParams();
  const t = useTripT();
  const [initial] = useState(() => serverTripPage(token));
  useDocumentTitle(initial?.trip?.title ?? t("missing.title"));
  const money = (
    <>
      <CardReturn token={token} />
      <TripInvoices token={token} payByCard={(invoice) => <PayByCard token={token} invoice={invoice} />} />
    </>
  );
  return <TripView key={token} token={token} initial={initial} money={money} />;
}

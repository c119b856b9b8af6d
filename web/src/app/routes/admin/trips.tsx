import { TripBoard } from "../../../features/proposals/components/trip-board.tsx";
import { useTripsT } from "../../../i18n/areas/trips.ts";
import { Page } from "../page.tsx";

/** /admin/trips: the trips board (departing soon, travelling now, returned). */
export function AdminTripsPage() {
  const t = useTripsT();
  return (
    <Page title={t("trips.board.title")} intro={t("trips.board.intro")} contentClassName="section section--tight">
      <TripBoard />
    </Page>
  );
}

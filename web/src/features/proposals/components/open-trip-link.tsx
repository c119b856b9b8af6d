/** "Open trip" on an accepted proposal: the trip it became, in the trip editor (once the server has made it). */
import { Spinner } from "../../../components/spinner.tsx";
import { useTripsT } from "../../../i18n/areas/trips.ts";
import { Link } from "../../../i18n/link.tsx";
import { useTripOfProposal } from "../api/trips.ts";

export function OpenTripLink({ proposalId }: { proposalId: string }) {
  const t = useTripsT();
  const trip = useTripOfProposal(proposalId, true);
  if (trip.isPending) return <Spinner label={t("trips.open.looking")} />;
  if (trip.isError || !trip.data) return <p className="muted" data-open-trip="none">{t("trips.open.none")}</p>;
  return (
    <Link className="btn btn--primary btn--sm" data-open-trip={trip.data.id} to={`/admin/trips/${encodeURIComponent(trip.data.id)}`}>
      {t("trips.open.button")}
    </Link>
  );
}

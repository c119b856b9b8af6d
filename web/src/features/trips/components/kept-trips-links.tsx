/**
 * "Your trips on this phone": the trips kept on this device, linked from the home page (the
 * installed app's start address), so a kept trip opens from the home screen offline. Each link is
 * in the trip's own language, the page's address the server would redirect to.
 */
import { languagePath } from "@contract/language-paths.ts";
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { useTripT } from "../../../i18n/areas/trip.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { formatCalendarDay } from "../../../lib/format.ts";
import { type KeptTrip, keptTrips } from "../utils/kept-trips.ts";

export function KeptTripsLinks() {
  const t = useTripT();
  const { lang } = useLanguage();
  const [trips, setTrips] = useState<KeptTrip[]>([]);
  useEffect(() => {
    void keptTrips().then(setTrips);
  }, []);
  if (!trips.length) return null;
  return (
    <section className="section kept-trips" aria-labelledby="kept-trips-title">
      <h2 id="kept-trips-title" className="section__title">{t("kept.title")}</h2>
      <ul className="kept-trips__list">
        {trips.map(({ trip, token }) => (
          <li key={trip.id}>
            <Link className="btn btn--primary" to={languagePath(trip.language, `/trips/${token}`)}>
              {t("kept.open", { title: trip.title })}
            </Link>
            {trip.startDate ? <span className="muted"> {formatCalendarDay(trip.startDate, lang)}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

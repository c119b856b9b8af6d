/**
 * The home page's link to the trips kept on this device (the installed app starts on the home
 * page): nothing on the server's page or on a device that keeps no trip; otherwise the trips'
 * code and texts load after the page is shown.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { anyTripKept } from "../../features/trips/utils/kept-flag.ts";

const KeptTripsLinks = lazy(async () => ({ default: (await import("../../features/trips/components/kept-trips-links.tsx")).KeptTripsLinks }));

export function KeptTrips() {
  const [kept, setKept] = useState(false);
  useEffect(() => setKept(anyTripKept()), []);
  if (!kept) return null;
  return (
    <Suspense fallback={null}>
      <KeptTripsLinks />
    </Suspense>
  );
}

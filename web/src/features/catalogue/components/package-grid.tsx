import type { TravelPackage } from "@contract/catalogue.ts";
import { useActivities } from "../api/catalogue.ts";
import { activitiesForPackage } from "../utils/filter-packages.ts";
import { PackageCard, type RelatedActivities } from "./package-card.tsx";

interface PackageGridProps {
  packages: readonly TravelPackage[];
  headingLevel?: "h2" | "h3";
  /** On the packages page, the first card's image loads at once (it is on the first screen). */
  eagerFirstImage?: boolean;
}

/** Package cards with their related activities, fetched once for the whole grid. */
export function PackageGrid({ packages, headingLevel, eagerFirstImage = false }: PackageGridProps) {
  const activities = useActivities();
  const relatedFor = (id: string): RelatedActivities => {
    if (activities.isPending) return { status: "pending" };
    if (activities.isError) return { status: "error" };
    return { status: "success", activities: activitiesForPackage(activities.data, id) };
  };
  return (
    <ul className="card-grid" role="list">
      {packages.map((pkg, index) => (
        <li key={pkg.id}>
          <PackageCard pkg={pkg} related={relatedFor(pkg.id)} headingLevel={headingLevel} eagerImage={eagerFirstImage && index === 0} />
        </li>
      ))}
    </ul>
  );
}

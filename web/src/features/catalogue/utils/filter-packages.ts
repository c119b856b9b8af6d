import type { Activity, TravelPackage } from "@contract/catalogue.ts";
import type { PriceTier } from "@contract/enums.ts";

export interface PackageFilters {
  /** Free text matched against name, location and every tag, case-insensitively. */
  search: string;
  /** A price tier, or "" for all budgets. */
  budget: PriceTier | "";
}

export function matchesSearch(pkg: TravelPackage, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  const haystacks = [pkg.name, pkg.location, ...(pkg.tags ?? [])];
  return haystacks.some((text) => text.toLocaleLowerCase().includes(needle));
}

/** The packages list screen's filter: the chosen price tier (or all) and the search text. */
export function filterPackages(packages: readonly TravelPackage[], { search, budget }: PackageFilters): TravelPackage[] {
  return packages.filter((pkg) => (budget === "" || pkg.priceRange === budget) && matchesSearch(pkg, search));
}

/** The activities linked to one package. */
export function activitiesForPackage(activities: readonly Activity[], packageId: string): Activity[] {
  return activities.filter((activity) => activity.packageId === packageId);
}

/** The packages of one destination, and the activities linked to any of them. */
export function catalogueForDestination(
  destinationId: string,
  packages: readonly TravelPackage[],
  activities: readonly Activity[],
): { packages: TravelPackage[]; activities: Activity[] } {
  const own = packages.filter((pkg) => pkg.destinationId === destinationId);
  const ids = new Set(own.map((pkg) => pkg.id));
  return { packages: own, activities: activities.filter((a) => a.packageId !== undefined && ids.has(a.packageId)) };
}

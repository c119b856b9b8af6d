/**
 * The live public catalogue as the pages' heads, the structured data and the sitemap see it: the
 * three lists the API answers (read through the catalogue read service, so a hit costs no database read),
 * parsed once per catalogue version and language and indexed by id. `version` changes with every
 * catalogue write.
 */
import { DEFAULT_LANGUAGE, type SiteLanguage } from "../../contract/languages.ts";
import type { Activity, Destination, TravelPackage } from "../../contract/catalogue.ts";
import { CATALOGUE_COLLECTIONS } from "../../contract/catalogue-collections.ts";
import type { CatalogueReads } from "../services/catalogue-reads.ts";
import type { DetailKind } from "./public-pages.ts";

export type Snapshot = {
  version: string;
  destinations: Destination[];
  packages: TravelPackage[];
  activities: Activity[];
  destination: Map<string, Destination>;
  package: Map<string, TravelPackage>;
  activity: Map<string, Activity>;
};

const snapshots = new WeakMap<CatalogueReads, Map<SiteLanguage, Snapshot>>();

/** The catalogue in `lang` (each item's translation, English where it has none). */
export async function catalogueSnapshot(catalogue: CatalogueReads, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<Snapshot> {
  const names = CATALOGUE_COLLECTIONS;
  const entries = await Promise.all(names.map((name) => catalogue.list(name, lang)));
  const version = entries.map((entry) => entry.version ?? "initial").join("|");
  let byLanguage = snapshots.get(catalogue);
  if (!byLanguage) snapshots.set(catalogue, byLanguage = new Map());
  const known = byLanguage.get(lang);
  if (known?.version === version) return known;
  const [destinations, packages, activities] = entries.map((entry, i) => {
    const answer = JSON.parse(new TextDecoder().decode(entry.json)) as { data: Record<string, unknown[]> };
    return answer.data[names[i]];
  }) as [Destination[], TravelPackage[], Activity[]];
  const byId = <T extends { id: string }>(items: T[]) => new Map(items.map((item) => [item.id, item]));
  const snapshot: Snapshot = {
    version,
    destinations,
    packages,
    activities,
    destination: byId(destinations),
    package: byId(packages),
    activity: byId(activities),
  };
  byLanguage.set(lang, snapshot);
  return snapshot;
}

/**
 * Whether the item of a detail page is missing from the catalogue (or its id is malformed): such ids
 * are free to invent, so this is a map look-up.
 */
export function isUnknownItem(snapshot: Snapshot, page: { kind: DetailKind; id: string | null }): boolean {
  return page.id === null || !snapshot[page.kind].has(page.id);
}

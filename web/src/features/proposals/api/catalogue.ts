/** The published catalogue a proposal's items point at: activities, packages and destinations by id. */
import type { Activity, Destination, TravelPackage } from "@contract/catalogue.ts";
import type { ProposalItemKind } from "@contract/proposals/model.ts";
import { useQuery } from "@tanstack/react-query";
import { get } from "../../../lib/api-client.ts";

export type CatalogueKind = Extract<ProposalItemKind, "activity" | "package" | "destination">;

/** One entry the picker offers: what a new item takes from it (the server prices it). */
export type CatalogueChoice = { id: string; name: string; location?: string; image?: string };

const PATHS: Record<CatalogueKind, string> = { activity: "/activities", package: "/packages", destination: "/destinations" };

function choiceOf(entry: Activity | TravelPackage | Destination): CatalogueChoice {
  const record = entry as Partial<Activity & TravelPackage & Destination> & { id: string; name: string };
  return {
    id: record.id,
    name: record.name,
    ...(record.location ? { location: record.location } : {}),
    ...(record.imageUrl ? { image: record.imageUrl } : {}),
  };
}

export function useCatalogueChoices(kind: CatalogueKind, enabled: boolean) {
  return useQuery({
    queryKey: ["admin", "proposal-catalogue", kind],
    queryFn: async ({ signal }) => (await get<(Activity | TravelPackage | Destination)[]>(PATHS[kind], { signal })).map(choiceOf),
    enabled,
    staleTime: 60_000,
  });
}

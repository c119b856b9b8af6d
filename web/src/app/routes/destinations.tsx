import { FIXED_PAGE_META } from "@contract/page-meta.ts";
import { DestinationsList } from "../../features/catalogue/components/destinations-list.tsx";
import { Page } from "./page.tsx";

export function DestinationsPage() {
  return (
    <Page title="Explore Our Destinations" intro="From the dunes of Arabia to the lagoons of the Pacific." documentTitle={FIXED_PAGE_META.destinations.title} description={FIXED_PAGE_META.destinations.description}>
      <DestinationsList />
    </Page>
  );
}

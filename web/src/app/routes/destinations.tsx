import { DestinationsList } from "../../features/catalogue/components/destinations-list.tsx";
import { Page } from "./page.tsx";

export function DestinationsPage() {
  return (
    <Page title="Explore Our Destinations" intro="From the dunes of Arabia to the lagoons of the Pacific." documentTitle="Destinations">
      <DestinationsList />
    </Page>
  );
}

import { DestinationsList } from "../../features/catalogue/components/destinations-list.tsx";
import { PageHeader } from "./page-header.tsx";

export function DestinationsPage() {
  return (
    <>
      <PageHeader title="Explore Our Destinations" intro="From the dunes of Arabia to the lagoons of the Pacific." documentTitle="Destinations" />
      <div className="container section">
        <DestinationsList />
      </div>
    </>
  );
}

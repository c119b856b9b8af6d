import { PackagesList } from "../../features/catalogue/components/packages-list.tsx";
import { PageHeader } from "./page-header.tsx";

export function PackagesPage() {
  return (
    <>
      <PageHeader title="Curated Travel Packages" intro="Signature journeys with VIP privileges included." documentTitle="Travel Packages" />
      <div className="container section">
        <PackagesList />
      </div>
    </>
  );
}

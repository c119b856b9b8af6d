import { PackagesList } from "../../features/catalogue/components/packages-list.tsx";
import { Page } from "./page.tsx";

export function PackagesPage() {
  return (
    <Page title="Curated Travel Packages" intro="Signature journeys with VIP privileges included." documentTitle="Travel Packages">
      <PackagesList />
    </Page>
  );
}

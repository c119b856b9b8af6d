import { FIXED_PAGE_META } from "@contract/page-meta.ts";
import { PackagesList } from "../../features/catalogue/components/packages-list.tsx";
import { Page } from "./page.tsx";

export function PackagesPage() {
  return (
    <Page title="Curated Travel Packages" intro="Signature journeys with VIP privileges included." documentTitle={FIXED_PAGE_META.packages.title} description={FIXED_PAGE_META.packages.description}>
      <PackagesList />
    </Page>
  );
}

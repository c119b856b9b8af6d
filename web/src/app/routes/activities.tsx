import { FIXED_PAGE_META } from "@contract/page-meta.ts";
import { ActivitiesList } from "../../features/catalogue/components/activities-list.tsx";
import { Page } from "./page.tsx";

export function ActivitiesPage() {
  return (
    <Page title="Explore Our Activities" intro="Private guides, after-hours access and unforgettable settings." documentTitle={FIXED_PAGE_META.activities.title} description={FIXED_PAGE_META.activities.description}>
      <ActivitiesList />
    </Page>
  );
}

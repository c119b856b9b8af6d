import { ActivitiesList } from "../../features/catalogue/components/activities-list.tsx";
import { Page } from "./page.tsx";

export function ActivitiesPage() {
  return (
    <Page title="Explore Our Activities" intro="Private guides, after-hours access and unforgettable settings." documentTitle="Activities">
      <ActivitiesList />
    </Page>
  );
}

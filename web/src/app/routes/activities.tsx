import { ActivitiesList } from "../../features/catalogue/components/activities-list.tsx";
import { PageHeader } from "./page-header.tsx";

export function ActivitiesPage() {
  return (
    <>
      <PageHeader title="Explore Our Activities" intro="Private guides, after-hours access and unforgettable settings." documentTitle="Activities" />
      <div className="container section">
        <ActivitiesList />
      </div>
    </>
  );
}

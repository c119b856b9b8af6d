import { PlaceholderPage } from "../placeholder-page.tsx";

/** PLACEHOLDER: replaced by the issue that builds this screen; the route and its guard are final. */
export function AdminActivitiesPage() {
  return <PlaceholderPage title="Manage Activities" />;
}

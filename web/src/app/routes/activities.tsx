import { ActivitiesList } from "../../features/catalogue/components/activities-list.tsx";
import { useT } from "../../i18n/language-context.tsx";
import { Page } from "./page.tsx";

export function ActivitiesPage() {
  const t = useT();
  return (
    <Page title={t("activities.title")} intro={t("activities.intro")} documentTitle={t("meta.activities.title")} description={t("meta.activities.description")}>
      <ActivitiesList />
    </Page>
  );
}

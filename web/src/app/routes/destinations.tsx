import { DestinationsList } from "../../features/catalogue/components/destinations-list.tsx";
import { useT } from "../../i18n/language-context.tsx";
import { Page } from "./page.tsx";

export function DestinationsPage() {
  const t = useT();
  return (
    <Page title={t("destinations.title")} intro={t("destinations.intro")} documentTitle={t("meta.destinations.title")} description={t("meta.destinations.description")}>
      <DestinationsList />
    </Page>
  );
}

import { PackagesList } from "../../features/catalogue/components/packages-list.tsx";
import { useT } from "../../i18n/language-context.tsx";
import { Page } from "./page.tsx";

export function PackagesPage() {
  const t = useT();
  return (
    <Page title={t("packages.title")} intro={t("packages.intro")} documentTitle={t("meta.packages.title")} description={t("meta.packages.description")}>
      <PackagesList />
    </Page>
  );
}

import { PrivacyRequestForm } from "../../features/privacy/components/privacy-request-form.tsx";
import { usePrivacyT } from "../../i18n/areas/privacy.ts";
import { Page } from "./page.tsx";

/** /privacy: a traveller asks for a copy or the erasure of their data, proving the address with an emailed code. */
export function PrivacyPage() {
  const t = usePrivacyT();
  return (
    <Page title={t("title")} intro={t("intro")}>
      <PrivacyRequestForm />
    </Page>
  );
}

import { ExchangeRatesForm } from "../../../features/admin-content/components/exchange-rates-form.tsx";
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { Page } from "../page.tsx";

export function AdminExchangeRatesPage() {
  const t = useAdminT();
  return (
    <Page title={t("rates.title")} contentClassName="admin-page">
      <ExchangeRatesForm />
    </Page>
  );
}

import { ExchangeRatesForm } from "../../../features/admin-content/components/exchange-rates-form.tsx";
import { Page } from "../page.tsx";

export function AdminExchangeRatesPage() {
  return (
    <Page title="Exchange Rates" contentClassName="admin-page">
      <ExchangeRatesForm />
    </Page>
  );
}

import { PaymentsReport } from "../../../features/payments/components/payments-report.tsx";
import { usePaymentsT } from "../../../i18n/areas/payments.ts";
import { Page } from "../page.tsx";

/** /admin/payments: the ledger, what is owed, revenue and margin by month, the CSV. */
export function AdminPaymentsPage() {
  const t = usePaymentsT();
  return (
    <Page title={t("payments.title")} intro={t("payments.intro")} contentClassName="section section--tight">
      <PaymentsReport />
    </Page>
  );
}

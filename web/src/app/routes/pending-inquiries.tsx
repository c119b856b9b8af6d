import { PendingInquiries } from "../../features/inquiries/components/pending-inquiries.tsx";
import { useMemberT } from "../../i18n/areas/member.ts";
import { Page } from "./page.tsx";

export function PendingInquiriesPage() {
  const t = useMemberT();
  return (
    <Page title={t("pending.title")} intro={t("pending.intro")}>
      <PendingInquiries />
    </Page>
  );
}

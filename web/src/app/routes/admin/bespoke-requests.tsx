import { BESPOKE_STATUSES } from "@contract/enums.ts";
import { BespokeDesk } from "../../../features/bespoke/components/bespoke-desk.tsx";
import { useSearchParams } from "react-router-dom";
import { Page } from "../page.tsx";
import { useDeskT } from "../../../i18n/areas/desk.ts";
import { useStatusParam } from "./status-param.ts";

/**
 * /admin/bespoke-requests: members' bespoke ideas for staff follow-up; `?status=New` (the
 * dashboard's tile) shows the requests of that status.
 */
export function AdminBespokeRequestsPage() {
  const t = useDeskT();
  const [params] = useSearchParams();
  const [status, setStatus] = useStatusParam(BESPOKE_STATUSES);
  return (
    <Page title={t("bespoke.title")} intro={t("bespoke.intro")}>
      <BespokeDesk status={status} onStatusChange={setStatus} openId={params.get("id")} />
    </Page>
  );
}

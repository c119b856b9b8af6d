import { VipServiceList } from "../../features/inquiries/components/vip-service-list.tsx";
import { useMemberT } from "../../i18n/areas/member.ts";
import { Link } from "../../i18n/link.tsx";
import { rich } from "../../i18n/rich-text.tsx";
import { useAuth } from "../auth.tsx";
import { Page } from "./page.tsx";

/** /vip-services (members): the five VIP services, each with its inquiry form. */
export function VipServicesPage() {
  const { user } = useAuth();
  const pending = Boolean(user && !user.isApproved && !user.isAdmin);
  const t = useMemberT();
  return (
    <Page title={t("vip.title")} intro={t("vip.intro")}>
      <VipServiceList
        prefill={user}
        blockedNotice={pending
          ? (
            <p className="inquiry-notice">{rich(t("vip.awaiting"), [(text) => <Link to="/contact">{text}</Link>])}</p>
          )
          : undefined}
      />
    </Page>
  );
}

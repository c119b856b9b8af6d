import { Link } from "react-router-dom";
import { VipServiceList } from "../../features/inquiries/components/vip-service-list.tsx";
import { useAuth } from "../auth.tsx";
import { Page } from "./page.tsx";

/** /vip-services (members): the five VIP services, each with its inquiry form. */
export function VipServicesPage() {
  const { user } = useAuth();
  const pending = Boolean(user && !user.isApproved && !user.isAdmin);
  return (
    <Page
      title="VIP Services"
      intro="Privileges reserved for our members: tell us what you have in mind and your dedicated consultant arranges the rest."
    >
      <VipServiceList
        prefill={user}
        blockedNotice={pending
          ? (
            <p className="inquiry-notice">
              Your membership is awaiting approval. You can send VIP service inquiries as soon as it is approved; we will
              email you. Meanwhile, <Link to="/contact">contact our team</Link> directly.
            </p>
          )
          : undefined}
      />
    </Page>
  );
}

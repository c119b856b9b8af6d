import { VIP_SERVICES } from "@contract/enums.ts";
import { type ReactNode, useId, useState } from "react";
import { useInquiryT } from "../../../i18n/areas/inquiry.ts";
import { useMemberT } from "../../../i18n/areas/member.ts";
import { vipServiceDescription, vipServiceName } from "../../../domains/inquiry/vip-service-text.ts";
import { type ContactPrefill, InquiryForm } from "./inquiry-form.tsx";

interface VipServiceListProps {
  prefill?: ContactPrefill | null;
  /** Shown instead of the inquiry toggles when the member may not inquire yet (pending approval). */
  blockedNotice?: ReactNode;
}

/**
 * The VIP services catalogue with one inquiry form at a time: "Inquire about this
 * Service" opens a service's form and closes any other; "Close Inquiry Form" closes it.
 */
export function VipServiceList({ prefill, blockedNotice }: VipServiceListProps) {
  const [open, setOpen] = useState<string | null>(null);
  const t = useMemberT();
  // The forms' texts load with the list (its route's loading state), so a form opens at once.
  useInquiryT();
  const uid = useId();
  return (
    <ul className="vip-services" role="list">
      {VIP_SERVICES.map((service, index) => {
        const isOpen = open === service.name;
        const headingId = `${uid}-heading-${index}`;
        const panelId = `${uid}-form-${index}`;
        const name = vipServiceName(t, service.name);
        return (
          <li key={service.name} className="vip-service card">
            <h2 id={headingId} className="vip-service__name">{name}</h2>
            <p className="vip-service__description">{vipServiceDescription(t, service.name, service.description)}</p>
            {blockedNotice ?? (
              <>
                <button
                  type="button"
                  className={`btn ${isOpen ? "btn--secondary" : "btn--primary"}`}
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  onClick={() => setOpen(isOpen ? null : service.name)}
                >
                  {isOpen ? t("vip.close") : t("vip.inquire")}
                </button>
                {isOpen
                  ? (
                    <div id={panelId} className="vip-service__form" role="region" aria-label={t("vip.region", { service: name })}>
                      <InquiryForm type="vip_service" item={{ name: service.name }} prefill={prefill} autoFocus />
                    </div>
                  )
                  : null}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

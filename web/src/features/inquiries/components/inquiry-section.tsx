import type { InquiryType } from "@contract/enums.ts";
import { LIMITS } from "@contract/limits.ts";
import { Link } from "react-router-dom";
import { SITE } from "../../../config/site.ts";
import { type ContactPrefill, InquiryForm } from "./inquiry-form.tsx";

interface InquirySectionProps {
  type: Exclude<InquiryType, "vip_service">;
  /** Empty while the item is not loaded: the form then refuses to submit, with the spec's message. */
  itemId: string;
  itemName: string;
  /** The logged-in member's details, filled in for them. */
  prefill?: ContactPrefill | null;
}

/** The inquiry form on a package or activity detail page. */
export function InquirySection({ type, itemId, itemName, prefill }: InquirySectionProps) {
  const headingId = `inquiry-${type}-${itemId || "unknown"}`;
  const item = itemId && itemName ? { id: itemId, name: itemName } : null;
  return (
    <section className="inquiry-section" aria-labelledby={headingId} data-inquiry-type={type} data-item-id={itemId}>
      <h2 id={headingId}>Inquire About This {type === "package" ? "Package" : "Activity"}</h2>
      <p className="inquiry-section__intro">
        Interested in <strong>{itemName || `this ${type}`}</strong>? Tell us about your plans and a consultant will reply
        within {LIMITS.consultantResponseHours} hours. You can also call{" "}
        <a href={SITE.contact.phoneHref} dir="ltr">{SITE.contact.phone}</a> or <Link to="/contact">get in touch</Link>.
      </p>
      <InquiryForm key={`${type}-${itemId}`} type={type} item={item} prefill={prefill} />
    </section>
  );
}

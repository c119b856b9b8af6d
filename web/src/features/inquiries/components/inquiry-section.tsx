import type { InquiryType } from "@contract/enums.ts";
import { Link } from "react-router-dom";
import { SITE } from "../../../config/site.ts";

interface InquirySectionProps {
  type: Exclude<InquiryType, "vip_service">;
  itemId: string;
  itemName: string;
}

/**
 * INQUIRY FORM SLOT (spec section 2: "An inquiry form is on the page").
 * The package/activity inquiry form (POST /api/inquiries) is built by a later issue and replaces
 * the body of this section; the detail pages already render it with the item's type, id and name.
 */
export function InquirySection({ type, itemId, itemName }: InquirySectionProps) {
  const headingId = `inquiry-${type}-${itemId}`;
  return (
    <section className="inquiry-section" aria-labelledby={headingId} data-inquiry-type={type} data-item-id={itemId}>
      <h2 id={headingId}>Inquire about this {type}</h2>
      <p>
        Interested in <strong>{itemName}</strong>? Our consultants reply within 24 hours. Call{" "}
        <a href={SITE.contact.phoneHref}>{SITE.contact.phone}</a>, email{" "}
        <a href={SITE.contact.emailHref}>{SITE.contact.email}</a> or <Link to="/contact">get in touch</Link>.
      </p>
    </section>
  );
}

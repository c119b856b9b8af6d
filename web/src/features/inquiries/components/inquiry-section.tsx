import type { InquiryType } from "@contract/enums.ts";
import { LIMITS } from "@contract/limits.ts";
import { useInquiryT } from "../../../i18n/areas/inquiry.ts";
import { Link } from "../../../i18n/link.tsx";
import { rich } from "../../../i18n/rich-text.tsx";
import { SITE } from "../../../config/site.ts";
import { inquiryHeadingId } from "./inquiry-heading.ts";
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
  const t = useInquiryT();
  const headingId = inquiryHeadingId(type, itemId);
  const item = itemId && itemName ? { id: itemId, name: itemName } : null;
  return (
    <section className="inquiry-section" aria-labelledby={headingId} data-inquiry-type={type} data-item-id={itemId}>
      <h2 id={headingId}>{t(type === "package" ? "inquiry.packageTitle" : "inquiry.activityTitle")}</h2>
      <p className="inquiry-section__intro">
        {rich(
          t("inquiry.intro", {
            name: itemName || t(type === "package" ? "inquiry.thisPackage" : "inquiry.thisActivity"),
            hours: LIMITS.consultantResponseHours,
            phone: SITE.contact.phone,
          }),
          [
            (text) => <strong>{text}</strong>,
            (text) => <a href={SITE.contact.phoneHref} dir="ltr">{text}</a>,
            (text) => <Link to="/contact">{text}</Link>,
          ],
        )}
      </p>
      <InquiryForm key={`${type}-${itemId}`} type={type} item={item} prefill={prefill} />
    </section>
  );
}

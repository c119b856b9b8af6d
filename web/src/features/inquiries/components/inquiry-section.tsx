import type { InquiryType } from "@contract/enums.ts";
import { LIMITS } from "@contract/limits.ts";
import { useInquiryT } from "../../../i18n/areas/inquiry.ts";
import { Link } from "../../../i18n/link.tsx";
import { rich } from "../../../i18n/rich-text.tsx";
import { SITE } from "../../../config/site.ts";
import { inquiryHeadingId } from "./inquiry-heading.ts";
import { type ContactPrefill, InquiryForm } from "./inquiry-form.tsx";

export interface InquirySectionProps {
  type: Exclude<InquiryType, "vip_service">;
  /** Empty while the item is not loaded: the form then refuses to submit, with the spec's message. */
  itemId: string;
  itemName: string;
  /** The logged-in member's details, filled in for them. */
  prefill?: ContactPrefill | null;
}

/**
 * The inside of the inquiry section of a package or activity detail page (its heading, intro and
 * form; the section itself is deferred-inquiry-section.tsx's). `action`: the page's own address,
 * where the browser posts the form itself.
 */
export function InquirySection({ type, itemId, itemName, prefill, action }: InquirySectionProps & { action: string }) {
  const t = useInquiryT();
  const headingId = inquiryHeadingId(type, itemId);
  const item = itemId && itemName ? { id: itemId, name: itemName } : null;
  return (
    <>
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
      <InquiryForm key={`${type}-${itemId}`} type={type} item={item} prefill={prefill} action={action} idBase={`inquiry-${type}-${itemId}`} />
    </>
  );
}

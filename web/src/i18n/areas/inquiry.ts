/**
 * The inquiry form's texts (a detail page's form, a VIP service's): a message area, loaded with the
 * form's code (`features/inquiries/components/deferred-inquiry-section.tsx`), not in the site
 * catalogue every first visit downloads. English too is a chunk of its own: the form is often shown
 * in another language.
 */
import { type AreaTranslate, messageArea } from "../message-area.ts";

export const inquiryMessages = messageArea(() => import("../locales/inquiry/en.json"), {
  ar: () => import("../locales/inquiry/ar.json"),
  es: () => import("../locales/inquiry/es.json"),
  fr: () => import("../locales/inquiry/fr.json"),
  de: () => import("../locales/inquiry/de.json"),
  it: () => import("../locales/inquiry/it.json"),
  pt: () => import("../locales/inquiry/pt.json"),
});

export type InquiryMessageId = keyof typeof import("../locales/inquiry/en.json");
export type InquiryT = AreaTranslate<InquiryMessageId>;

/** The inquiry form's translation function in the language shown. */
export const useInquiryT = inquiryMessages.useT;

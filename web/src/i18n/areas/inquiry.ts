/**
 * The inquiry form's texts (a detail page's form, a VIP service's): a message area, loaded with the
 * form's code (`features/inquiries/components/deferred-inquiry-section.tsx`), not in the site
 * messages every first visit downloads. English too is a chunk of its own: the form is often shown
 * in another language.
 */
import { type AreaTranslate, messageArea } from "../message-area.ts";

export const inquiryMessages = messageArea(() => import("@locales/en/inquiry.json"), {
  ar: () => import("@locales/ar/inquiry.json"),
  es: () => import("@locales/es/inquiry.json"),
  fr: () => import("@locales/fr/inquiry.json"),
  de: () => import("@locales/de/inquiry.json"),
  it: () => import("@locales/it/inquiry.json"),
  pt: () => import("@locales/pt/inquiry.json"),
});

export type InquiryMessageId = keyof typeof import("@locales/en/inquiry.json");
export type InquiryT = AreaTranslate<InquiryMessageId>;

/** The inquiry form's translation function in the language shown. */
export const useInquiryT = inquiryMessages.useT;

/** The member screens' texts (account, profile, settings, bespoke, journeys): a message area. */
import english from "../locales/member/en.json";
import { messageArea } from "../message-area.ts";

export const memberMessages = messageArea(english, {
  ar: () => import("../locales/member/ar.json"),
  es: () => import("../locales/member/es.json"),
  fr: () => import("../locales/member/fr.json"),
  de: () => import("../locales/member/de.json"),
  it: () => import("../locales/member/it.json"),
  pt: () => import("../locales/member/pt.json"),
});

/** The member screens' translation function in the language shown. */
export const useMemberT = memberMessages.useT;

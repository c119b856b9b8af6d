/**
 * The keyless draft's texts in each language (`locales/{lang}/proposal-draft.json`), and the VIP
 * services' names as the member pages show them (`locales/{lang}/member.json`, `vip.service.*`).
 */
import type { SiteLanguage } from "../../contract/languages.ts";
import { VIP_SERVICES } from "../../contract/enums.ts";
import type { CustomItemKind } from "./proposal-draft-content.ts";
import en from "../../locales/en/proposal-draft.json" with { type: "json" };
import ar from "../../locales/ar/proposal-draft.json" with { type: "json" };
import de from "../../locales/de/proposal-draft.json" with { type: "json" };
import es from "../../locales/es/proposal-draft.json" with { type: "json" };
import fr from "../../locales/fr/proposal-draft.json" with { type: "json" };
import it from "../../locales/it/proposal-draft.json" with { type: "json" };
import pt from "../../locales/pt/proposal-draft.json" with { type: "json" };
import enMember from "../../locales/en/member.json" with { type: "json" };
import arMember from "../../locales/ar/member.json" with { type: "json" };
import deMember from "../../locales/de/member.json" with { type: "json" };
import esMember from "../../locales/es/member.json" with { type: "json" };
import frMember from "../../locales/fr/member.json" with { type: "json" };
import itMember from "../../locales/it/member.json" with { type: "json" };
import ptMember from "../../locales/pt/member.json" with { type: "json" };

export type DraftTexts = typeof en;
export const DRAFT_TEXTS: Record<SiteLanguage, DraftTexts> = { en, ar, de, es, fr, it, pt };

const MEMBER: Record<SiteLanguage, Record<string, string>> = {
  en: enMember,
  ar: arMember,
  de: deMember,
  es: esMember,
  fr: frMember,
  it: itMember,
  pt: ptMember,
};

type VipServiceName = (typeof VIP_SERVICES)[number]["name"];

/** Each VIP service's message slug (as web/src/domains/inquiry/vip-service-text.ts) and the custom item it becomes. */
export const VIP_SERVICE_ITEMS: Record<VipServiceName, { slug: string; kind: CustomItemKind }> = {
  "Private Jet & Yacht Charters": { slug: "jet", kind: "flight" },
  "Personal Concierge 24/7": { slug: "concierge", kind: "note" },
  "Michelin-Star Dining Reservations": { slug: "dining", kind: "dining" },
  "Exclusive Access & Private Tours": { slug: "access", kind: "experience" },
  "Luxury Accommodations": { slug: "stay", kind: "hotel" },
};

export function vipServiceOf(name: string): { slug: string; kind: CustomItemKind; name: string } | undefined {
  if (!Object.prototype.hasOwnProperty.call(VIP_SERVICE_ITEMS, name)) return undefined;
  return { ...VIP_SERVICE_ITEMS[name as VipServiceName], name };
}

/** A VIP service's name in `lang` (English when the language lacks it). */
export function vipServiceName(service: { slug: string; name: string }, lang: SiteLanguage): string {
  return MEMBER[lang][`vip.service.${service.slug}.name`] ?? service.name;
}

import { VIP_SERVICES } from "@contract/enums.ts";
import type { MemberMessageId, MemberT } from "../../i18n/areas/member.ts";

type VipServiceName = (typeof VIP_SERVICES)[number]["name"];

/** Each VIP service's message slug: the stored name stays English, the page shows `vip.service.{slug}.*`. */
const SLUG: Record<VipServiceName, string> = {
  "Private Jet & Yacht Charters": "jet",
  "Personal Concierge 24/7": "concierge",
  "Michelin-Star Dining Reservations": "dining",
  "Exclusive Access & Private Tours": "access",
  "Luxury Accommodations": "stay",
};

function slugOf(name: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(SLUG, name) ? SLUG[name as VipServiceName] : undefined;
}

/** A VIP service's name in the page's language; any other item name (a catalogue item's) as it is. */
export function vipServiceName(t: MemberT, name: string): string {
  const slug = slugOf(name);
  return slug ? t(`vip.service.${slug}.name` as MemberMessageId) : name;
}

/** A VIP service's description in the page's language (the contract's English one for an unknown name). */
export function vipServiceDescription(t: MemberT, name: string, fallback: string): string {
  const slug = slugOf(name);
  return slug ? t(`vip.service.${slug}.description` as MemberMessageId) : fallback;
}

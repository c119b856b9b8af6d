import type { PriceTier } from "@contract/enums.ts";
import type { MessageId } from "../../../i18n/site-messages.ts";
import type { Translate } from "../../../i18n/language-context.tsx";

const TIER_MESSAGES: Record<PriceTier, MessageId> = {
  "Affordable Luxury": "tier.affordable",
  "Premium Comfort": "tier.premium",
  "Ultimate VIP": "tier.ultimate",
};

/** A price tier (a product value, stored in English) as the page's language names it. */
export function tierLabel(t: Translate, tier: string): string {
  const id = TIER_MESSAGES[tier as PriceTier] as MessageId | undefined;
  return id ? t(id) : tier;
}

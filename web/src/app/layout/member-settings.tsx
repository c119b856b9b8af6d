import type { ReactNode } from "react";
import { useMemberCurrency } from "../../lib/currency.ts";
import { SETTING_ZONES } from "../../lib/format.ts";
import { TimeZoneContext } from "../../lib/time-zone.ts";
import { useAuth } from "../auth.tsx";

/**
 * A member's display settings applied to everything under it: the settings currency becomes this
 * device's currency when it is new here (`useMemberCurrency`), and the member's pages show times on
 * the settings timezone's clock. Visitors (and the server's HTML while it hydrates) get neither.
 */
export function MemberSettings({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const general = user?.preferences?.general;
  useMemberCurrency(user?.id, general?.currency);
  return <TimeZoneContext value={general && SETTING_ZONES[general.timezone]}>{children}</TimeZoneContext>;
}

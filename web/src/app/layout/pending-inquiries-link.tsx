import { useOutbox } from "../../features/inquiries/outbox/use-outbox.ts";
import { useT } from "../../i18n/language-context.tsx";
import { NavLink } from "../../i18n/link.tsx";

/** "Pending inquiries (N)" in the header while inquiries wait on this device. Loaded lazily (Dexie). */
export function PendingInquiriesLink() {
  const pending = useOutbox().length;
  const t = useT();
  if (pending === 0) return null;
  return (
    <li className="nav__item">
      <NavLink to="/pending-inquiries" className="nav__link">
        {t("header.pending")} <span className="badge badge--accent">{pending}</span>
      </NavLink>
    </li>
  );
}

import { NavLink } from "react-router-dom";
import { useOutbox } from "../../features/inquiries/outbox/use-outbox.ts";

/** "Pending inquiries (N)" in the header while inquiries wait on this device. Loaded lazily (Dexie). */
export function PendingInquiriesLink() {
  const pending = useOutbox().length;
  if (pending === 0) return null;
  return (
    <li className="nav__item">
      <NavLink to="/pending-inquiries" className="nav__link">
        Pending inquiries <span className="badge badge--accent">{pending}</span>
      </NavLink>
    </li>
  );
}

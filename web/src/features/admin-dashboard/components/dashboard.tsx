/** The /admin dashboard: Quick Stats that link to the work waiting, and a tile per admin area. */
import { useAdminT } from "../../../i18n/areas/admin.ts";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { Link } from "../../../i18n/link.tsx";
import { formatNumber } from "../../../lib/format.ts";
import { type StatDefinition, STATS, statsKey, useStat } from "../api/get-stat.ts";
import { useDeskFeed } from "../../../lib/desk-feed.ts";

/** Each area's tile: its title is the admin area's `dashboard.name.{key}`, its text `dashboard.area.{key}`. */
const AREAS = [
  { to: "/admin/destinations", key: "destinations" },
  { to: "/admin/packages", key: "packages" },
  { to: "/admin/activities", key: "activities" },
  { to: "/admin/media", key: "media" },
  { to: "/admin/exchange-rates", key: "rates" },
  { to: "/admin/users", key: "users" },
  { to: "/admin/inquiries", key: "inquiries" },
  { to: "/admin/pipeline", key: "pipeline" },
  { to: "/admin/reports", key: "reports" },
  { to: "/admin/bespoke-requests", key: "bespoke" },
  { to: "/admin/live-chats", key: "chats" },
  { to: "/admin/proposals", key: "proposals" },
  { to: "/admin/trips", key: "trips" },
  { to: "/admin/payments", key: "payments" },
  { to: "/admin/reviews", key: "reviews" },
  { to: "/admin/activity", key: "activity" },
  { to: "/admin/privacy", key: "privacy" },
] as const;

export function AdminDashboard() {
  const t = useAdminT();
  // The desks' counts follow their lists as they change.
  useDeskFeed({ inquiries: statsKey("inquiries"), bespoke: statsKey("bespoke"), chats: statsKey("chats") });
  return (
    <div className="admin-dashboard">
      <section aria-labelledby="quick-stats-title">
        <h2 id="quick-stats-title">{t("dashboard.quickStats")}</h2>
        <ul className="stat-grid" role="list">
          {STATS.map((stat) => <StatTile key={stat.key} stat={stat} />)}
        </ul>
      </section>
      <section aria-labelledby="areas-title">
        <h2 id="areas-title">{t("dashboard.manage")}</h2>
        <ul className="area-grid" role="list">
          {AREAS.map((area) => (
            <li key={area.to}>
              <Link to={area.to} className="area-tile card">
                <span className="area-tile__title">{t(`dashboard.name.${area.key}`)}</span>
                <span className="area-tile__text">{t(`dashboard.area.${area.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function StatTile({ stat }: { stat: StatDefinition }) {
  const value = useStat(stat);
  const t = useAdminT();
  const { lang } = useLanguage();
  const shown = value.isPending ? "..." : value.isError ? "—" : formatNumber(value.data, lang);
  const note = value.isError ? t("dashboard.stat.unavailable") : value.isPending ? t("dashboard.stat.loading") : undefined;
  return (
    <li>
      <Link to={stat.to} className="stat-tile card" data-stat={stat.key}>
        <span className="stat-tile__value">{shown}</span> <span className="stat-tile__label">{t(`dashboard.stat.${stat.key}`)}</span>
        {note ? <span className="stat-tile__note">{note}</span> : null}
      </Link>
    </li>
  );
}

/** The /admin dashboard: Quick Stats that link to the work waiting, and a tile per admin area. */
import { Link } from "react-router-dom";
import { type StatDefinition, STATS, useStat } from "../api/get-stat.ts";

const AREAS = [
  { to: "/admin/destinations", title: "Destinations", text: "Add, edit and remove the destinations travellers explore." },
  { to: "/admin/packages", title: "Travel Packages", text: "Curate packages, their price tiers, VIP services and tags." },
  { to: "/admin/activities", title: "Activities", text: "Manage experiences and link them to packages." },
  { to: "/admin/media", title: "Media Library", text: "Upload images and videos and copy their addresses." },
  { to: "/admin/exchange-rates", title: "Exchange Rates", text: "Keep the rates prices are converted at, each dated." },
  { to: "/admin/users", title: "Users", text: "Approve members, manage administrators and profiles." },
  { to: "/admin/inquiries", title: "Inquiries", text: "Follow up on package, activity and VIP service inquiries." },
  { to: "/admin/bespoke-requests", title: "Bespoke Requests", text: "Review AI-designed journeys members saved for the team." },
  { to: "/admin/live-chats", title: "Live Chats", text: "Read chat transcripts and take over conversations." },
  { to: "/admin/activity", title: "Activity", text: "See who changed what and when, and export it." },
];

export function AdminDashboard() {
  return (
    <div className="admin-dashboard">
      <section aria-labelledby="quick-stats-title">
        <h2 id="quick-stats-title">Quick Stats</h2>
        <ul className="stat-grid" role="list">
          {STATS.map((stat) => <StatTile key={stat.key} stat={stat} />)}
        </ul>
      </section>
      <section aria-labelledby="areas-title">
        <h2 id="areas-title">Manage</h2>
        <ul className="area-grid" role="list">
          {AREAS.map((area) => (
            <li key={area.to}>
              <Link to={area.to} className="area-tile card">
                <span className="area-tile__title">{area.title}</span>
                <span className="area-tile__text">{area.text}</span>
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
  const shown = value.isPending ? "..." : value.isError ? "—" : String(value.data);
  const note = value.isError ? "Unavailable right now" : value.isPending ? "Loading" : undefined;
  return (
    <li>
      <Link to={stat.to} className="stat-tile card">
        <span className="stat-tile__value">{shown}</span> <span className="stat-tile__label">{stat.label}</span>
        {note ? <span className="stat-tile__note">{note}</span> : null}
      </Link>
    </li>
  );
}

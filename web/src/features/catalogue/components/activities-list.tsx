import { useT } from "../../../i18n/language-context.tsx";
import { Link } from "../../../i18n/link.tsx";
import { rich } from "../../../i18n/rich-text.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useActivities } from "../api/catalogue.ts";
import { ActivityCard } from "./activity-card.tsx";
import { loadFailure } from "../utils/load-failure.tsx";

/** The /activities screen body. */
export function ActivitiesList() {
  const activities = useActivities();
  const t = useT();
  if (activities.isPending) return <Spinner label={t("catalogue.loadingActivities")} />;
  if (activities.isError) return <ErrorMessage>{loadFailure(t, activities.error, "activities.error")}</ErrorMessage>;
  if (activities.data.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">{t("activities.empty")}</p>
        <p>{rich(t("activities.emptyHint"), [(text) => <Link to="/contact">{text}</Link>])}</p>
      </div>
    );
  }
  return (
    <ul className="card-grid" role="list">
      {activities.data.map((activity, index) => (
        <li key={activity.id}>
          <ActivityCard activity={activity} headingLevel="h2" eagerImage={index === 0} />
        </li>
      ))}
    </ul>
  );
}

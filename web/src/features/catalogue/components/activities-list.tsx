import { Link } from "react-router-dom";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useActivities } from "../api/catalogue.ts";
import { ActivityCard } from "./activity-card.tsx";

/** The /activities screen body. */
export function ActivitiesList() {
  const activities = useActivities();
  if (activities.isPending) return <Spinner label="Loading activities..." />;
  if (activities.isError) return <ErrorMessage>Could not load activities. Please try again later.</ErrorMessage>;
  if (activities.data.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">No activities are listed at the moment.</p>
        <p>
          Our concierge team arranges private experiences on request. <Link to="/contact">Contact us</Link>{" "}
          to plan yours.
        </p>
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

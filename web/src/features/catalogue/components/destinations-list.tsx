import { Link } from "react-router-dom";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useDestinations } from "../api/catalogue.ts";
import { DestinationCard } from "./destination-card.tsx";

/** The /destinations screen body. */
export function DestinationsList() {
  const destinations = useDestinations();
  if (destinations.isPending) return <Spinner label="Loading destinations..." />;
  if (destinations.isError) return <ErrorMessage>Could not load destinations. Please try again later.</ErrorMessage>;
  if (destinations.data.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">No destinations are listed at the moment.</p>
        <p>
          Tell us where you dream of going: <Link to="/contact">contact our concierge team</Link>.
        </p>
      </div>
    );
  }
  return (
    <ul className="card-grid" role="list">
      {destinations.data.map((destination, index) => (
        <li key={destination.id}>
          <DestinationCard destination={destination} headingLevel="h2" eagerImage={index === 0} />
        </li>
      ))}
    </ul>
  );
}

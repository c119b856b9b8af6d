import { useT } from "../../../i18n/language-context.tsx";
import { Link } from "../../../i18n/link.tsx";
import { rich } from "../../../i18n/rich-text.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useDestinations } from "../api/catalogue.ts";
import { DestinationCard } from "./destination-card.tsx";
import { loadFailure } from "../utils/load-failure.tsx";

/** The /destinations screen body. */
export function DestinationsList() {
  const destinations = useDestinations();
  const t = useT();
  if (destinations.isPending) return <Spinner label={t("catalogue.loadingDestinations")} />;
  if (destinations.isError) return <ErrorMessage>{loadFailure(t, destinations.error, "destinations.error")}</ErrorMessage>;
  if (destinations.data.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">{t("destinations.empty")}</p>
        <p>{rich(t("destinations.emptyHint"), [(text) => <Link to="/contact">{text}</Link>])}</p>
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

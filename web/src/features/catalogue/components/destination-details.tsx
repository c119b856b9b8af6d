import { metaDescription } from "@contract/page-meta.ts";
import type { Destination } from "@contract/catalogue.ts";
import { Link } from "react-router-dom";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { LazyImage } from "../../../components/lazy-image.tsx";
import { PageColumn } from "../../../components/page-column.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { isNotFound } from "../../../lib/api-client.ts";
import { useDocumentTitle } from "../../../lib/hooks.ts";
import { useActivities, useDestination, usePackages } from "../api/catalogue.ts";
import { catalogueForDestination } from "../utils/filter-packages.ts";
import { ActivityCard } from "./activity-card.tsx";
import { DetailError } from "./detail-error.tsx";
import { PackageGrid } from "./package-grid.tsx";

const BACK = { to: "/destinations", label: "Back to all destinations" };

export function DestinationDetails({ destinationId }: { destinationId: string | undefined }) {
  const query = useDestination(destinationId);
  if (!destinationId) {
    return <DetailError heading="Error Loading Destination" message="Destination ID is missing." back={BACK} />;
  }
  if (query.isPending) return <Spinner label="Loading destination details..." />;
  if (query.isError) {
    const message = isNotFound(query.error) ? "Destination not found." : "Could not load destination details. Please try again.";
    return <DetailError heading="Error Loading Destination" message={message} back={BACK} />;
  }
  return <DestinationView destination={query.data} />;
}

function DestinationView({ destination }: { destination: Destination }) {
  useDocumentTitle(destination.name, metaDescription(destination.description));
  return (
    <article className="detail">
      <div className="detail__hero detail__hero--overlay">
        <LazyImage src={destination.imageUrl} widths={destination.imageWidths} focus={destination.imageFocus} alt={destination.imageAlt ?? destination.name} aspectRatio="21 / 9" eager className="detail__image" />
      </div>
      <PageColumn className="detail__content">
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <Link to="/destinations">Destinations</Link>
          <span aria-hidden="true"> / </span>
          <span aria-current="page">{destination.name}</span>
        </nav>
        <h1 className="page-title">{destination.name}</h1>
        <dl className="detail__facts">
          <div>
            <dt>Country</dt>
            <dd>{destination.country}</dd>
          </div>
          <div>
            <dt>Continent</dt>
            <dd>{destination.continent}</dd>
          </div>
        </dl>
        <p className="detail__description">{destination.description}</p>
        {destination.tags.length > 0
          ? (
            <section aria-labelledby="explore-themes">
              <h2 id="explore-themes">Explore Themes</h2>
              <ul className="tag-list">
                {destination.tags.map((tag) => <li key={tag} className="tag">{tag}</li>)}
              </ul>
            </section>
          )
          : null}
        <DestinationCatalogue destination={destination} />
        <p className="detail__back">
          <Link to="/destinations"><span className="icon-dir">←</span> Explore all destinations</Link>
        </p>
      </PageColumn>
    </article>
  );
}

function DestinationCatalogue({ destination }: { destination: Destination }) {
  const packages = usePackages();
  const activities = useActivities();

  if (packages.isPending) return <Spinner label="Loading travel packages..." />;
  if (packages.isError) return <ErrorMessage>Could not load travel packages. Please try again later.</ErrorMessage>;

  const related = catalogueForDestination(destination.id, packages.data, activities.data ?? []);
  if (related.packages.length === 0) {
    return (
      <section className="section section--tight" aria-labelledby="destination-packages">
        <h2 id="destination-packages">Curated Packages</h2>
        <p className="empty-state">
          We have no curated packages for {destination.name} yet. <Link to="/contact">Contact our concierge team</Link>{" "}
          and we will design a journey just for you.
        </p>
      </section>
    );
  }
  return (
    <>
      <section className="section section--tight" aria-labelledby="destination-packages">
        <h2 id="destination-packages">Curated Packages</h2>
        <PackageGrid packages={related.packages} />
      </section>
      <section className="section section--tight" aria-labelledby="destination-activities">
        <h2 id="destination-activities">Experiences in {destination.name}</h2>
        {activities.isPending
          ? <Spinner label="Loading activities..." size="sm" />
          : activities.isError
          ? <ErrorMessage>Could not load associated activities.</ErrorMessage>
          : related.activities.length === 0
          ? <p className="muted">No specific activities listed.</p>
          : (
            <ul className="card-grid" role="list">
              {related.activities.map((activity) => (
                <li key={activity.id}>
                  <ActivityCard activity={activity} />
                </li>
              ))}
            </ul>
          )}
      </section>
    </>
  );
}

import { metaDescription } from "@contract/page-meta.ts";
import type { Destination } from "@contract/catalogue.ts";
import { useT } from "../../../i18n/language-context.tsx";
import { Link } from "../../../i18n/link.tsx";
import { rich } from "../../../i18n/rich-text.tsx";
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
import { DetailFailure, loadFailure } from "../utils/load-failure.tsx";


export function DestinationDetails({ destinationId }: { destinationId: string | undefined }) {
  const query = useDestination(destinationId);
  const t = useT();
  const back = { to: "/destinations", label: t("destination.back") };
  if (!destinationId) {
    return <DetailError heading={t("destination.error")} message={t("destination.missingId")} back={back} />;
  }
  if (query.isPending) return <Spinner label={t("destination.loading")} />;
  if (query.isError) {
    const message = isNotFound(query.error) ? t("destination.notFound") : loadFailure(t, query.error, "destination.loadError");
    return <DetailFailure error={query.error} heading={t("destination.error")} message={message} back={back} />;
  }
  return <DestinationView destination={query.data} />;
}

function DestinationView({ destination }: { destination: Destination }) {
  const t = useT();
  useDocumentTitle(destination.name, metaDescription(destination.description));
  return (
    <article className="detail">
      <div className="detail__hero detail__hero--overlay">
        <LazyImage src={destination.imageUrl} widths={destination.imageWidths} focus={destination.imageFocus} alt={destination.imageAlt ?? destination.name} aspectRatio="21 / 9" eager className="detail__image" />
      </div>
      <PageColumn className="detail__content">
        <nav aria-label={t("catalogue.breadcrumb")} className="breadcrumb">
          <Link to="/destinations">{t("footer.destinations")}</Link>
          <span aria-hidden="true"> / </span>
          <span aria-current="page">{destination.name}</span>
        </nav>
        <h1 className="page-title">{destination.name}</h1>
        <dl className="detail__facts">
          <div>
            <dt>{t("destination.country")}</dt>
            <dd>{destination.country}</dd>
          </div>
          <div>
            <dt>{t("destination.continent")}</dt>
            <dd>{destination.continent}</dd>
          </div>
        </dl>
        <p className="detail__description">{destination.description}</p>
        {destination.tags.length > 0
          ? (
            <section aria-labelledby="explore-themes">
              <h2 id="explore-themes">{t("destination.themes")}</h2>
              <ul className="tag-list">
                {destination.tags.map((tag) => <li key={tag} className="tag">{tag}</li>)}
              </ul>
            </section>
          )
          : null}
        <DestinationCatalogue destination={destination} />
        <p className="detail__back">
          <Link to="/destinations"><span className="icon-dir">←</span> {t("destination.exploreAll")}</Link>
        </p>
      </PageColumn>
    </article>
  );
}

function DestinationCatalogue({ destination }: { destination: Destination }) {
  const packages = usePackages();
  const activities = useActivities();
  const t = useT();

  if (packages.isPending) return <Spinner label={t("catalogue.loadingPackages")} />;
  if (packages.isError) return <ErrorMessage>{t("catalogue.packagesError")}</ErrorMessage>;

  const related = catalogueForDestination(destination.id, packages.data, activities.data ?? []);
  if (related.packages.length === 0) {
    return (
      <section className="section section--tight" aria-labelledby="destination-packages">
        <h2 id="destination-packages">{t("destination.packages")}</h2>
        <p className="empty-state">
          {rich(t("destination.noPackages", { name: destination.name }), [(text) => <Link to="/contact">{text}</Link>])}
        </p>
      </section>
    );
  }
  return (
    <>
      <section className="section section--tight" aria-labelledby="destination-packages">
        <h2 id="destination-packages">{t("destination.packages")}</h2>
        <PackageGrid packages={related.packages} />
      </section>
      <section className="section section--tight" aria-labelledby="destination-activities">
        <h2 id="destination-activities">{t("destination.experiences", { name: destination.name })}</h2>
        {activities.isPending
          ? <Spinner label={t("catalogue.loadingActivities")} size="sm" />
          : activities.isError
          ? <ErrorMessage>{t("catalogue.relatedError")}</ErrorMessage>
          : related.activities.length === 0
          ? <p className="muted">{t("catalogue.noRelated")}</p>
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

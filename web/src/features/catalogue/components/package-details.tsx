import { metaDescription } from "@contract/page-meta.ts";
import type { TravelPackage } from "@contract/catalogue.ts";
import type { ReactNode } from "react";
import { useT } from "../../../i18n/language-context.tsx";
import { Link } from "../../../i18n/link.tsx";
import { rich } from "../../../i18n/rich-text.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { LazyImage } from "../../../components/lazy-image.tsx";
import { PageColumn } from "../../../components/page-column.tsx";
import { FromPrice } from "../../../components/price.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { isNotFound } from "../../../lib/api-client.ts";
import { useDocumentTitle } from "../../../lib/hooks.ts";
import { useActivities, usePackage } from "../api/catalogue.ts";
import { activitiesForPackage } from "../utils/filter-packages.ts";
import { tierLabel } from "../utils/tier-label.ts";
import { ActivityCard } from "./activity-card.tsx";
import { PackageReviews } from "./package-reviews.tsx";
import { DetailError } from "./detail-error.tsx";
import { DetailFailure, loadFailure } from "../utils/load-failure.tsx";


interface PackageDetailsProps {
  packageId: string | undefined;
  /** Renders the inquiry form, which every package page carries. */
  renderInquiry?: (pkg: TravelPackage) => ReactNode;
}

export function PackageDetails({ packageId, renderInquiry }: PackageDetailsProps) {
  const query = usePackage(packageId);
  const t = useT();
  const back = { to: "/packages", label: t("package.back") };
  if (!packageId) return <DetailError heading={t("package.error")} message={t("package.missingId")} back={back} />;
  if (query.isPending) return <Spinner label={t("package.loading")} />;
  if (query.isError) {
    const message = isNotFound(query.error) ? t("package.notFound") : loadFailure(t, query.error, "package.loadError");
    return <DetailFailure error={query.error} heading={t("package.error")} message={message} back={back} />;
  }
  return <PackageView pkg={query.data} renderInquiry={renderInquiry} />;
}

function PackageView({ pkg, renderInquiry }: { pkg: TravelPackage; renderInquiry?: (pkg: TravelPackage) => ReactNode }) {
  const t = useT();
  useDocumentTitle(pkg.name, metaDescription(pkg.description));
  return (
    <article className="detail">
      <div className="detail__hero">
        <LazyImage src={pkg.imageUrl} widths={pkg.imageWidths} focus={pkg.imageFocus} alt={pkg.imageAlt ?? pkg.name} aspectRatio="21 / 9" eager className="detail__image" />
      </div>
      <PageColumn className="detail__content">
        <nav aria-label={t("catalogue.breadcrumb")} className="breadcrumb">
          <Link to="/packages">{t("header.packages")}</Link>
          <span aria-hidden="true"> / </span>
          <span aria-current="page">{pkg.name}</span>
        </nav>
        <h1 className="page-title">{pkg.name}</h1>
        {pkg.pricePerPerson === undefined ? null : <p className="detail__price"><FromPrice usd={pkg.pricePerPerson} /></p>}
        <dl className="detail__facts">
          <div>
            <dt>{t("catalogue.location")}</dt>
            <dd>{pkg.location}</dd>
          </div>
          <div>
            <dt>{t("catalogue.duration")}</dt>
            <dd>{pkg.duration}</dd>
          </div>
          <div>
            <dt>{t("catalogue.priceRange")}</dt>
            <dd>{tierLabel(t, pkg.priceRange)}</dd>
          </div>
        </dl>
        <p className="detail__description">{pkg.description}</p>

        <div className="detail__columns">
          <section aria-labelledby="vip-highlights">
            <h2 id="vip-highlights">{t("catalogue.vipHighlights")}</h2>
            {pkg.vipServices.length > 0
              ? (
                <ul className="check-list">
                  {pkg.vipServices.map((item) => <li key={item}>{item}</li>)}
                </ul>
              )
              : <p className="muted">{t("package.noVip")}</p>}
          </section>
          <section aria-labelledby="experience-tags">
            <h2 id="experience-tags">{t("package.tags")}</h2>
            {pkg.tags.length > 0
              ? (
                <ul className="tag-list">
                  {pkg.tags.map((tag) => <li key={tag} className="tag">{tag}</li>)}
                </ul>
              )
              : <p className="muted">{t("package.noTags")}</p>}
          </section>
        </div>

        <PackageActivities packageId={pkg.id} />

        <PackageReviews reviews={pkg.reviews} />

        {renderInquiry?.(pkg)}

        <p className="detail__back">
          <Link to="/packages"><span className="icon-dir">←</span> {t("package.backArrow")}</Link>
        </p>
      </PageColumn>
    </article>
  );
}

function PackageActivities({ packageId }: { packageId: string }) {
  const activities = useActivities();
  const t = useT();
  let body: ReactNode;
  if (activities.isPending) body = <Spinner label={t("catalogue.loadingActivities")} size="sm" />;
  else if (activities.isError) body = <ErrorMessage>{t("catalogue.relatedError")}</ErrorMessage>;
  else {
    const linked = activitiesForPackage(activities.data, packageId);
    body = linked.length === 0
      ? (
        <p className="empty-state">{rich(t("package.noActivities"), [(text) => <Link to="/contact">{text}</Link>])}</p>
      )
      : (
        <ul className="card-grid" role="list">
          {linked.map((activity) => (
            <li key={activity.id}>
              <ActivityCard activity={activity} withinPackage />
            </li>
          ))}
        </ul>
      );
  }
  return (
    <section className="section section--tight" aria-labelledby="package-activities">
      <h2 id="package-activities">{t("catalogue.includedActivities")}</h2>
      {body}
    </section>
  );
}

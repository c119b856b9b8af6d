import { metaDescription } from "@contract/page-meta.ts";
import type { TravelPackage } from "@contract/catalogue.ts";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { LazyImage } from "../../../components/lazy-image.tsx";
import { PageColumn } from "../../../components/page-column.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { isNotFound } from "../../../lib/api-client.ts";
import { useDocumentTitle } from "../../../lib/hooks.ts";
import { useActivities, usePackage } from "../api/catalogue.ts";
import { activitiesForPackage } from "../utils/filter-packages.ts";
import { ActivityCard } from "./activity-card.tsx";
import { DetailError } from "./detail-error.tsx";

const BACK = { to: "/packages", label: "Back to all packages" };

interface PackageDetailsProps {
  packageId: string | undefined;
  /** Renders the inquiry form, which every package page carries. */
  renderInquiry?: (pkg: TravelPackage) => ReactNode;
}

export function PackageDetails({ packageId, renderInquiry }: PackageDetailsProps) {
  const query = usePackage(packageId);
  if (!packageId) return <DetailError heading="Error Loading Package" message="Package ID is missing." back={BACK} />;
  if (query.isPending) return <Spinner label="Loading package details..." />;
  if (query.isError) {
    const message = isNotFound(query.error)
      ? "Travel package not found. It might have been removed or the link is incorrect."
      : "Could not load package details. Please try again later.";
    return <DetailError heading="Error Loading Package" message={message} back={BACK} />;
  }
  return <PackageView pkg={query.data} renderInquiry={renderInquiry} />;
}

function PackageView({ pkg, renderInquiry }: { pkg: TravelPackage; renderInquiry?: (pkg: TravelPackage) => ReactNode }) {
  useDocumentTitle(pkg.name, metaDescription(pkg.description));
  return (
    <article className="detail">
      <div className="detail__hero">
        <LazyImage src={pkg.imageUrl} widths={pkg.imageWidths} focus={pkg.imageFocus} alt={pkg.imageAlt ?? pkg.name} aspectRatio="21 / 9" eager className="detail__image" />
      </div>
      <PageColumn className="detail__content">
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <Link to="/packages">Travel Packages</Link>
          <span aria-hidden="true"> / </span>
          <span aria-current="page">{pkg.name}</span>
        </nav>
        <h1 className="page-title">{pkg.name}</h1>
        <dl className="detail__facts">
          <div>
            <dt>Location</dt>
            <dd>{pkg.location}</dd>
          </div>
          <div>
            <dt>Duration</dt>
            <dd>{pkg.duration}</dd>
          </div>
          <div>
            <dt>Price Range</dt>
            <dd>{pkg.priceRange}</dd>
          </div>
        </dl>
        <p className="detail__description">{pkg.description}</p>

        <div className="detail__columns">
          <section aria-labelledby="vip-highlights">
            <h2 id="vip-highlights">VIP Highlights</h2>
            {pkg.vipServices.length > 0
              ? (
                <ul className="check-list">
                  {pkg.vipServices.map((item) => <li key={item}>{item}</li>)}
                </ul>
              )
              : <p className="muted">Our concierge tailors the VIP privileges of this journey to you.</p>}
          </section>
          <section aria-labelledby="experience-tags">
            <h2 id="experience-tags">Experience Tags</h2>
            {pkg.tags.length > 0
              ? (
                <ul className="tag-list">
                  {pkg.tags.map((tag) => <li key={tag} className="tag">{tag}</li>)}
                </ul>
              )
              : <p className="muted">No tags listed.</p>}
          </section>
        </div>

        <PackageActivities packageId={pkg.id} />

        {renderInquiry?.(pkg)}

        <p className="detail__back">
          <Link to="/packages"><span className="icon-dir">←</span> Back to all packages</Link>
        </p>
      </PageColumn>
    </article>
  );
}

function PackageActivities({ packageId }: { packageId: string }) {
  const activities = useActivities();
  let body: ReactNode;
  if (activities.isPending) body = <Spinner label="Loading activities..." size="sm" />;
  else if (activities.isError) body = <ErrorMessage>Could not load associated activities.</ErrorMessage>;
  else {
    const linked = activitiesForPackage(activities.data, packageId);
    body = linked.length === 0
      ? (
        <p className="empty-state">
          No activities are linked to this package yet. <Link to="/contact">Contact our concierge team</Link>{" "}
          to tailor experiences for your journey.
        </p>
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
      <h2 id="package-activities">Included Activities</h2>
      {body}
    </section>
  );
}

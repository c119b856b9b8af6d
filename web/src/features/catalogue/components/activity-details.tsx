import { metaDescription } from "@contract/page-meta.ts";
import type { Activity } from "@contract/catalogue.ts";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { LazyImage } from "../../../components/lazy-image.tsx";
import { PageColumn } from "../../../components/page-column.tsx";
import { Price } from "../../../components/price.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { isNotFound } from "../../../lib/api-client.ts";
import { useDocumentTitle } from "../../../lib/hooks.ts";
import { useActivity, usePackage } from "../api/catalogue.ts";
import { DetailError } from "./detail-error.tsx";

const BACK = { to: "/activities", label: "Back to all activities" };

interface ActivityDetailsProps {
  activityId: string | undefined;
  renderInquiry?: (activity: Activity) => ReactNode;
}

export function ActivityDetails({ activityId, renderInquiry }: ActivityDetailsProps) {
  const query = useActivity(activityId);
  if (!activityId) return <DetailError heading="Error Loading Activity" message="Activity ID is missing." back={BACK} />;
  if (query.isPending) return <Spinner label="Loading activity details..." />;
  if (query.isError) {
    const message = isNotFound(query.error)
      ? "Activity not found. It might have been removed or the link is incorrect."
      : "Could not load activity details. Please try again later.";
    return <DetailError heading="Error Loading Activity" message={message} back={BACK} />;
  }
  return <ActivityView activity={query.data} renderInquiry={renderInquiry} />;
}

function ActivityView({ activity, renderInquiry }: { activity: Activity; renderInquiry?: (a: Activity) => ReactNode }) {
  useDocumentTitle(activity.name, metaDescription(activity.description));
  return (
    <article className="detail">
      <div className="detail__hero">
        <LazyImage src={activity.imageUrl} widths={activity.imageWidths} focus={activity.imageFocus} alt={activity.imageAlt ?? activity.name} aspectRatio="21 / 9" eager className="detail__image" />
      </div>
      <PageColumn className="detail__content">
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <Link to="/activities">Activities</Link>
          <span aria-hidden="true"> / </span>
          <span aria-current="page">{activity.name}</span>
        </nav>
        <h1 className="page-title">{activity.name}</h1>
        <dl className="detail__facts">
          <div>
            <dt>Location</dt>
            <dd>{activity.location}</dd>
          </div>
          <div>
            <dt>Price</dt>
            <dd className="detail__price"><Price usd={activity.price} /></dd>
          </div>
        </dl>
        <p className="detail__description">{activity.description}</p>

        {activity.packageId ? <PackageBox packageId={activity.packageId} /> : null}

        {renderInquiry?.(activity)}

        <p className="detail__back">
          <Link to="/activities"><span className="icon-dir">←</span> View all activities</Link>
        </p>
      </PageColumn>
    </article>
  );
}

/** "Part of a Curated Package": names the package once it is loaded; the link works at once. */
function PackageBox({ packageId }: { packageId: string }) {
  const pkg = usePackage(packageId);
  return (
    <aside className="callout" aria-labelledby="curated-package">
      <h2 id="curated-package" className="callout__title">Part of a Curated Package</h2>
      <p>
        {pkg.data
          ? <>This experience is included in <strong>{pkg.data.name}</strong>, one of our curated journeys.</>
          : <>This experience is included in one of our curated travel packages.</>}
      </p>
      <Link to={`/packages/${encodeURIComponent(packageId)}`} className="btn btn--primary">
        View the Package
      </Link>
    </aside>
  );
}

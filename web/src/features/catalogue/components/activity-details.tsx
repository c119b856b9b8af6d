import { metaDescription } from "@contract/page-meta.ts";
import type { Activity } from "@contract/catalogue.ts";
import type { ReactNode } from "react";
import { useT } from "../../../i18n/language-context.tsx";
import { Link } from "../../../i18n/link.tsx";
import { rich } from "../../../i18n/rich-text.tsx";
import { LazyImage } from "../../../components/lazy-image.tsx";
import { PageColumn } from "../../../components/page-column.tsx";
import { Price } from "../../../components/price.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { isNotFound } from "../../../lib/api-client.ts";
import { useDocumentTitle } from "../../../lib/hooks.ts";
import { useActivity, usePackage } from "../api/catalogue.ts";
import { DetailError } from "./detail-error.tsx";
import { DetailFailure, loadFailure } from "../utils/load-failure.tsx";


interface ActivityDetailsProps {
  activityId: string | undefined;
  renderInquiry?: (activity: Activity) => ReactNode;
}

export function ActivityDetails({ activityId, renderInquiry }: ActivityDetailsProps) {
  const query = useActivity(activityId);
  const t = useT();
  const back = { to: "/activities", label: t("activity.back") };
  if (!activityId) return <DetailError heading={t("activity.error")} message={t("activity.missingId")} back={back} />;
  if (query.isPending) return <Spinner label={t("activity.loading")} />;
  if (query.isError) {
    const message = isNotFound(query.error) ? t("activity.notFound") : loadFailure(t, query.error, "activity.loadError");
    return <DetailFailure error={query.error} heading={t("activity.error")} message={message} back={back} />;
  }
  return <ActivityView activity={query.data} renderInquiry={renderInquiry} />;
}

function ActivityView({ activity, renderInquiry }: { activity: Activity; renderInquiry?: (a: Activity) => ReactNode }) {
  const t = useT();
  useDocumentTitle(activity.name, metaDescription(activity.description));
  return (
    <article className="detail">
      <div className="detail__hero">
        <LazyImage src={activity.imageUrl} widths={activity.imageWidths} focus={activity.imageFocus} alt={activity.imageAlt ?? activity.name} aspectRatio="21 / 9" eager className="detail__image" />
      </div>
      <PageColumn className="detail__content">
        <nav aria-label={t("catalogue.breadcrumb")} className="breadcrumb">
          <Link to="/activities">{t("header.activities")}</Link>
          <span aria-hidden="true"> / </span>
          <span aria-current="page">{activity.name}</span>
        </nav>
        <h1 className="page-title">{activity.name}</h1>
        <dl className="detail__facts">
          <div>
            <dt>{t("catalogue.location")}</dt>
            <dd>{activity.location}</dd>
          </div>
          <div>
            <dt>{t("activity.price")}</dt>
            <dd className="detail__price"><Price usd={activity.price} /></dd>
          </div>
        </dl>
        <p className="detail__description">{activity.description}</p>

        {activity.packageId ? <PackageBox packageId={activity.packageId} /> : null}

        {renderInquiry?.(activity)}

        <p className="detail__back">
          <Link to="/activities"><span className="icon-dir">←</span> {t("activity.viewAll")}</Link>
        </p>
      </PageColumn>
    </article>
  );
}

/** "Part of a Curated Package": names the package once it is loaded; the link works at once. */
function PackageBox({ packageId }: { packageId: string }) {
  const pkg = usePackage(packageId);
  const t = useT();
  return (
    <aside className="callout" aria-labelledby="curated-package">
      <h2 id="curated-package" className="callout__title">{t("activity.partOf")}</h2>
      <p>
        {pkg.data
          ? rich(t("activity.includedIn", { name: pkg.data.name }), [(text) => <strong>{text}</strong>])
          : t("activity.includedInSome")}
      </p>
      <Link to={`/packages/${encodeURIComponent(packageId)}`} className="btn btn--primary">
        {t("activity.viewPackage")}
      </Link>
    </aside>
  );
}

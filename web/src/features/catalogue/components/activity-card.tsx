import type { Activity } from "@contract/catalogue.ts";
import { LIMITS } from "@contract/limits.ts";
import { useT } from "../../../i18n/language-context.tsx";
import { Link } from "../../../i18n/link.tsx";
import { LazyImage } from "../../../components/lazy-image.tsx";
import { Price } from "../../../components/price.tsx";
import { truncate } from "../../../lib/format.ts";
import { DEFAULT_SIZES } from "../../../lib/responsive-image.ts";

interface ActivityCardProps {
  activity: Activity;
  headingLevel?: "h2" | "h3";
  /** Shown inside its own package's page: link to the activity instead of back to the package. */
  withinPackage?: boolean;
  /** The first card of a list page: its image is likely the largest thing on the first screen. */
  eagerImage?: boolean;
}

export function ActivityCard({ activity, headingLevel: Heading = "h3", withinPackage = false, eagerImage = false }: ActivityCardProps) {
  const t = useT();
  return (
    <article className="card activity-card">
      <LazyImage src={activity.imageUrl} widths={activity.imageWidths} focus={activity.imageFocus} alt={activity.imageAlt ?? activity.name} aspectRatio="16 / 10" className="card__media" eager={eagerImage} sizes={DEFAULT_SIZES} />
      <div className="card__body">
        <p className="card__eyebrow">{activity.location}</p>
        <Heading className="card__title">
          <Link to={`/activities/${encodeURIComponent(activity.id)}`}>{activity.name}</Link>
        </Heading>
        <p className="card__price"><Price usd={activity.price} /></p>
        <p className="card__text">{truncate(activity.description, LIMITS.activityCardDescription)}</p>
        <div className="card__actions">
          {withinPackage
            ? (
              <Link to={`/activities/${encodeURIComponent(activity.id)}`} className="btn btn--secondary">
                {t("activities.viewActivity")}
              </Link>
            )
            : activity.packageId
            ? (
              <Link to={`/packages/${encodeURIComponent(activity.packageId)}`} className="btn btn--secondary">
                {t("activities.viewPackage")}
              </Link>
            )
            : (
              <button type="button" className="btn btn--secondary" disabled aria-disabled="true">
                {t("activities.viewDetails")}
              </button>
            )}
        </div>
      </div>
    </article>
  );
}

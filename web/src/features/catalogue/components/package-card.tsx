import type { Activity, TravelPackage } from "@contract/catalogue.ts";
import { LIMITS } from "@contract/limits.ts";
import { useT } from "../../../i18n/language-context.tsx";
import { Link } from "../../../i18n/link.tsx";
import { LazyImage } from "../../../components/lazy-image.tsx";
import { FromPrice } from "../../../components/price.tsx";
import { firstItems, truncate } from "../../../lib/format.ts";
import { DEFAULT_SIZES } from "../../../lib/responsive-image.ts";
import { tierLabel } from "../utils/tier-label.ts";

/** The related activities as the card receives them from the list that fetched them once. */
export type RelatedActivities =
  | { status: "pending" }
  | { status: "error" }
  | { status: "success"; activities: Activity[] };

interface PackageCardProps {
  pkg: TravelPackage;
  related: RelatedActivities;
  headingLevel?: "h2" | "h3";
  /** The first card of a list page: its image is likely the largest thing on the first screen. */
  eagerImage?: boolean;
}

export function PackageCard({ pkg, related, headingLevel: Heading = "h3", eagerImage = false }: PackageCardProps) {
  const t = useT();
  const highlights = firstItems(pkg.vipServices ?? [], LIMITS.packageCardVipHighlights);
  const href = `/packages/${encodeURIComponent(pkg.id)}`;
  return (
    <article className="card package-card">
      <LazyImage src={pkg.imageUrl} widths={pkg.imageWidths} focus={pkg.imageFocus} alt={pkg.imageAlt ?? pkg.name} aspectRatio="16 / 10" className="card__media" eager={eagerImage} sizes={DEFAULT_SIZES} />
      <div className="card__body">
        <p className="card__eyebrow">{pkg.location}</p>
        <Heading className="card__title">
          <Link to={href}>{pkg.name}</Link>
        </Heading>
        {pkg.pricePerPerson === undefined ? null : <p className="card__price"><FromPrice usd={pkg.pricePerPerson} /></p>}
        <dl className="card__facts">
          <div>
            <dt>{t("catalogue.duration")}</dt>
            <dd>{pkg.duration}</dd>
          </div>
          <div>
            <dt>{t("catalogue.priceRange")}</dt>
            <dd>{tierLabel(t, pkg.priceRange)}</dd>
          </div>
        </dl>
        <p className="card__text">{truncate(pkg.description, LIMITS.packageCardDescription)}</p>
        {highlights.shown.length > 0
          ? (
            <div className="card__section">
              <p className="card__section-title">{t("catalogue.vipHighlights")}</p>
              <ul className="card__list">
                {highlights.shown.map((item) => <li key={item}>{item}</li>)}
                {highlights.more ? <li className="card__more">{t("catalogue.andMore")}</li> : null}
              </ul>
            </div>
          )
          : null}
        <div className="card__section">
          <p className="card__section-title">{t("catalogue.includedActivities")}</p>
          <RelatedList related={related} />
        </div>
        <div className="card__actions">
          <Link to={href} className="btn btn--primary" aria-label={t("packages.viewLabel", { name: pkg.name })}>
            {t("packages.view")}
          </Link>
        </div>
      </div>
    </article>
  );
}

function RelatedList({ related }: { related: RelatedActivities }) {
  const t = useT();
  if (related.status === "pending") return <p className="card__muted">{t("catalogue.loadingActivities")}</p>;
  if (related.status === "error") return <p className="card__muted">{t("catalogue.relatedError")}</p>;
  if (related.activities.length === 0) return <p className="card__muted">{t("catalogue.noRelated")}</p>;
  const { shown, more } = firstItems(related.activities, LIMITS.packageCardActivities);
  return (
    <ul className="card__list">
      {shown.map((activity) => <li key={activity.id}>{activity.name}</li>)}
      {more ? <li className="card__more">{t("catalogue.andMore")}</li> : null}
    </ul>
  );
}

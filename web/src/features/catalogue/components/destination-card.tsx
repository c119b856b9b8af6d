import type { Destination } from "@contract/catalogue.ts";
import { LIMITS } from "@contract/limits.ts";
import { useT } from "../../../i18n/language-context.tsx";
import { Link } from "../../../i18n/link.tsx";
import { LazyImage } from "../../../components/lazy-image.tsx";
import { truncate } from "../../../lib/format.ts";
import { DEFAULT_SIZES } from "../../../lib/responsive-image.ts";

interface DestinationCardProps {
  destination: Destination;
  headingLevel?: "h2" | "h3";
  /** The first card of a list page: its image is likely the largest thing on the first screen. */
  eagerImage?: boolean;
}

export function DestinationCard({ destination, headingLevel: Heading = "h3", eagerImage = false }: DestinationCardProps) {
  const t = useT();
  const href = `/destinations/${encodeURIComponent(destination.id)}`;
  const tags = (destination.tags ?? []).slice(0, LIMITS.destinationCardTags);
  return (
    <article className="card destination-card">
      <LazyImage src={destination.imageUrl} widths={destination.imageWidths} focus={destination.imageFocus} alt={destination.imageAlt ?? destination.name} aspectRatio="4 / 3" className="card__media" eager={eagerImage} sizes={DEFAULT_SIZES} />
      <div className="card__body">
        <p className="card__eyebrow">{[destination.country, destination.continent].filter(Boolean).join(" · ")}</p>
        <Heading className="card__title">
          <Link to={href}>{destination.name}</Link>
        </Heading>
        <p className="card__text">{truncate(destination.description, LIMITS.destinationCardDescription)}</p>
        {tags.length > 0
          ? (
            <ul className="tag-list" aria-label={t("destinations.themes")}>
              {tags.map((tag) => <li key={tag} className="tag">{tag}</li>)}
            </ul>
          )
          : null}
        <div className="card__actions">
          <Link to={href} className="btn btn--secondary" aria-label={t("destinations.discoverLabel", { name: destination.name })}>
            {t("destinations.discover")}
          </Link>
        </div>
      </div>
    </article>
  );
}

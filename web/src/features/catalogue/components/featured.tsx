import { LIMITS } from "@contract/limits.ts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useT } from "../../../i18n/language-context.tsx";
import { Link } from "../../../i18n/link.tsx";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useActivities, useDestinations, usePackages } from "../api/catalogue.ts";
import { ActivityCard } from "./activity-card.tsx";
import { DestinationCard } from "./destination-card.tsx";
import { PackageGrid } from "./package-grid.tsx";

interface FeaturedProps<T> {
  id: string;
  title: string;
  intro: string;
  cta: { to: string; label: string };
  query: UseQueryResult<T[]>;
  texts: { loading: string; error: string; empty: string };
  /** Renders the first LIMITS.featuredCount items. */
  render: (items: T[]) => ReactNode;
}

/** One home-page list: its own spinner, error and empty state, the first items, and the button. */
function Featured<T>({ id, title, intro, cta, query, texts, render }: FeaturedProps<T>) {
  return (
    <section className="section featured" aria-labelledby={id}>
      <div className="section__header">
        <h2 id={id} className="section__title">{title}</h2>
        <p className="section__intro">{intro}</p>
      </div>
      {query.isPending
        ? <Spinner label={texts.loading} />
        : query.isError
        ? <ErrorMessage>{texts.error}</ErrorMessage>
        : query.data.length === 0
        ? <p className="empty-state">{texts.empty}</p>
        : render(query.data.slice(0, LIMITS.featuredCount))}
      <div className="section__footer">
        <Link to={cta.to} className="btn btn--secondary">{cta.label}</Link>
      </div>
    </section>
  );
}

export function FeaturedDestinations() {
  const t = useT();
  return (
    <Featured
      id="featured-destinations"
      title={t("featured.destinations.title")}
      intro={t("featured.destinations.intro")}
      cta={{ to: "/destinations", label: t("featured.destinations.cta") }}
      query={useDestinations()}
      texts={{
        loading: t("catalogue.loadingDestinations"),
        error: t("featured.destinations.error"),
        empty: t("featured.destinations.empty"),
      }}
      render={(destinations) => (
        <ul className="card-grid" role="list">
          {destinations.map((destination) => (
            <li key={destination.id}>
              <DestinationCard destination={destination} />
            </li>
          ))}
        </ul>
      )}
    />
  );
}

export function FeaturedPackages() {
  const t = useT();
  return (
    <Featured
      id="featured-packages"
      title={t("packages.title")}
      intro={t("featured.packages.intro")}
      cta={{ to: "/packages", label: t("featured.packages.cta") }}
      query={usePackages()}
      texts={{
        loading: t("catalogue.loadingPackages"),
        error: t("featured.packages.error"),
        empty: t("featured.packages.empty"),
      }}
      render={(packages) => <PackageGrid packages={packages} />}
    />
  );
}

export function FeaturedActivities() {
  const t = useT();
  return (
    <Featured
      id="featured-activities"
      title={t("featured.activities.title")}
      intro={t("featured.activities.intro")}
      cta={{ to: "/activities", label: t("featured.activities.cta") }}
      query={useActivities()}
      texts={{
        loading: t("catalogue.loadingActivities"),
        error: t("featured.activities.error"),
        empty: t("featured.activities.empty"),
      }}
      render={(activities) => (
        <ul className="card-grid" role="list">
          {activities.map((activity) => (
            <li key={activity.id}>
              <ActivityCard activity={activity} />
            </li>
          ))}
        </ul>
      )}
    />
  );
}

import { LIMITS } from "@contract/limits.ts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
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
  return (
    <Featured
      id="featured-destinations"
      title="Featured Destinations"
      intro="Handpicked places where every detail is arranged before you arrive."
      cta={{ to: "/destinations", label: "Explore All Destinations" }}
      query={useDestinations()}
      texts={{
        loading: "Loading destinations...",
        error: "Could not load featured destinations. Please try again later.",
        empty: "No featured destinations available at the moment.",
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
  return (
    <Featured
      id="featured-packages"
      title="Curated Travel Packages"
      intro="Signature journeys with private transfers, exceptional suites and VIP privileges included."
      cta={{ to: "/packages", label: "View All Packages" }}
      query={usePackages()}
      texts={{
        loading: "Loading travel packages...",
        error: "Could not load featured travel packages. Please try again later.",
        empty: "No featured packages available at the moment.",
      }}
      render={(packages) => <PackageGrid packages={packages} />}
    />
  );
}

export function FeaturedActivities() {
  return (
    <Featured
      id="featured-activities"
      title="Unique Activities & Experiences"
      intro="Moments money rarely buys: after-hours access, private guides and unforgettable settings."
      cta={{ to: "/activities", label: "View All Activities" }}
      query={useActivities()}
      texts={{
        loading: "Loading activities...",
        error: "Could not load featured activities. Please try again later.",
        empty: "No featured activities available at the moment.",
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

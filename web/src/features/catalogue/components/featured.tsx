import { LIMITS } from "@contract/limits.ts";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { ErrorMessage } from "../../../components/error-message.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useActivities } from "../api/get-activities.ts";
import { useDestinations } from "../api/get-destinations.ts";
import { usePackages } from "../api/get-packages.ts";
import { ActivityCard } from "./activity-card.tsx";
import { DestinationCard } from "./destination-card.tsx";
import { PackageGrid } from "./package-grid.tsx";

interface FeaturedSectionProps {
  id: string;
  title: string;
  intro: string;
  cta: { to: string; label: string };
  children: ReactNode;
}

function FeaturedSection({ id, title, intro, cta, children }: FeaturedSectionProps) {
  return (
    <section className="section featured" aria-labelledby={id}>
      <div className="section__header">
        <h2 id={id} className="section__title">{title}</h2>
        <p className="section__intro">{intro}</p>
      </div>
      {children}
      <div className="section__footer">
        <Link to={cta.to} className="btn btn--secondary">{cta.label}</Link>
      </div>
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="empty-state">{children}</p>;
}

export function FeaturedDestinations() {
  const query = useDestinations();
  return (
    <FeaturedSection
      id="featured-destinations"
      title="Featured Destinations"
      intro="Handpicked places where every detail is arranged before you arrive."
      cta={{ to: "/destinations", label: "Explore All Destinations" }}
    >
      {query.isPending
        ? <Spinner label="Loading destinations..." />
        : query.isError
        ? <ErrorMessage>Could not load featured destinations. Please try again later.</ErrorMessage>
        : query.data.length === 0
        ? <Empty>No featured destinations available at the moment.</Empty>
        : (
          <ul className="card-grid" role="list">
            {query.data.slice(0, LIMITS.featuredCount).map((destination) => (
              <li key={destination.id}>
                <DestinationCard destination={destination} />
              </li>
            ))}
          </ul>
        )}
    </FeaturedSection>
  );
}

export function FeaturedPackages() {
  const query = usePackages();
  return (
    <FeaturedSection
      id="featured-packages"
      title="Curated Travel Packages"
      intro="Signature journeys with private transfers, exceptional suites and VIP privileges included."
      cta={{ to: "/packages", label: "View All Packages" }}
    >
      {query.isPending
        ? <Spinner label="Loading travel packages..." />
        : query.isError
        ? <ErrorMessage>Could not load featured travel packages. Please try again later.</ErrorMessage>
        : query.data.length === 0
        ? <Empty>No featured travel packages available at the moment.</Empty>
        : <PackageGrid packages={query.data.slice(0, LIMITS.featuredCount)} />}
    </FeaturedSection>
  );
}

export function FeaturedActivities() {
  const query = useActivities();
  return (
    <FeaturedSection
      id="featured-activities"
      title="Unique Activities & Experiences"
      intro="Moments money rarely buys: after-hours access, private guides and unforgettable settings."
      cta={{ to: "/activities", label: "View All Activities" }}
    >
      {query.isPending
        ? <Spinner label="Loading activities..." />
        : query.isError
        ? <ErrorMessage>Could not load featured activities. Please try again later.</ErrorMessage>
        : query.data.length === 0
        ? <Empty>No featured activities available at the moment.</Empty>
        : (
          <ul className="card-grid" role="list">
            {query.data.slice(0, LIMITS.featuredCount).map((activity) => (
              <li key={activity.id}>
                <ActivityCard activity={activity} />
              </li>
            ))}
          </ul>
        )}
    </FeaturedSection>
  );
}

import { HOME_HERO_IMAGE } from "@contract/page-hints.ts";
import { FIXED_PAGE_META } from "@contract/page-meta.ts";
import { Link } from "react-router-dom";
import { PageColumn } from "../../components/page-column.tsx";
import { SITE } from "../../config/site.ts";
import { FeaturedActivities, FeaturedDestinations, FeaturedPackages } from "../../features/catalogue/components/featured.tsx";
import { useDocumentTitle } from "../../lib/hooks.ts";

export function HomePage() {
  useDocumentTitle(undefined, FIXED_PAGE_META.home.description);
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <img
          className="hero__image"
          src={HOME_HERO_IMAGE}
          alt=""
          width={1600}
          height={1000}
          fetchPriority="high"
          decoding="async"
        />
        <PageColumn className="hero__content">
          <p className="hero__eyebrow">{SITE.brand} · Dubai</p>
          <h1 id="hero-title" className="hero__title">Experience the World, Exquisitely.</h1>
          <p className="hero__text">{SITE.tagline}</p>
          <Link to="/destinations" className="btn btn--primary btn--lg">Explore Our Destinations</Link>
        </PageColumn>
      </section>
      <PageColumn>
        <FeaturedDestinations />
        <FeaturedPackages />
        <FeaturedActivities />
        <section className="section bespoke-cta" aria-labelledby="bespoke-cta-title">
          <h2 id="bespoke-cta-title" className="section__title">Your Journey, Your Way</h2>
          <p className="section__intro">
            Tell us how you like to travel and our concierge team, helped by our AI trip designer, shapes a journey
            around you.
          </p>
          <Link to="/bespoke-experiences" className="btn btn--primary">Design Your Bespoke Experience</Link>
        </section>
      </PageColumn>
    </>
  );
}

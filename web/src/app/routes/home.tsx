import { HOME_HERO_IMAGE, MAIN_PHOTO_TIMING } from "@contract/page-hints.ts";
import { useT } from "../../i18n/language-context.tsx";
import { Link } from "../../i18n/link.tsx";
import { PageColumn } from "../../components/page-column.tsx";
import { SITE } from "../../config/site.ts";
import { FeaturedActivities, FeaturedDestinations, FeaturedPackages } from "../../features/catalogue/components/featured.tsx";
import { useDocumentTitle } from "../../lib/hooks.ts";

export function HomePage() {
  const t = useT();
  useDocumentTitle(undefined, t("site.description"));
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
          {...{ elementtiming: MAIN_PHOTO_TIMING }}
          decoding="async"
        />
        <PageColumn className="hero__content">
          <p className="hero__eyebrow">{t("home.eyebrow", { brand: SITE.brand })}</p>
          <h1 id="hero-title" className="hero__title">{t("home.title")}</h1>
          <p className="hero__text">{t("site.tagline")}</p>
          <Link to="/destinations" className="btn btn--primary btn--lg">{t("home.explore")}</Link>
        </PageColumn>
      </section>
      <PageColumn>
        <FeaturedDestinations />
        <FeaturedPackages />
        <FeaturedActivities />
        <section className="section bespoke-cta" aria-labelledby="bespoke-cta-title">
          <h2 id="bespoke-cta-title" className="section__title">{t("home.bespoke.title")}</h2>
          <p className="section__intro">{t("home.bespoke.text")}</p>
          <Link to="/bespoke-experiences" className="btn btn--primary">{t("home.bespoke.cta")}</Link>
        </section>
      </PageColumn>
    </>
  );
}

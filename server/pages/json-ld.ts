/**
 * The structured data (schema.org JSON-LD) of the public pages, as pure functions of the catalogue
 * items and the site's address, typed with schema-dts:
 * - the agency (`TravelAgency`) on the home and contact pages, from contract/site.ts;
 * - a destination as a `TouristDestination` whose attractions are the activities of its packages;
 * - a package as a `TouristTrip`: its activities as the itinerary, its tags as `touristType`, the
 *   agency as `provider`, and with a price per person its "from" price as an `Offer` in USD; with
 *   published reviews of completed trips also a `Product` with its `Review`s and `AggregateRating`;
 * - an activity as a `TouristAttraction`; one with a price is also a `Product` with an `Offer` in
 *   USD (schema.org gives a place no offers, a product has them);
 * - a `BreadcrumbList` on every detail page and an `ItemList` on the three list pages.
 * `jsonLdScript` writes one as a script element that no value can close.
 */
import type {
  AggregateRating,
  BreadcrumbList,
  ItemList,
  ListItem,
  MergeLeafTypes,
  Offer,
  ProductLeaf,
  Review,
  TouristAttraction,
  TouristAttractionLeaf,
  TouristDestination,
  TouristTrip,
  TouristTripLeaf,
  TravelAgency,
  WithContext,
} from "schema-dts";
import type { Activity, Destination, TravelPackage } from "../../contract/catalogue.ts";
import { SITE } from "../../contract/site.ts";
import type { PackageReviews } from "../../contract/trips/reviews.ts";

const CONTEXT = "https://schema.org" as const;

/** Absolute addresses of the site's pages and images. */
export type Urls = { site: string; page(path: string): string };

export function siteUrls(siteUrl: string): Urls {
  return { site: siteUrl, page: (path) => new URL(path, `${siteUrl}/`).href };
}

const agencyId = (urls: Urls) => `${urls.page("/")}#agency`;

export function travelAgency(urls: Urls, image?: string): WithContext<TravelAgency> {
  const { contact } = SITE;
  return {
    "@context": CONTEXT,
    "@type": "TravelAgency",
    "@id": agencyId(urls),
    name: SITE.brand,
    description: SITE.description,
    url: urls.page("/"),
    ...(image ? { image } : {}),
    telephone: contact.phoneHref.replace(/^tel:/, ""),
    email: contact.email,
    address: { "@type": "PostalAddress", ...contact.postalAddress },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: contact.openingHours.days.map((day) => `https://schema.org/${day}` as const),
      opens: contact.openingHours.opens,
      closes: contact.openingHours.closes,
    },
    sameAs: SITE.social.map((link) => link.href),
  };
}

/** The agency named as the one who arranges a trip. */
const provider = (urls: Urls): TravelAgency => ({ "@type": "TravelAgency", "@id": agencyId(urls), name: SITE.brand, url: urls.page("/") });

const attraction = (urls: Urls, activity: Activity): TouristAttraction => ({
  "@type": "TouristAttraction",
  name: activity.name,
  url: urls.page(`/activities/${encodeURIComponent(activity.id)}`),
});

export function touristDestination(
  urls: Urls,
  destination: Destination,
  activities: readonly Activity[],
  image?: string,
): WithContext<TouristDestination> {
  return {
    "@context": CONTEXT,
    "@type": "TouristDestination",
    name: destination.name,
    description: destination.description,
    url: urls.page(`/destinations/${encodeURIComponent(destination.id)}`),
    ...(image ? { image } : {}),
    address: { "@type": "PostalAddress", addressCountry: destination.country },
    ...(destination.tags.length ? { touristType: [...destination.tags] } : {}),
    ...(activities.length ? { includesAttraction: activities.map((activity) => attraction(urls, activity)) } : {}),
  };
}

type RatedTrip = MergeLeafTypes<[TouristTripLeaf, ProductLeaf]>;

/**
 * A package's published reviews (of completed trips only: contract/trips/reviews.ts) as schema.org
 * `Review`s and their `AggregateRating`; nothing without any.
 */
function ratings(reviews: PackageReviews | undefined): { aggregateRating: AggregateRating; review: Review[] } | null {
  if (!reviews || reviews.count === 0) return null;
  return {
    aggregateRating: { "@type": "AggregateRating", ratingValue: reviews.average, reviewCount: reviews.count, bestRating: 5, worstRating: 1 },
    review: reviews.items.map((item): Review => ({
      "@type": "Review",
      author: { "@type": "Person", name: item.firstName },
      datePublished: item.month,
      reviewBody: item.text,
      inLanguage: item.language,
      reviewRating: { "@type": "Rating", ratingValue: item.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

/**
 * A package as a `TouristTrip`; with published reviews also a `Product` (schema.org rates
 * products, not trips) carrying them and their `AggregateRating`.
 */
export function touristTrip(
  urls: Urls,
  pkg: TravelPackage,
  activities: readonly Activity[],
  image?: string,
): WithContext<TouristTrip> | WithContext<RatedTrip> {
  const url = urls.page(`/packages/${encodeURIComponent(pkg.id)}`);
  const rated = ratings(pkg.reviews);
  const trip = {
    ...(rated ? { "@type": ["TouristTrip", "Product"] as ["TouristTrip", "Product"] } : { "@type": "TouristTrip" as const }),
    name: pkg.name,
    description: pkg.description,
    url,
    ...(image ? { image } : {}),
    ...(pkg.tags.length ? { touristType: [...pkg.tags] } : {}),
    provider: provider(urls),
    ...(pkg.pricePerPerson === undefined ? {} : { offers: usdOffer(pkg.pricePerPerson, url) }),
    ...(activities.length
      ? {
        itinerary: {
          "@type": "ItemList",
          numberOfItems: activities.length,
          itemListElement: activities.map((activity, index): ListItem => ({
            "@type": "ListItem",
            position: index + 1,
            item: attraction(urls, activity),
          })),
        },
      }
      : {}),
    ...(rated ?? {}),
  };
  return { "@context": CONTEXT, ...trip } as WithContext<TouristTrip> | WithContext<RatedTrip>;
}

/** A price in US dollars (an activity's, a package's price per person) as an offer of the item at `url`. */
const usdOffer = (price: number, url: string): Offer => ({ "@type": "Offer", price: price.toFixed(2), priceCurrency: "USD", url });

type PricedAttraction = MergeLeafTypes<[TouristAttractionLeaf, ProductLeaf]>;

export function touristAttraction(
  urls: Urls,
  activity: Activity,
  image?: string,
): WithContext<TouristAttractionLeaf> | WithContext<PricedAttraction> {
  const url = urls.page(`/activities/${encodeURIComponent(activity.id)}`);
  const common = { name: activity.name, description: activity.description, url, ...(image ? { image } : {}) };
  if (activity.price === undefined) {
    return { "@context": CONTEXT, "@type": "TouristAttraction", ...common, address: activity.location };
  }
  return {
    "@context": CONTEXT,
    "@type": ["TouristAttraction", "Product"],
    ...common,
    address: activity.location,
    offers: usdOffer(activity.price, url),
  };
}

/** Home > the list > the item. */
export function breadcrumbs(urls: Urls, trail: readonly { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index): ListItem => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: urls.page(step.path),
    })),
  };
}

/** The items a list page shows, in its order, each with its page. */
export function itemList(urls: Urls, name: string, items: readonly { name: string; path: string }[]): WithContext<ItemList> {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index): ListItem => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      url: urls.page(item.path),
    })),
  };
}

/** A JSON-LD script element; `<` is escaped, so no value can end the element or open a comment. */
export function jsonLdScript(data: object): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replaceAll("<", "\\u003c")}</script>`;
}

/** Destinations, packages and activities as stored and answered, and the admin forms' payloads. */
import { z } from "zod";
import { PRICE_TIERS } from "./enums.ts";
import { LIMITS } from "./limits.ts";
import { idSchema, imageUrl, requiredText, textList } from "./fields.ts";
import { activityTranslations, destinationTranslations, packageTranslations } from "./catalogue-translations.ts";
import { PUBLICATION_STATUSES, PUBLICATION_TEXTS } from "./publication.ts";
import type { CatalogueCollection } from "./catalogue-collections.ts";
import { packageReviews } from "./trips/reviews.ts";

/**
 * Every stored item carries `version`, the database's versionstamp of the record. A PUT may send it
 * back; when the record changed since, the server refuses with 409 instead of overwriting.
 */
const versioned = { version: z.string().optional() };

/**
 * A write's publication (contract/publication.ts): left out, the item is published. `scheduled`
 * needs `publishAt`, a date and time with its offset; a time already past publishes at once.
 */
const publication = {
  status: z.enum(PUBLICATION_STATUSES, { error: `Status must be one of: ${PUBLICATION_STATUSES.join(", ")}.` }).optional(),
  publishAt: z.iso.datetime({ offset: true, error: PUBLICATION_TEXTS.publishAtInvalid }).optional(),
};

/** What staff answers add to an item: its status, its publishing time and whether a version is public. */
const staffFields = {
  status: z.enum(PUBLICATION_STATUSES).optional(),
  publishAt: z.string().optional(),
  live: z.boolean().optional(),
};

/**
 * Set by the server in its answers when the image is an upload: the widths of its resized copies,
 * its alternative text (used instead of the item's name) and its focal point (cards and heroes crop
 * around it), from the file's media record.
 */
const imageDetails = {
  imageWidths: z.array(z.number()).optional(),
  imageAlt: z.string().optional(),
  imageFocus: z.object({ x: z.number(), y: z.number() }).optional(),
};

/*
 * `translations`: the item's words in the other site languages (contract/catalogue-translations.ts).
 * On a write, left out keeps the stored translations; given, it replaces them all. Public answers
 * never carry it (they show one language); staff reads do.
 */

export const destinationInput = z.object({
  name: requiredText("Name is required."),
  country: requiredText("Country is required."),
  continent: requiredText("Continent is required."),
  description: requiredText("Description is required.", LIMITS.longText),
  imageUrl: imageUrl("Image URL is required."),
  tags: textList(),
  translations: destinationTranslations.optional(),
  ...publication,
  ...versioned,
});
export type DestinationInput = z.input<typeof destinationInput>;

export const destination = z.object({
  id: idSchema,
  name: z.string(),
  country: z.string(),
  continent: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  ...imageDetails,
  tags: z.array(z.string()),
  translations: destinationTranslations.optional(),
  version: z.string().optional(),
  ...staffFields,
});
export type Destination = z.infer<typeof destination>;

/** Empty strings for the optional fields count as "left out": an empty price, package or image is omitted. */
const emptyToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/**
 * An optional catalogue price in US dollars (an activity's price, a package's price per person):
 * a number (a numeric text too) from 0 up to ten million, rounded to cents; empty is left out.
 */
const usdPrice = z.preprocess(
  emptyToUndefined,
  z.coerce.number({ error: "Price must be a number." }).finite("Price must be a number.")
    .min(LIMITS.priceMin, "Price must be at least 0.").max(10_000_000, "Price is too large.")
    .transform((price) => Math.round(price * 100) / 100).optional(),
);

export const packageInput = z.object({
  name: requiredText("Name is required."),
  destinationId: z.string({ error: "Please select a destination for this package." })
    .trim().min(1, "Please select a destination for this package.").pipe(idSchema),
  location: requiredText("Location is required."),
  duration: requiredText("Duration is required."),
  priceRange: z.enum(PRICE_TIERS, { error: `Price range must be one of: ${PRICE_TIERS.join(", ")}.` }),
  /** The "from" price per person in US dollars that the package page shows; left out, none is shown. */
  pricePerPerson: usdPrice,
  description: requiredText("Description is required.", LIMITS.longText),
  imageUrl: imageUrl("Image URL is required."),
  vipServices: textList(),
  tags: textList(),
  translations: packageTranslations.optional(),
  ...publication,
  ...versioned,
});
export type PackageInput = z.input<typeof packageInput>;

export const travelPackage = z.object({
  id: idSchema,
  name: z.string(),
  location: z.string(),
  destinationId: z.string(),
  duration: z.string(),
  priceRange: z.enum(PRICE_TIERS),
  pricePerPerson: z.number().optional(),
  description: z.string(),
  imageUrl: z.string(),
  ...imageDetails,
  vipServices: z.array(z.string()),
  tags: z.array(z.string()),
  translations: packageTranslations.optional(),
  version: z.string().optional(),
  /** The published reviews of completed trips of this package (contract/trips/reviews.ts); absent without any. */
  reviews: packageReviews.optional(),
  ...staffFields,
});
export type TravelPackage = z.infer<typeof travelPackage>;

export const activityInput = z.object({
  name: requiredText("Name is required."),
  location: requiredText("Location is required."),
  description: requiredText("Description is required.", LIMITS.longText),
  price: usdPrice,
  packageId: z.preprocess(emptyToUndefined, idSchema.optional()),
  imageUrl: z.preprocess(emptyToUndefined, imageUrl("Image URL is required.").optional()),
  translations: activityTranslations.optional(),
  ...publication,
  ...versioned,
});
export type ActivityInput = z.input<typeof activityInput>;

export const activity = z.object({
  id: idSchema,
  name: z.string(),
  location: z.string(),
  description: z.string(),
  price: z.number().optional(),
  imageUrl: z.string().optional(),
  ...imageDetails,
  packageId: z.string().optional(),
  translations: activityTranslations.optional(),
  version: z.string().optional(),
  ...staffFields,
});
export type Activity = z.infer<typeof activity>;

/** What each collection holds. */
export type CatalogueItems = { destinations: Destination; packages: TravelPackage; activities: Activity };

/** A list answer names its list after the collection: `{data: {packages: [...]}}`. */
export type CatalogueListAnswer<C extends CatalogueCollection> = { data: { [K in C]: CatalogueItems[K][] } };
/** An item answer: `{data: item}`. */
export type CatalogueItemAnswer<C extends CatalogueCollection> = { data: CatalogueItems[C] };


/** The body of `POST /{collection}/{id}/publish`: the copy's version the editor sees, refused when it changed since. */
export const publishInput = z.object({ version: z.string().optional() });

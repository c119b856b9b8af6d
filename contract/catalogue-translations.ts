/**
 * Translations of catalogue items: per language, the item's words (name, location, description,
 * tags, highlights), stored in the item's own record under `translations`. English is the item's
 * own fields; a field left out of a translation, or left empty, shows the English text.
 */
import { z } from "zod";
import type { CatalogueCollection } from "./catalogue-collections.ts";
import { LIMITS } from "./limits.ts";
import { type SiteLanguage, TRANSLATION_LANGUAGES, type TranslationLanguage } from "./languages.ts";

/** The fields a translation may give, per collection. */
export const TRANSLATABLE_FIELDS = {
  destinations: ["name", "country", "continent", "description", "tags"],
  packages: ["name", "location", "duration", "description", "vipServices", "tags"],
  activities: ["name", "location", "description"],
} as const satisfies Record<CatalogueCollection, readonly string[]>;

export type TranslatableField<C extends CatalogueCollection> = (typeof TRANSLATABLE_FIELDS)[C][number];

/** A translated text: trimmed, bounded like the English field; empty counts as left out. */
const text = (max: number = LIMITS.shortText) =>
  z.string().trim().max(max, `Must be at most ${max} characters.`).optional()
    .overwrite((value) => (value ? value : undefined));

/** A translated list: bounded like the English list; entries trimmed, empties dropped, an empty list left out. */
const list = () =>
  z.array(z.string().max(LIMITS.shortText, `Each entry must be at most ${LIMITS.shortText} characters.`))
    .max(LIMITS.listItems, `At most ${LIMITS.listItems} entries.`).optional()
    .overwrite((items) => {
      const kept = (items ?? []).map((item) => item.trim()).filter((item) => item.length > 0);
      return kept.length ? kept : undefined;
    });

/** Drops the fields left out, so a stored translation holds only what was given. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

const SHAPES = {
  destinations: { name: text(), country: text(), continent: text(), description: text(LIMITS.longText), tags: list() },
  packages: {
    name: text(),
    location: text(),
    duration: text(),
    description: text(LIMITS.longText),
    vipServices: list(),
    tags: list(),
  },
  activities: { name: text(), location: text(), description: text(LIMITS.longText) },
};

export const destinationTranslation = z.strictObject(SHAPES.destinations).overwrite(compact);
export const packageTranslation = z.strictObject(SHAPES.packages).overwrite(compact);
export const activityTranslation = z.strictObject(SHAPES.activities).overwrite(compact);

export type DestinationTranslation = z.output<typeof destinationTranslation>;
export type PackageTranslation = z.output<typeof packageTranslation>;
export type ActivityTranslation = z.output<typeof activityTranslation>;

export const TRANSLATION_SCHEMAS = {
  destinations: destinationTranslation,
  packages: packageTranslation,
  activities: activityTranslation,
} as const;

export type CatalogueTranslation<C extends CatalogueCollection> = z.output<(typeof TRANSLATION_SCHEMAS)[C]>;

/** Every language's translation of one item, keyed by language code; languages without one are left out. */
const translationsOf = <S extends z.ZodType>(schema: S) =>
  z.partialRecord(z.enum(TRANSLATION_LANGUAGES, { error: "Unknown language." }), schema);

export const destinationTranslations = translationsOf(destinationTranslation);
export const packageTranslations = translationsOf(packageTranslation);
export const activityTranslations = translationsOf(activityTranslation);

/** The body of `PUT /api/{collection}/{id}/translations/{lang}`: one language's fields and the item's version. */
export const TRANSLATION_INPUTS = {
  destinations: z.strictObject({ ...SHAPES.destinations, version: z.string().optional() }),
  packages: z.strictObject({ ...SHAPES.packages, version: z.string().optional() }),
  activities: z.strictObject({ ...SHAPES.activities, version: z.string().optional() }),
} as const;

/** How many items of a collection are not yet fully translated, per language. */
export type UntranslatedCounts = Record<TranslationLanguage, number>;

/** The answer of `GET /api/admin/catalogue/{collection}`: every record with its translations, and the counts. */
export type AdminCatalogueAnswer<Item> = { data: { items: Item[]; untranslated: UntranslatedCounts } };

type Translatable = Record<string, unknown> & { translations?: Partial<Record<TranslationLanguage, Record<string, unknown>>> };

const isGiven = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === "string" ? value.length > 0 : value !== undefined;

/**
 * Whether an item lacks a translation into `lang` of any field it has in English. An item is
 * translated once every field with English text has its translation.
 */
export function lacksTranslation(collection: CatalogueCollection, item: Translatable, lang: TranslationLanguage): boolean {
  const translation = item.translations?.[lang] ?? {};
  return TRANSLATABLE_FIELDS[collection].some((field) => isGiven(item[field]) && !isGiven(translation[field]));
}

export function untranslatedCounts(collection: CatalogueCollection, items: readonly Translatable[]): UntranslatedCounts {
  return Object.fromEntries(
    TRANSLATION_LANGUAGES.map((lang) => [lang, items.filter((item) => lacksTranslation(collection, item, lang)).length]),
  ) as UntranslatedCounts;
}

/**
 * The item as shown in `lang`: each translatable field from the language's translation where it
 * has one, the English field otherwise; `translations` itself left out. Other fields keep their
 * place and value, so an English answer is the record as stored, without its translations.
 */
export function localizeItem<T extends Translatable>(collection: CatalogueCollection, item: T, lang: SiteLanguage): Omit<T, "translations"> {
  const { translations, ...shown } = item;
  const translation = lang === "en" ? undefined : translations?.[lang];
  if (!translation) return shown;
  const fields: readonly string[] = TRANSLATABLE_FIELDS[collection];
  for (const field of fields) {
    if (field in shown && isGiven(translation[field])) (shown as Record<string, unknown>)[field] = translation[field];
  }
  return shown;
}

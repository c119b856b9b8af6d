/**
 * One language's translation of the whole demo catalogue: destinations and packages by their
 * demo `key`, activities by their English name. Every field is required here, so the compiler
 * refuses a translation that leaves one out; a test checks every item has one in every language.
 */
import type { ActivityTranslation, DestinationTranslation, PackageTranslation } from "../../../contract/catalogue-translations.ts";

export type DemoTranslations = {
  destinations: Record<string, Required<DestinationTranslation>>;
  packages: Record<string, Required<PackageTranslation>>;
  activities: Record<string, Required<ActivityTranslation>>;
};

/**
 * The demo catalogue's translations are complete: every destination, package and activity has a
 * translation in every language other than English, of every field it has in English (lists of the
 * same length), and no translation names an item the catalogue lacks.
 */
import assert from "node:assert/strict";
import { TRANSLATABLE_FIELDS } from "../../contract/catalogue-translations.ts";
import { TRANSLATION_LANGUAGES } from "../../contract/languages.ts";
import { demoActivities, demoDestinations, demoPackages } from "../../server/seed/demo-catalogue.ts";
import { DEMO_TRANSLATIONS } from "../../server/seed/translations/index.ts";

const COLLECTIONS = {
  destinations: demoDestinations.map((item) => [item.key, item] as const),
  packages: demoPackages.map((item) => [item.key, item] as const),
  activities: demoActivities.map((item) => [item.name, item] as const),
};

Deno.test("every demo item has every field translated into every language", () => {
  const missing: string[] = [];
  for (const lang of TRANSLATION_LANGUAGES) {
    const file = DEMO_TRANSLATIONS[lang];
    assert.ok(file, `no translation file for ${lang}`);
    for (const [collection, items] of Object.entries(COLLECTIONS) as [keyof typeof COLLECTIONS, (typeof COLLECTIONS)[keyof typeof COLLECTIONS]][]) {
      const translations = file[collection] as Record<string, Record<string, unknown>>;
      const known = new Set(items.map(([key]) => key));
      for (const key of Object.keys(translations)) {
        if (!known.has(key)) missing.push(`${lang} ${collection} "${key}": no such demo item`);
      }
      for (const [key, item] of items) {
        const translation = translations[key];
        if (!translation) {
          missing.push(`${lang} ${collection} "${key}": no translation`);
          continue;
        }
        for (const field of TRANSLATABLE_FIELDS[collection]) {
          const english = (item as Record<string, unknown>)[field];
          const translated = translation[field];
          if (Array.isArray(english)) {
            if (!Array.isArray(translated) || translated.length !== english.length || translated.some((entry) => !String(entry).trim())) {
              missing.push(`${lang} ${collection} "${key}".${field}: ${english.length} entries expected`);
            }
          } else if (typeof translated !== "string" || !translated.trim()) {
            missing.push(`${lang} ${collection} "${key}".${field}: missing`);
          }
        }
      }
    }
  }
  assert.deepEqual(missing, []);
});

Deno.test("translations keep the brand and proper names, and Arabic is written in Arabic script", () => {
  for (const lang of TRANSLATION_LANGUAGES) {
    const text = JSON.stringify(DEMO_TRANSLATIONS[lang]);
    assert.doesNotMatch(text, /Aurum Voyages/i, "the brand does not appear in catalogue texts");
    assert.match(text, /GoldenPass Express/, `${lang}: the train's name is kept`);
  }
  for (const destination of Object.values(DEMO_TRANSLATIONS.ar.destinations) as { name: string }[]) {
    assert.match(destination.name, /^[\u0600-\u06FF\s]+$/, destination.name);
  }
});

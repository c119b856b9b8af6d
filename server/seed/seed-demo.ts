/**
 * Loads the demo catalogue into an empty database, once. A marker remembers it was done, so a
 * catalogue that staff emptied on purpose is not refilled on the next start.
 */
import { activityInput, destinationInput, packageInput } from "../../contract/catalogue.ts";
import { createActivity } from "../kv/activities.ts";
import { createDestination } from "../kv/destinations.ts";
import { KEYS } from "../kv/keys.ts";
import { createPackage } from "../kv/packages.ts";
import { demoActivities, demoDestinations, demoPackages } from "./demo-catalogue.ts";
import { DEMO_TRANSLATIONS } from "./translations/index.ts";
import type { DemoTranslations } from "./translations/types.ts";

/** An item's translations into every language, from the language files, by its demo key or English name. */
function translationsOf<C extends keyof DemoTranslations>(collection: C, key: string) {
  return Object.fromEntries(
    Object.entries(DEMO_TRANSLATIONS).map(([lang, file]) => [lang, file[collection][key]]).filter(([, found]) => found),
  );
}

const MARKER = KEYS.setting("demo_seeded");

async function isEmpty(kv: Deno.Kv, prefix: Deno.KvKey) {
  for await (const _ of kv.list({ prefix }, { limit: 1 })) return false;
  return true;
}

/** Returns true when it loaded the demo catalogue. */
export async function seedDemoCatalogue(kv: Deno.Kv): Promise<boolean> {
  if ((await kv.get(MARKER)).value !== null) return false;
  const empty = await isEmpty(kv, KEYS.destinations()) && await isEmpty(kv, KEYS.packages()) &&
    await isEmpty(kv, KEYS.activities());
  if (!empty) return false;

  const destinationIds = new Map<string, string>();
  for (const { key, ...data } of demoDestinations) {
    const input = destinationInput.parse({ ...data, translations: translationsOf("destinations", key) });
    destinationIds.set(key, (await createDestination(kv, input)).id);
  }
  const packageIds = new Map<string, string>();
  for (const { key, destinationKey, ...data } of demoPackages) {
    const input = packageInput.parse({
      ...data,
      destinationId: destinationIds.get(destinationKey),
      translations: translationsOf("packages", key),
    });
    packageIds.set(key, (await createPackage(kv, input)).id);
  }
  for (const { packageKey, ...data } of demoActivities) {
    const input = activityInput.parse({
      ...data,
      packageId: packageKey ? packageIds.get(packageKey) : undefined,
      translations: translationsOf("activities", data.name),
    });
    await createActivity(kv, input);
  }
  await kv.set(MARKER, new Date().toISOString());
  return true;
}

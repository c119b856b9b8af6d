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
    destinationIds.set(key, (await createDestination(kv, destinationInput.parse(data))).id);
  }
  const packageIds = new Map<string, string>();
  for (const { key, destinationKey, ...data } of demoPackages) {
    const input = packageInput.parse({ ...data, destinationId: destinationIds.get(destinationKey) });
    packageIds.set(key, (await createPackage(kv, input)).id);
  }
  for (const { packageKey, ...data } of demoActivities) {
    const input = activityInput.parse({ ...data, packageId: packageKey ? packageIds.get(packageKey) : undefined });
    await createActivity(kv, input);
  }
  await kv.set(MARKER, new Date().toISOString());
  return true;
}

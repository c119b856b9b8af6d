/**
 * Travel packages on Deno KV. A package must point at an existing destination; deleting a package
 * clears `packageId` on its activities in the same commit.
 */
import type { z } from "zod";
import type { packageInput, TravelPackage } from "../../contract/catalogue.ts";
import type { Activity } from "../../contract/catalogue.ts";
import { badRequest, notFound } from "../errors.ts";
import { forgetChanged, markChanged } from "./catalogue-changes.ts";
import { newId } from "./ids.ts";
import { KEYS } from "./keys.ts";
import { guardMediaUse } from "./media-uses.ts";
import { assertFresh, firstRewriteBatch, listIndexIds, listValues, transact, withoutUndefined, withVersion } from "./records.ts";
import { translationsField, writeTranslation } from "./translations.ts";
import type { AuditContext } from "./audit.ts";
import { recordCatalogueWrite, type WriteOptions } from "./catalogue-history.ts";

type PackageData = Omit<z.output<typeof packageInput>, "version">;
export const PACKAGE_NOT_FOUND = "Travel package not found.";
export const UNKNOWN_DESTINATION = "Please select a destination for this package.";

export async function listPackages(kv: Deno.Kv): Promise<TravelPackage[]> {
  return (await listValues<TravelPackage>(kv, KEYS.packages())).map((e) => withVersion(e)!);
}

export async function getPackage(kv: Deno.Kv, id: string): Promise<TravelPackage | null> {
  return withVersion(await kv.get<TravelPackage>(KEYS.package(id)));
}

/** Adds to `op` the checks and writes that link a package to its destination. */
async function linkDestination(kv: Deno.Kv, op: Deno.AtomicOperation, destinationId: string, id: string) {
  const destination = await kv.get(KEYS.destination(destinationId));
  if (destination.value === null) {
    throw badRequest(UNKNOWN_DESTINATION, [{ path: "destinationId", message: UNKNOWN_DESTINATION }]);
  }
  op.check(destination)
    .set(KEYS.linksGuard("destination", destinationId), Date.now())
    .set(KEYS.packageByDestination(destinationId, id), true);
}

export async function createPackage(kv: Deno.Kv, input: PackageData, audit?: AuditContext, options: WriteOptions = {}): Promise<TravelPackage> {
  // An empty price per person is left out of the record, not kept as undefined.
  const record: TravelPackage = { id: options.id ?? newId(), ...withoutUndefined(input) };
  await transact(async () => {
    const op = kv.atomic().check({ key: KEYS.package(record.id), versionstamp: null }).set(KEYS.package(record.id), record);
    guardMediaUse(markChanged(op, "packages", record.id), record.imageUrl);
    await linkDestination(kv, op, record.destinationId, record.id);
    await recordCatalogueWrite(kv, op, { collection: "packages", ctx: audit, action: options.action ?? "create", before: null, after: record });
    await options.also?.(op);
    return { op, result: record };
  });
  return (await getPackage(kv, record.id))!;
}

export async function updatePackage(
  kv: Deno.Kv,
  id: string,
  input: PackageData & { version?: string },
  audit?: AuditContext,
  options: WriteOptions = {},
): Promise<TravelPackage> {
  const { version, translations, ...data } = input;
  await transact(async () => {
    const current = await kv.get<TravelPackage>(KEYS.package(id));
    if (!current.value) throw notFound(PACKAGE_NOT_FOUND);
    assertFresh(version, current.versionstamp);
    const record: TravelPackage = { ...withoutUndefined(data), id, ...translationsField(translations ?? current.value.translations) };
    const op = guardMediaUse(markChanged(kv.atomic().check(current).set(KEYS.package(id), record), "packages", id), record.imageUrl);
    if (current.value.destinationId !== record.destinationId) {
      op.delete(KEYS.packageByDestination(current.value.destinationId, id));
      await linkDestination(kv, op, record.destinationId, id);
    }
    await recordCatalogueWrite(kv, op, { collection: "packages", ctx: audit, action: options.action ?? "update", before: current.value, after: record });
    await options.also?.(op);
    return { op, result: record };
  });
  return (await getPackage(kv, id))!;
}

/** Writes one language's translation of a package (docs/decisions/007-translated-catalogue.md). */
export function translatePackage(kv: Deno.Kv, id: string, change: Parameters<typeof writeTranslation>[4], audit?: AuditContext) {
  return writeTranslation<TravelPackage>(kv, KEYS.package(id), { collection: "packages", id }, PACKAGE_NOT_FOUND, change, audit);
}

/**
 * Deletes a package; its activities stay, without the link
 * (docs/decisions/006-deleting-a-package-keeps-its-activities.md), each checked against the copy
 * read. More activities than one commit rewrites (`firstRewriteBatch`) are unlinked in commits before the delete's own; a failure between
 * leaves those unlinked and the package in place, and deleting again finishes.
 */
export async function deletePackage(kv: Deno.Kv, id: string, audit?: AuditContext, options: WriteOptions = {}): Promise<void> {
  for (let deleted = false; !deleted;) {
    deleted = await transact(async () => {
      const current = await kv.get<TravelPackage>(KEYS.package(id));
      if (!current.value) throw notFound(PACKAGE_NOT_FOUND);
      const guard = await kv.get(KEYS.linksGuard("package", id));
      const linked = await listIndexIds(kv, KEYS.activitiesByPackage(id));
      const activities = await Promise.all(linked.map((activityId) => kv.get<Activity>(KEYS.activity(activityId))));
      const batch = firstRewriteBatch(activities, (activity) => activity.value);
      const op = kv.atomic().check(current);
      for (const [i, activity] of batch.entries()) {
        op.delete(KEYS.activityByPackage(id, linked[i]));
        if (activity.value) {
          const { packageId: _dropped, ...unlinked } = activity.value;
          markChanged(op.check(activity).set(activity.key, unlinked), "activities", linked[i]);
        }
      }
      if (batch.length < linked.length) return { op, result: false };
      op.check(guard).delete(KEYS.package(id)).delete(guard.key).delete(KEYS.packageByDestination(current.value.destinationId, id));
      forgetChanged(op, "packages", id);
      await recordCatalogueWrite(kv, op, { collection: "packages", ctx: audit, action: options.action ?? "delete", before: current.value, after: null });
      await options.also?.(op);
      return { op, result: true };
    });
  }
}

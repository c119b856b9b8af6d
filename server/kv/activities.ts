/** Activities on Deno KV. An activity may point at an existing package. */
import type { z } from "zod";
import type { Activity, activityInput } from "../../contract/catalogue.ts";
import { badRequest, notFound } from "../errors.ts";
import { forgetChanged, markChanged } from "./catalogue-changes.ts";
import { newId } from "./ids.ts";
import { KEYS } from "./keys.ts";
import { guardMediaUse } from "./media-uses.ts";
import { assertFresh, listValues, transact, withVersion } from "./records.ts";
import { translationsField, writeTranslation } from "./translations.ts";
import type { AuditContext } from "./audit.ts";
import { recordCatalogueWrite, type WriteOptions } from "./catalogue-history.ts";

type ActivityData = Omit<z.output<typeof activityInput>, "version">;
export const ACTIVITY_NOT_FOUND = "Activity not found.";
export const UNKNOWN_PACKAGE = "The selected package does not exist.";

export async function listActivities(kv: Deno.Kv): Promise<Activity[]> {
  return (await listValues<Activity>(kv, KEYS.activities())).map((e) => withVersion(e)!);
}

export async function getActivity(kv: Deno.Kv, id: string): Promise<Activity | null> {
  return withVersion(await kv.get<Activity>(KEYS.activity(id)));
}

/** Drops undefined optional fields so stored records hold only what was given. */
function clean(data: ActivityData, id: string): Activity {
  const record: Activity = { id, name: data.name, location: data.location, description: data.description };
  if (data.price !== undefined) record.price = data.price;
  if (data.imageUrl !== undefined) record.imageUrl = data.imageUrl;
  if (data.packageId !== undefined) record.packageId = data.packageId;
  return { ...record, ...translationsField(data.translations) };
}

async function linkPackage(kv: Deno.Kv, op: Deno.AtomicOperation, packageId: string, id: string) {
  const pkg = await kv.get(KEYS.package(packageId));
  if (pkg.value === null) throw badRequest(UNKNOWN_PACKAGE, [{ path: "packageId", message: UNKNOWN_PACKAGE }]);
  op.check(pkg).set(KEYS.linksGuard("package", packageId), Date.now()).set(KEYS.activityByPackage(packageId, id), true);
}

export async function createActivity(kv: Deno.Kv, input: ActivityData, audit?: AuditContext, options: WriteOptions = {}): Promise<Activity> {
  const record = clean(input, options.id ?? newId());
  await transact(async () => {
    const op = kv.atomic().check({ key: KEYS.activity(record.id), versionstamp: null }).set(KEYS.activity(record.id), record);
    guardMediaUse(markChanged(op, "activities", record.id), record.imageUrl);
    if (record.packageId) await linkPackage(kv, op, record.packageId, record.id);
    await recordCatalogueWrite(kv, op, { collection: "activities", ctx: audit, action: options.action ?? "create", before: null, after: record });
    await options.also?.(op);
    return { op, result: record };
  });
  return (await getActivity(kv, record.id))!;
}

export async function updateActivity(
  kv: Deno.Kv,
  id: string,
  input: ActivityData & { version?: string },
  audit?: AuditContext,
  options: WriteOptions = {},
): Promise<Activity> {
  const { version, ...data } = input;
  await transact(async () => {
    const current = await kv.get<Activity>(KEYS.activity(id));
    if (!current.value) throw notFound(ACTIVITY_NOT_FOUND);
    assertFresh(version, current.versionstamp);
    const record = clean({ ...data, translations: data.translations ?? current.value.translations }, id);
    const op = guardMediaUse(markChanged(kv.atomic().check(current).set(KEYS.activity(id), record), "activities", id), record.imageUrl);
    if (current.value.packageId !== record.packageId) {
      if (current.value.packageId) op.delete(KEYS.activityByPackage(current.value.packageId, id));
      if (record.packageId) await linkPackage(kv, op, record.packageId, id);
    }
    await recordCatalogueWrite(kv, op, { collection: "activities", ctx: audit, action: options.action ?? "update", before: current.value, after: record });
    await options.also?.(op);
    return { op, result: record };
  });
  return (await getActivity(kv, id))!;
}

/** Writes one language's translation of an activity (docs/decisions/007-translated-catalogue.md). */
export function translateActivity(kv: Deno.Kv, id: string, change: Parameters<typeof writeTranslation>[4], audit?: AuditContext) {
  return writeTranslation<Activity>(kv, KEYS.activity(id), { collection: "activities", id }, ACTIVITY_NOT_FOUND, change, audit);
}

export async function deleteActivity(kv: Deno.Kv, id: string, audit?: AuditContext, options: WriteOptions = {}): Promise<void> {
  await transact(async () => {
    const current = await kv.get<Activity>(KEYS.activity(id));
    if (!current.value) throw notFound(ACTIVITY_NOT_FOUND);
    const op = forgetChanged(kv.atomic().check(current).delete(KEYS.activity(id)), "activities", id);
    if (current.value.packageId) op.delete(KEYS.activityByPackage(current.value.packageId, id));
    await recordCatalogueWrite(kv, op, { collection: "activities", ctx: audit, action: options.action ?? "delete", before: current.value, after: null });
    await options.also?.(op);
    return { op, result: undefined };
  });
}

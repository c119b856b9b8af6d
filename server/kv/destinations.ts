/**
 * Destinations on Deno KV. A destination that still has packages cannot be deleted (docs/decisions/005-deleting-a-destination-that-still-has-packages.md).
 */
import type { z } from "zod";
import type { Destination, destinationInput } from "../../contract/catalogue.ts";
import { conflict, notFound, withValues } from "../errors.ts";
import { forgetChanged, markChanged } from "./catalogue-changes.ts";
import { newId } from "./ids.ts";
import { KEYS } from "./keys.ts";
import { guardMediaUse } from "./media-uses.ts";
import { assertFresh, listIndexIds, listValues, transact, withVersion } from "./records.ts";
import { translationsField, writeTranslation } from "./translations.ts";
import type { AuditContext } from "./audit.ts";
import { recordCatalogueWrite, type WriteOptions } from "./catalogue-history.ts";

type DestinationData = Omit<z.output<typeof destinationInput>, "version">;
export const DESTINATION_NOT_FOUND = "Destination not found.";

export async function listDestinations(kv: Deno.Kv): Promise<Destination[]> {
  return (await listValues<Destination>(kv, KEYS.destinations())).map((e) => withVersion(e)!);
}

export async function getDestination(kv: Deno.Kv, id: string): Promise<Destination | null> {
  return withVersion(await kv.get<Destination>(KEYS.destination(id)));
}

export async function createDestination(kv: Deno.Kv, input: DestinationData, audit?: AuditContext, options: WriteOptions = {}): Promise<Destination> {
  const record: Destination = { id: options.id ?? newId(), ...input };
  const key = KEYS.destination(record.id);
  const op = markChanged(kv.atomic().check({ key, versionstamp: null }).set(key, record), "destinations", record.id);
  await recordCatalogueWrite(kv, op, { collection: "destinations", ctx: audit, action: options.action ?? "create", before: null, after: record });
  await options.also?.(op);
  const res = await guardMediaUse(op, record.imageUrl).commit();
  if (!res.ok) throw conflict("Could not create the destination. Please try again.");
  return { ...record, version: res.versionstamp };
}

export async function updateDestination(
  kv: Deno.Kv,
  id: string,
  input: DestinationData & { version?: string },
  audit?: AuditContext,
  options: WriteOptions = {},
): Promise<Destination> {
  const { version, translations, ...data } = input;
  await transact(async () => {
    const current = await kv.get<Destination>(KEYS.destination(id));
    if (!current.value) throw notFound(DESTINATION_NOT_FOUND);
    assertFresh(version, current.versionstamp);
    const record: Destination = { ...data, id, ...translationsField(translations ?? current.value.translations) };
    const op = markChanged(kv.atomic().check(current).set(KEYS.destination(id), record), "destinations", id);
    await recordCatalogueWrite(kv, op, { collection: "destinations", ctx: audit, action: options.action ?? "update", before: current.value, after: record });
    await options.also?.(op);
    return { op: guardMediaUse(op, record.imageUrl), result: record };
  });
  return (await getDestination(kv, id))!;
}

/** Writes one language's translation of a destination (docs/decisions/007-translated-catalogue.md). */
export function translateDestination(kv: Deno.Kv, id: string, change: Parameters<typeof writeTranslation>[4], audit?: AuditContext) {
  return writeTranslation<Destination>(kv, KEYS.destination(id), { collection: "destinations", id }, DESTINATION_NOT_FOUND, change, audit);
}

export async function deleteDestination(kv: Deno.Kv, id: string, audit?: AuditContext, options: WriteOptions = {}): Promise<void> {
  await transact(async () => {
    const current = await kv.get<Destination>(KEYS.destination(id));
    if (!current.value) throw notFound(DESTINATION_NOT_FOUND);
    const guard = await kv.get(KEYS.linksGuard("destination", id));
    const linked = await listIndexIds(kv, KEYS.packagesByDestination(id));
    if (linked.length > 0) {
      throw conflict(withValues(
        "This destination still has {count, plural, one {# package} other {# packages}}. Move them to another destination or delete them first.",
        { count: linked.length },
      ));
    }
    const op = forgetChanged(kv.atomic().check(current, guard).delete(KEYS.destination(id)).delete(guard.key), "destinations", id);
    await recordCatalogueWrite(kv, op, { collection: "destinations", ctx: audit, action: options.action ?? "delete", before: current.value, after: null });
    await options.also?.(op);
    return { op, result: undefined };
  });
}

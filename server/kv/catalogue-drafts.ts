/**
 * Staff's unpublished copies of catalogue items (`KEYS.catalogueDraft`): a new item saved as a draft
 * or scheduled, or a draft or schedule of a change to a published item. The public record
 * (`KEYS.package(id)`, ...) holds only what is published, so every public read (the API, pages,
 * search, the sitemap, the concierge) shows published items without filtering anything; the copy
 * replaces it when it is published, in the publish's own commit (`consumeDraft`, through the item's
 * store). A scheduled copy has an entry in the publishing schedule (`KEYS.publishSchedule`, by time),
 * written in the same commit, and every schedule change rewrites `KEYS.publishScheduleChanged` so
 * the publishers (server/services/publishing.ts) on every instance look again.
 * A copy's parent (a package's destination, an activity's package) may be a draft too; its
 * publication needs the parent published (the store's own link check). A copy that shows an
 * uploaded image guards it like a published item (media-uses.ts), so the file is not deleted from
 * under it.
 */
import type { PublicationStatus } from "../../contract/publication.ts";
import type { CatalogueCollection } from "../../contract/catalogue-collections.ts";
import { badRequest, conflict, notFound, STALE_EDIT_MESSAGE } from "../errors.ts";
import { UNKNOWN_PACKAGE } from "./activities.ts";
import type { AuditContext } from "./audit.ts";
import { recordCatalogueWrite } from "./catalogue-history.ts";
import { KEYS } from "./keys.ts";
import { guardMediaUse } from "./media-uses.ts";
import { UNKNOWN_DESTINATION } from "./packages.ts";
import { assertFresh, listValues, transact, withoutUndefined } from "./records.ts";
import { translationsField, writeTranslation } from "./translations.ts";

type Fields = { id: string } & Record<string, unknown>;

/** A stored copy: the item's fields, its status, and for a scheduled one its time and who scheduled it. */
export type StaffCopy = Fields & {
  status: Exclude<PublicationStatus, "published">;
  publishAt?: string;
  /** Who scheduled it: the scheduled publish is recorded in the audit log as theirs. */
  scheduledBy?: AuditContext;
};

/** An item as staff see it: the copy, or the published record, with its status and `live`. */
export type StaffItem = Fields & { status: PublicationStatus; publishAt?: string; live: boolean; version: string };

const PUBLIC_KEY: Record<CatalogueCollection, (id: string) => Deno.KvKey> = {
  destinations: KEYS.destination,
  packages: KEYS.package,
  activities: KEYS.activity,
};

/** The field that links an item to its parent, the parent's collection and the message when it is unknown. */
const PARENT: Partial<Record<CatalogueCollection, { field: string; collection: CatalogueCollection; message: string }>> = {
  packages: { field: "destinationId", collection: "destinations", message: UNKNOWN_DESTINATION },
  activities: { field: "packageId", collection: "packages", message: UNKNOWN_PACKAGE },
};

/** The item as staff see it from its published entry and its copy (either may be missing, not both). */
function staffItem(live: Deno.KvEntryMaybe<Fields>, copy: Deno.KvEntryMaybe<StaffCopy>): StaffItem | null {
  if (copy.value) {
    const { scheduledBy: _who, ...fields } = copy.value;
    return { ...fields, live: live.value !== null, version: copy.versionstamp! };
  }
  return live.value ? { ...live.value, status: "published", live: true, version: live.versionstamp! } : null;
}

/** One item as staff see it; null when it has neither a published record nor a copy. */
export async function getStaffItem(kv: Deno.Kv, collection: CatalogueCollection, id: string): Promise<StaffItem | null> {
  const [live, copy] = await kv.getMany<[Fields, StaffCopy]>([PUBLIC_KEY[collection](id), KEYS.catalogueDraft(collection, id)]);
  return staffItem(live, copy);
}

/** The staff's copy of an item, with its versionstamp as `version`; null when it has none. */
export async function getDraft(kv: Deno.Kv, collection: CatalogueCollection, id: string): Promise<(StaffCopy & { version: string }) | null> {
  const copy = await kv.get<StaffCopy>(KEYS.catalogueDraft(collection, id));
  return copy.value ? { ...copy.value, version: copy.versionstamp! } : null;
}

/** Every item of a collection as staff see it, published ones with their copies applied, in id (creation) order. */
export async function listStaffItems(kv: Deno.Kv, collection: CatalogueCollection, published: Fields[]): Promise<StaffItem[]> {
  const copies = new Map((await listValues<StaffCopy>(kv, KEYS.catalogueDrafts(collection))).map((e) => [e.value.id, e]));
  const none = { value: null, versionstamp: null } as const;
  const items: StaffItem[] = [];
  for (const record of published) {
    const { version, ...fields } = record as Fields & { version: string };
    items.push(staffItem({ key: [], value: fields, versionstamp: version }, copies.get(record.id) ?? { key: [], ...none })!);
    copies.delete(record.id);
  }
  for (const copy of copies.values()) items.push(staffItem({ key: [], ...none }, copy)!);
  return items.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Adds to `op` the check that the copy's parent exists, published or as a copy. */
async function checkParent(kv: Deno.Kv, op: Deno.AtomicOperation, collection: CatalogueCollection, record: Record<string, unknown>) {
  const parent = PARENT[collection];
  const parentId = parent ? record[parent.field] : undefined;
  if (!parent || typeof parentId !== "string") return;
  const [live, copy] = await kv.getMany([PUBLIC_KEY[parent.collection](parentId), KEYS.catalogueDraft(parent.collection, parentId)]);
  if (live.value === null && copy.value === null) throw badRequest(parent.message, [{ path: parent.field, message: parent.message }]);
  op.check(live, copy);
}

/** Adds to `op` the removal of a copy's schedule entry, if it has one. */
function dropSchedule(op: Deno.AtomicOperation, collection: CatalogueCollection, copy: StaffCopy | null) {
  if (!copy?.publishAt) return;
  op.delete(KEYS.publishSchedule(Date.parse(copy.publishAt), collection, copy.id)).set(KEYS.publishScheduleChanged(), Date.now());
}

/** What the history and the audit log keep of a copy (never who scheduled it: that holds an address). */
const recorded = ({ scheduledBy: _who, ...fields }: StaffCopy) => fields;

/**
 * Saves staff's copy of an item as a draft or scheduled at `publishAt` (milliseconds), leaving its
 * published record (if any) as it is; `isNew` for an item that does not exist yet. `version` is the
 * one the editor started from (the copy's, or the published record's when there is no copy).
 * Recorded in the history and the audit log (create, schedule or update) in the same commit, with
 * what `also` adds to it (on each attempt).
 */
export async function saveDraft(
  kv: Deno.Kv,
  change: {
    collection: CatalogueCollection;
    id: string;
    isNew: boolean;
    notFoundMessage: string;
    data: Record<string, unknown> & { translations?: object };
    status: StaffCopy["status"];
    publishAt?: number;
    version?: string;
  },
  audit?: AuditContext,
  also?: (op: Deno.AtomicOperation) => Promise<void>,
): Promise<StaffItem> {
  const { collection, id } = change;
  const copyKey = KEYS.catalogueDraft(collection, id);
  await transact(async () => {
    const [live, copy] = await kv.getMany<[Fields, StaffCopy]>([PUBLIC_KEY[collection](id), copyKey]);
    const before = staffItem(live, copy);
    if (!change.isNew && !before) throw notFound(change.notFoundMessage);
    assertFresh(change.version, before?.version ?? null);
    const { translations, ...data } = change.data;
    const record: StaffCopy = {
      ...withoutUndefined(data),
      id,
      ...translationsField(translations ?? (before?.translations as object | undefined)),
      status: change.status,
      ...(change.publishAt !== undefined ? { publishAt: new Date(change.publishAt).toISOString(), ...(audit ? { scheduledBy: audit } : {}) } : {}),
    };
    const op = guardMediaUse(kv.atomic().check(live, copy).set(copyKey, record), record.imageUrl as string | undefined);
    await checkParent(kv, op, collection, record);
    await also?.(op);
    dropSchedule(op, collection, copy.value);
    if (change.publishAt !== undefined) op.set(KEYS.publishSchedule(change.publishAt, collection, id), true).set(KEYS.publishScheduleChanged(), Date.now());
    const action = change.isNew ? "create" : change.status === "scheduled" ? "schedule" : "update";
    const { version: _v, live: _l, ...shownBefore } = before ?? { version: "", live: false };
    await recordCatalogueWrite(kv, op, { collection, ctx: audit, action, before: before ? shownBefore as Fields : null, after: recorded(record) });
    return { op, result: undefined };
  });
  return (await getStaffItem(kv, collection, id))!;
}

/** Writes one language's translation into staff's copy (the published record keeps its own until the copy is published). */
export async function translateDraft(
  kv: Deno.Kv,
  item: { collection: CatalogueCollection; id: string },
  notFoundMessage: string,
  change: Parameters<typeof writeTranslation>[4],
  audit?: AuditContext,
): Promise<StaffItem> {
  await writeTranslation(kv, KEYS.catalogueDraft(item.collection, item.id), item, notFoundMessage, change, audit);
  return (await getStaffItem(kv, item.collection, item.id))!;
}

/**
 * What a publish adds to the item's write: the copy's removal (checked unchanged since the editor's
 * `expected` version) and its schedule entry's. Refused when the copy is gone or changed.
 */
export function consumeDraft(kv: Deno.Kv, collection: CatalogueCollection, id: string, expected?: string) {
  return async (op: Deno.AtomicOperation) => {
    const copy = await kv.get<StaffCopy>(KEYS.catalogueDraft(collection, id));
    if (!copy.value) throw conflict(STALE_EDIT_MESSAGE);
    assertFresh(expected, copy.versionstamp);
    op.check(copy).delete(copy.key);
    dropSchedule(op, collection, copy.value);
  };
}

/** What a delete of a published item adds: its copy's removal, if it has one. */
export function dropDraft(kv: Deno.Kv, collection: CatalogueCollection, id: string) {
  return async (op: Deno.AtomicOperation) => {
    const copy = await kv.get<StaffCopy>(KEYS.catalogueDraft(collection, id));
    op.check(copy);
    if (copy.value) op.delete(copy.key);
    dropSchedule(op, collection, copy.value);
  };
}

/** What an unpublish adds: the published fields kept as a draft, unless the item has a copy already. */
export function keepAsDraft(kv: Deno.Kv, collection: CatalogueCollection, id: string) {
  return async (op: Deno.AtomicOperation) => {
    const [live, copy] = await kv.getMany<[Fields, StaffCopy]>([PUBLIC_KEY[collection](id), KEYS.catalogueDraft(collection, id)]);
    op.check(live, copy);
    if (!copy.value && live.value) op.set(copy.key, { ...live.value, status: "draft" } satisfies StaffCopy);
  };
}

/** Deletes an item that only has a copy (never published), recorded as a delete. */
export async function deleteDraftOnly(kv: Deno.Kv, collection: CatalogueCollection, id: string, notFoundMessage: string, audit?: AuditContext) {
  await transact(async () => {
    const [live, copy] = await kv.getMany<[Fields, StaffCopy]>([PUBLIC_KEY[collection](id), KEYS.catalogueDraft(collection, id)]);
    if (!copy.value || live.value) throw notFound(notFoundMessage);
    const op = kv.atomic().check(live, copy).delete(copy.key);
    dropSchedule(op, collection, copy.value);
    await recordCatalogueWrite(kv, op, { collection, ctx: audit, action: "delete", before: recorded(copy.value), after: null });
    return { op, result: undefined };
  });
}

/** A scheduled publication that is due: the item and its time (milliseconds). */
export type DuePublication = { collection: CatalogueCollection; id: string; at: number };

/** The scheduled publications due at `now`, earliest first. */
export async function duePublications(kv: Deno.Kv, now: number): Promise<DuePublication[]> {
  const due: DuePublication[] = [];
  for await (const entry of kv.list({ start: [...KEYS.publishSchedules(), 0], end: [...KEYS.publishSchedules(), now + 1] })) {
    const [, at, collection, id] = entry.key as [string, number, CatalogueCollection, string];
    due.push({ collection, id, at });
  }
  return due;
}

/** The earliest scheduled time (milliseconds), or null when nothing is scheduled. */
export async function nextPublicationAt(kv: Deno.Kv): Promise<number | null> {
  for await (const entry of kv.list({ prefix: KEYS.publishSchedules() }, { limit: 1 })) return entry.key[1] as number;
  return null;
}

/** Turns a scheduled copy that could not be published back into a draft (its schedule dropped). */
export async function unschedule(kv: Deno.Kv, collection: CatalogueCollection, id: string): Promise<void> {
  const copy = await kv.get<StaffCopy>(KEYS.catalogueDraft(collection, id));
  if (!copy.value) return;
  const { publishAt: _at, scheduledBy: _who, ...rest } = copy.value;
  const op = kv.atomic().check(copy).set(copy.key, { ...rest, status: "draft" });
  dropSchedule(op, collection, copy.value);
  await op.commit();
}

/** Calls `onChange` now and after every change to the schedule, made by any instance; stops when `signal` aborts. */
export async function watchSchedule(kv: Deno.Kv, onChange: () => void, signal: AbortSignal): Promise<void> {
  const stream = kv.watch([KEYS.publishScheduleChanged()]);
  const reader = stream.getReader();
  signal.addEventListener("abort", () => void reader.cancel().catch(() => {}), { once: true });
  try {
    while (!signal.aborted) {
      const { done } = await reader.read();
      if (done) return;
      onChange();
    }
  } catch {
    // the database was closed
  }
}

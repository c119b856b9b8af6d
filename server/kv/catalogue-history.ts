/**
 * The catalogue's history: every saved state of a destination, package or activity, with who saved
 * it and when, kept beside the item (`KEYS.itemVersion`) for 400 days and written in the SAME atomic
 * operation as the write that made it, together with the write's audit entry (`recordCatalogueWrite`).
 * An item saved before history existed gets its state kept as "original" on its first change.
 */
import type { AuditAction, AuditEntity, CatalogueVersion } from "../../contract/audit.ts";
import type { CatalogueCollection } from "../../contract/catalogue-collections.ts";
import { addAudit, AUDIT_RETENTION_MS, type AuditContext } from "./audit.ts";
import { differing } from "./audit-fields.ts";
import { newId } from "./ids.ts";
import { KEYS } from "./keys.ts";

const ENTITY: Record<CatalogueCollection, AuditEntity> = {
  destinations: "destination",
  packages: "package",
  activities: "activity",
};

type ItemRecord = { id: string } & Record<string, unknown>;

/** What a catalogue write is recorded as, in the item's history and the audit log. */
export type CatalogueAction = Extract<AuditAction, "create" | "update" | "translate" | "restore" | "replace_image" | "delete" | "publish" | "schedule" | "unpublish">;

/**
 * A store write's options: the id of an item created from its draft, the action it is recorded as,
 * and what else goes into its commit (`also`: the draft a publish consumes, the copy an unpublish keeps),
 * added on each attempt after the write's own reads.
 */
export type WriteOptions = { id?: string; action?: CatalogueAction; also?: (op: Deno.AtomicOperation) => Promise<void> };

function addVersion(
  op: Deno.AtomicOperation,
  collection: CatalogueCollection,
  record: ItemRecord,
  ctx: AuditContext | undefined,
  action: string,
  at: string,
) {
  const { version: _version, ...fields } = record;
  const saved: CatalogueVersion = {
    id: newId(),
    at,
    ...(ctx ? { actorId: ctx.actorId, actorName: ctx.actorName } : {}),
    action,
    record: fields,
  };
  op.set(KEYS.itemVersion(collection, record.id, saved.id), saved, { expireIn: AUDIT_RETENTION_MS });
}

/**
 * Adds to `op` what a catalogue write leaves behind: the new state as a version (none for a delete)
 * and the audit entry with the fields before and after. `before` is the state the write replaces
 * (null for a create); on an item's first recorded change it is kept as the "original" version.
 */
export async function recordCatalogueWrite(
  kv: Deno.Kv,
  op: Deno.AtomicOperation,
  change: {
    collection: CatalogueCollection;
    ctx: AuditContext | undefined;
    action: CatalogueAction;
    before: ItemRecord | null;
    after: ItemRecord | null;
    /** For a translation: the language, so the entry shows only that language's fields. */
    lang?: string;
  },
): Promise<void> {
  const { collection, ctx, action, before, after } = change;
  const id = (after ?? before)!.id;
  // One moment for the save: its version and its audit entry show the same time.
  const at = new Date().toISOString();
  if (before && after) {
    const known = kv.list({ prefix: KEYS.itemVersions(collection, id) }, { limit: 1 });
    if ((await known.next()).done) addVersion(op, collection, before, undefined, "original", at);
  }
  if (after) addVersion(op, collection, after, ctx, action, at);
  const entity = ENTITY[collection];
  // (An AtomicOperation is never returned from an async function: awaiting it would call its `then`.)
  if (!before) addAudit(op, ctx, { entity, entityId: id, action, at, after: withoutVersion(after!) });
  else if (!after) addAudit(op, ctx, { entity, entityId: id, action, at, before: withoutVersion(before) });
  else if (change.lang) {
    const of = (r: ItemRecord) => ({ translations: { [change.lang!]: (r.translations as Record<string, unknown>)?.[change.lang!] ?? {} } });
    addAudit(op, ctx, { entity, entityId: id, action, at, before: of(before), after: of(after) });
  } else {
    const diff = differing(before, after);
    addAudit(op, ctx, { entity, entityId: id, action, at, before: diff.before, after: diff.after });
  }
}

function withoutVersion(record: ItemRecord): Record<string, unknown> {
  const { version: _version, ...fields } = record;
  return fields;
}

/** An item's saved versions, newest first. */
export async function listItemVersions(kv: Deno.Kv, collection: CatalogueCollection, id: string): Promise<CatalogueVersion[]> {
  const versions: CatalogueVersion[] = [];
  for await (const entry of kv.list<CatalogueVersion>({ prefix: KEYS.itemVersions(collection, id) }, { reverse: true })) {
    versions.push(entry.value);
  }
  return versions;
}

export async function getItemVersion(kv: Deno.Kv, collection: CatalogueCollection, id: string, versionId: string) {
  return (await kv.get<CatalogueVersion>(KEYS.itemVersion(collection, id, versionId))).value;
}

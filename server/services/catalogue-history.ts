/**
 * A catalogue item's earlier versions and their restore. A restore writes the version's fields as a
 * new version (so nothing is lost), through the item's own update with its stale-edit check; a
 * version whose destination (or package) no longer exists is refused with what to do instead, and
 * so is one whose image was deleted from the media library (checked in the restore's own commit),
 * unless it is restored keeping the item's current image.
 */
import { AUDIT_TEXTS, type CatalogueVersion } from "../../contract/audit.ts";
import type { CatalogueCollection } from "../../contract/catalogue-collections.ts";
import { conflict, notFound } from "../errors.ts";
import type { AuditContext } from "../kv/audit.ts";
import { getItemVersion, listItemVersions } from "../kv/catalogue-history.ts";
import { KEYS } from "../kv/keys.ts";
import { getStaffItem } from "../kv/catalogue-drafts.ts";
import { requireShownMedia } from "../kv/media.ts";
import { CATALOGUE_WRITES, type CatalogueWriteDeps } from "./catalogue.ts";

/** The item's versions, newest first; an unknown item is not found. */
export async function itemVersions(
  kv: Deno.Kv,
  collection: CatalogueCollection,
  id: string,
  notFoundMessage: string,
): Promise<CatalogueVersion[]> {
  if (!await getStaffItem(kv, collection, id)) throw notFound(notFoundMessage);
  return await listItemVersions(kv, collection, id);
}

/** Refuses a version that links to an item deleted since. */
async function assertLinksExist(kv: Deno.Kv, collection: CatalogueCollection, record: Record<string, unknown>) {
  if (collection === "packages" && (await kv.get(KEYS.destination(String(record.destinationId)))).value === null) {
    throw conflict(AUDIT_TEXTS.destinationGone);
  }
  if (collection === "activities" && record.packageId && (await kv.get(KEYS.package(String(record.packageId)))).value === null) {
    throw conflict(AUDIT_TEXTS.packageGone);
  }
}

/**
 * Writes version `versionId` of the item as its newest version; `expected` is the item's version the
 * editor saw; `keepImage` keeps the image the item shows now instead of the version's.
 */
export async function restoreItemVersion(
  deps: CatalogueWriteDeps,
  change: { collection: CatalogueCollection; id: string; versionId: string; expected?: string; keepImage?: boolean },
  audit: AuditContext,
) {
  const { collection, id, versionId, expected } = change;
  const saved = await getItemVersion(deps.kv, collection, id, versionId);
  if (!saved) throw notFound(AUDIT_TEXTS.versionNotFound);
  const { id: _id, status: _status, publishAt: _at, imageUrl: versionImage, ...rest } = saved.record;
  // A published item is restored published; a draft or scheduled one as a draft.
  const current = await getStaffItem(deps.kv, collection, id);
  const imageUrl = change.keepImage ? current?.imageUrl : versionImage;
  const fields: Record<string, unknown> = { ...rest, ...(imageUrl !== undefined ? { imageUrl } : {}) };
  await assertLinksExist(deps.kv, collection, fields);
  const status = current && current.status !== "published" ? "draft" : undefined;
  // No translations in the version means none: the restore removes those added since.
  const data = { ...fields, translations: fields.translations ?? {}, version: expected, ...(status ? { status } : {}) };
  return await CATALOGUE_WRITES[collection].update(deps, id, data as never, audit, "restore", requireShownMedia(deps.kv, imageUrl));
}

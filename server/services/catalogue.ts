/**
 * The catalogue's write use cases: create, update and delete a destination, a package or an
 * activity, one language's translation of one, and its publication: a write's `status` publishes
 * it (the default), keeps it as staff's draft, or schedules it for `publishAt` (a time already past
 * publishes at once); `publish` and `unpublish` change only the status. A draft or schedule of a
 * published item leaves the published version public until the copy is published. The stores do
 * the work; every write that changes what the public sees then marks the public answers stale
 * (`deps.catalogue.invalidate()`), also when it fails half-way (a stale mark loses nothing).
 * Callers check permissions and validate the input first.
 */
import * as activities from "../kv/activities.ts";
import * as destinations from "../kv/destinations.ts";
import * as packages from "../kv/packages.ts";
import {
  consumeDraft,
  deleteDraftOnly,
  dropDraft,
  getDraft,
  getStaffItem,
  keepAsDraft,
  saveDraft,
  type StaffItem,
  translateDraft,
} from "../kv/catalogue-drafts.ts";
import type { CatalogueAction, WriteOptions } from "../kv/catalogue-history.ts";
import { newId } from "../kv/ids.ts";
import type { CatalogueCollection } from "../../contract/catalogue-collections.ts";
import type { TranslationLanguage } from "../../contract/languages.ts";
import { PUBLICATION_TEXTS, type PublicationStatus } from "../../contract/publication.ts";
import { badRequest, conflict, notFound } from "../errors.ts";
import type { CatalogueReads } from "./catalogue-reads.ts";
import type { AuditContext } from "../kv/audit.ts";

/** What a write needs: the database and the read service it makes stale. */
export type CatalogueWriteDeps = { kv: Deno.Kv; catalogue: Pick<CatalogueReads, "invalidate"> };

/** One language's fields of an item, and the version the editor started from. */
export type TranslationChange = { lang: TranslationLanguage; translation: object; version?: string };

/** An update, or a restore of an earlier version (recorded as such in the history and the audit log). */
type UpdateAction = "update" | "restore";

/** A write's publication fields (contract/catalogue.ts). */
type Publishing = { status?: PublicationStatus; publishAt?: string; version?: string };

type Store<D, T> = {
  collection: CatalogueCollection;
  notFound: string;
  get: (kv: Deno.Kv, id: string) => Promise<T | null>;
  create: (kv: Deno.Kv, data: D, audit?: AuditContext, options?: WriteOptions) => Promise<T>;
  update: (kv: Deno.Kv, id: string, data: D, audit?: AuditContext, options?: WriteOptions) => Promise<T>;
  translate: (kv: Deno.Kv, id: string, change: TranslationChange, audit?: AuditContext) => Promise<T>;
  remove: (kv: Deno.Kv, id: string, audit?: AuditContext, options?: WriteOptions) => Promise<void>;
};

/** What a write answers: the item as staff see it (a published one with `status: "published"`). */
export type Saved<T> = T | StaffItem;

/** Each write takes the audit context of the staff member making it, recorded in the write's own commit. */
export type CatalogueWrites<D, T> = {
  create: (deps: CatalogueWriteDeps, data: D, audit?: AuditContext) => Promise<Saved<T>>;
  /** `also`: what else goes into the write's commit, on each attempt (a restore's check of its image). */
  update: (deps: CatalogueWriteDeps, id: string, data: D, audit?: AuditContext, action?: UpdateAction, also?: WriteOptions["also"]) => Promise<Saved<T>>;
  translate: (deps: CatalogueWriteDeps, id: string, change: TranslationChange, audit?: AuditContext) => Promise<Saved<T>>;
  remove: (deps: CatalogueWriteDeps, id: string, audit?: AuditContext) => Promise<void>;
  /** Publishes staff's copy now; `expected` is the copy's version the editor saw. */
  publish: (deps: CatalogueWriteDeps, id: string, expected: string | undefined, audit?: AuditContext) => Promise<Saved<T>>;
  /** Takes a published item off the public site, keeping it as a draft. */
  unpublish: (deps: CatalogueWriteDeps, id: string, audit?: AuditContext) => Promise<Saved<T>>;
};

async function thenInvalidate<R>(deps: CatalogueWriteDeps, write: () => Promise<R>): Promise<R> {
  try {
    return await write();
  } finally {
    await deps.catalogue.invalidate();
  }
}

/** A record just published, as staff see it (other writes of a published item answer the record as it always was). */
const published = <T>(record: T): T => ({ ...record, status: "published", live: true });

/** The write's content and its publication: the status it asks for, and when (ms) for a schedule still ahead. */
function publicationOf<D>(data: D & Publishing): { content: D; status: PublicationStatus; at?: number } {
  const { status = "published", publishAt, ...content } = data;
  if (status !== "scheduled") return { content: content as D, status };
  if (!publishAt) throw badRequest(PUBLICATION_TEXTS.publishAtRequired, [{ path: "publishAt", message: PUBLICATION_TEXTS.publishAtRequired }]);
  const at = Date.parse(publishAt);
  // A time already past publishes at once.
  return at <= Date.now() ? { content: content as D, status: "published" } : { content: content as D, status, at };
}

/** A copy's fields as the item's content (without what only the copy carries). */
function contentOf(copy: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, status: _s, publishAt: _p, scheduledBy: _b, version: _v, live: _l, ...content } = copy;
  return content;
}

function writesOf<D, T>(store: Store<D, T>): CatalogueWrites<D, T> {
  const { collection } = store;

  /** Writes `content` as the published item, consuming its copy (checked against `expected`) in the same commit. */
  async function publishContent(
    deps: CatalogueWriteDeps,
    id: string,
    content: D,
    expected: string | undefined,
    audit: AuditContext | undefined,
    action: CatalogueAction,
    also?: WriteOptions["also"],
  ) {
    const consume = consumeDraft(deps.kv, collection, id, expected);
    const options: WriteOptions = { action, also: also ? async (op) => {
      await consume(op);
      await also(op);
    } : consume };
    return await thenInvalidate(deps, async () =>
      published(
        await store.get(deps.kv, id)
          ? await store.update(deps.kv, id, content, audit, options)
          : await store.create(deps.kv, content, audit, { ...options, id }),
      ));
  }

  const draftOf = (id: string, isNew: boolean, content: Record<string, unknown>, status: PublicationStatus, at?: number) => ({
    collection,
    id,
    isNew,
    notFoundMessage: store.notFound,
    data: contentOf(content),
    status: status as "draft" | "scheduled",
    publishAt: at,
    version: content.version as string | undefined,
  });

  return {
    async create(deps, data, audit) {
      const { content, status, at } = publicationOf(data as D & Publishing);
      if (status !== "published") return await saveDraft(deps.kv, draftOf(newId(), true, content as Record<string, unknown>, status, at), audit);
      return await thenInvalidate(deps, () => store.create(deps.kv, content, audit));
    },
    async update(deps, id, data, audit, action = "update", also) {
      const { content, status, at } = publicationOf(data as D & Publishing);
      if (status !== "published") return await saveDraft(deps.kv, draftOf(id, false, content as Record<string, unknown>, status, at), audit, also);
      const copy = await getDraft(deps.kv, collection, id);
      if (!copy) return await thenInvalidate(deps, () => store.update(deps.kv, id, content, audit, { action, also }));
      // Publishing the edited copy: translations left out are the copy's.
      const { version, ...fields } = content as Record<string, unknown>;
      const withTranslations = { ...fields, translations: fields.translations ?? copy.translations ?? {} } as D;
      return await publishContent(deps, id, withTranslations, version as string | undefined, audit, action === "restore" ? "restore" : "publish", also);
    },
    async translate(deps, id, change, audit) {
      if (!await getDraft(deps.kv, collection, id)) return await thenInvalidate(deps, () => store.translate(deps.kv, id, change, audit));
      return await translateDraft(deps.kv, { collection, id }, store.notFound, change, audit);
    },
    async remove(deps, id, audit) {
      if (await store.get(deps.kv, id)) {
        return await thenInvalidate(deps, () => store.remove(deps.kv, id, audit, { also: dropDraft(deps.kv, collection, id) }));
      }
      await deleteDraftOnly(deps.kv, collection, id, store.notFound, audit);
    },
    async publish(deps, id, expected, audit) {
      const copy = await getDraft(deps.kv, collection, id);
      if (!copy) {
        if (await store.get(deps.kv, id)) throw conflict(PUBLICATION_TEXTS.nothingToPublish);
        throw notFound(store.notFound);
      }
      return await publishContent(deps, id, contentOf(copy) as D, expected ?? copy.version, audit, "publish");
    },
    async unpublish(deps, id, audit) {
      if (!await store.get(deps.kv, id)) {
        if (await getDraft(deps.kv, collection, id)) throw conflict(PUBLICATION_TEXTS.notPublished);
        throw notFound(store.notFound);
      }
      await thenInvalidate(deps, () => store.remove(deps.kv, id, audit, { action: "unpublish", also: keepAsDraft(deps.kv, collection, id) }));
      return (await getStaffItem(deps.kv, collection, id))!;
    },
  };
}

export const destinationWrites = writesOf({
  collection: "destinations",
  notFound: destinations.DESTINATION_NOT_FOUND,
  get: destinations.getDestination,
  create: destinations.createDestination,
  update: destinations.updateDestination,
  translate: destinations.translateDestination,
  remove: destinations.deleteDestination,
});

export const packageWrites = writesOf({
  collection: "packages",
  notFound: packages.PACKAGE_NOT_FOUND,
  get: packages.getPackage,
  create: packages.createPackage,
  update: packages.updatePackage,
  translate: packages.translatePackage,
  remove: packages.deletePackage,
});

export const activityWrites = writesOf({
  collection: "activities",
  notFound: activities.ACTIVITY_NOT_FOUND,
  get: activities.getActivity,
  create: activities.createActivity,
  update: activities.updateActivity,
  translate: activities.translateActivity,
  remove: activities.deleteActivity,
});

/** The writes of each collection. */
export const CATALOGUE_WRITES = { destinations: destinationWrites, packages: packageWrites, activities: activityWrites } as const;

/**
 * The catalogue API: destinations, packages and activities share one shape of routes.
 * Reads are public and answered from the read service (`deps.catalogue`), before the rest of the
 * middleware: GET (and so HEAD) `/{collection}` and `/{collection}/{id}`, in the language of
 * `?lang=` or `Accept-Language` (server/http/language.ts), a list searched with `?q=`. Writes are for
 * administrators and go through the write use cases (server/services/catalogue.ts): the English
 * record, or one language's translation (`PUT /{collection}/{id}/translations/{lang}`), each recorded
 * in the audit log and the item's history; staff read every record with its translations at
 * `GET /admin/catalogue/{collection}`, an item's versions at `GET /{collection}/{id}/versions` and
 * restore one with `POST /{collection}/{id}/versions/{version}/restore`. A write's `status` keeps it
 * as a draft or schedules it (server/services/catalogue.ts); `POST /{collection}/{id}/publish`
 * publishes staff's copy now, `POST /{collection}/{id}/unpublish` takes a published item off the
 * site, and staff read one item as they see it (its draft included) at
 * `GET /admin/catalogue/{collection}/{id}`.
 */
import { Hono } from "hono";
import { z } from "zod";
import { deletedAnswer, idParam } from "../openapi/params.ts";
import { declareOn } from "../openapi/registry.ts";
import type { RouteDoc } from "../openapi/route-doc.ts";
import {
  activity,
  activityInput,
  destination,
  destinationInput,
  packageInput,
  publishInput,
  travelPackage,
} from "../../contract/catalogue.ts";
import { CATALOGUE_COLLECTIONS, type CatalogueCollection } from "../../contract/catalogue-collections.ts";
import { TRANSLATION_INPUTS } from "../../contract/catalogue-translations.ts";
import { SITE_LANGUAGES, TRANSLATION_LANGUAGES, type TranslationLanguage } from "../../contract/languages.ts";
import { LIMITS } from "../../contract/limits.ts";
import { answerResponse, invalidQueryResponse, notFoundResponse } from "../http/catalogue-answers.ts";
import { requestLanguage, UNKNOWN_LANGUAGE_MESSAGE } from "../http/language.ts";
import { translateAnswer } from "../answer-texts/index.ts";
import type { AppEnv } from "../http/context.ts";
import { requestIdOf } from "../http/request-log.ts";
import { pathId, readJson } from "../http/validate.ts";
import { ACTIVITY_NOT_FOUND } from "../kv/activities.ts";
import { DESTINATION_NOT_FOUND } from "../kv/destinations.ts";
import { PACKAGE_NOT_FOUND } from "../kv/packages.ts";
import { activityWrites, type CatalogueWrites, destinationWrites, packageWrites } from "../services/catalogue.ts";
import type { CatalogueReads } from "../services/catalogue-reads.ts";
import { staffCatalogue, staffCatalogueItem } from "../services/catalogue-staff-reads.ts";
import { badRequest } from "../errors.ts";
import { auditOf } from "../http/caller.ts";
import { AUDIT_TEXTS, catalogueVersion, restoreInput } from "../../contract/audit.ts";
import { itemVersions, restoreItemVersion } from "../services/catalogue-history.ts";

const COLLECTIONS: Record<
  CatalogueCollection,
  { one: string; item: z.ZodType; input: z.ZodType; name: string }
> = {
  destinations: { one: "destination", name: "Destination", item: destination, input: destinationInput },
  packages: { one: "package", name: "Package", item: travelPackage, input: packageInput },
  activities: { one: "activity", name: "Activity", item: activity, input: activityInput },
};

/** `?lang=`: the answer's language (else `Accept-Language`, else English), each untranslated field in English. */
const lang = z.enum(SITE_LANGUAGES).optional().meta({
  description: "The language of the answer; without it `Accept-Language` chooses, else English. " +
    "A field with no translation is answered in English. The answer names its language in `Content-Language`.",
});
const listQuery = z.object({
  lang,
  q: z.string().max(LIMITS.shortText).optional().meta({ description: "Words the items must contain, in the language shown." }),
});

const translationParams = idParam.extend({
  lang: z.enum(TRANSLATION_LANGUAGES).meta({ description: "A language other than English." }),
});

const STALE_EDIT =
  "A `version` that is no longer the stored one is refused with 409 (someone saved meanwhile).";

const PUBLICATION = "`status` (`published`, the default; `draft`; `scheduled` with `publishAt`, a date and time with its offset) " +
  "says whether the saved item is public: a draft or scheduled item is answered only to staff, and a draft or schedule of a " +
  "published item leaves the published version public until it is published. A `publishAt` already past publishes at once. " +
  "Staff reads, a publish and a draft or schedule answer `status`, `publishAt` and `live` (a published version is public); " +
  "an item without them is published.";

/** Each route of a collection as the registry declares it. */
function collectionDocs(collection: CatalogueCollection) {
  const { one, name, item, input } = COLLECTIONS[collection];
  const base = `/api/${collection}`;
  const tag = "Catalogue";
  return {
    list: {
      route: `GET ${base}`,
      summary: `List ${collection}`,
      description: `Every ${one}. HEAD answers the same headers without the body; gzip when accepted.`,
      tag,
      operationId: `list${collection[0].toUpperCase()}${collection.slice(1)}`,
      access: "public",
      query: listQuery,
      answer: {
        description: `The ${collection}, as \`{data: {${collection}: [...]}}\`.`,
        schema: z.object({ [collection]: z.array(item) }),
      },
      errors: ["invalid"],
    },
    get: {
      route: `GET ${base}/:id`,
      summary: `Read a ${one}`,
      tag,
      operationId: `get${name}`,
      access: "public",
      params: idParam,
      query: z.object({ lang }),
      answer: { description: `The ${one}.`, schema: item },
      errors: ["not_found", "invalid"],
    },
    create: {
      route: `POST ${base}`,
      summary: `Create a ${one}`,
      tag,
      operationId: `create${name}`,
      description: PUBLICATION,
      access: "admin",
      body: input,
      answer: { status: 201, description: `The stored ${one}.`, schema: item },
      errors: ["conflict"],
    },
    update: {
      route: `PUT ${base}/:id`,
      summary: `Update a ${one}`,
      description: `${STALE_EDIT} ${PUBLICATION}`,
      tag,
      operationId: `update${name}`,
      access: "admin",
      params: idParam,
      body: input,
      answer: { description: `The stored ${one}.`, schema: item },
      errors: ["not_found", "conflict"],
    },
    translate: {
      route: `PUT ${base}/:id/translations/:lang`,
      summary: `Translate a ${one}`,
      description: `One language's fields of the ${one} (an empty body removes that language). ${STALE_EDIT}`,
      tag,
      operationId: `translate${name}`,
      access: "admin",
      params: translationParams,
      body: TRANSLATION_INPUTS[collection],
      answer: { description: `The stored ${one} with its translations.`, schema: item },
      errors: ["not_found", "conflict", "too_large"],
    },
    staffList: {
      route: `GET /api/admin/catalogue/${collection}`,
      summary: `Staff's list of ${collection}`,
      description: "Every record with all its translations, and per language how many are not yet translated.",
      tag,
      operationId: `staffList${collection[0].toUpperCase()}${collection.slice(1)}`,
      access: "admin",
      answer: {
        description: "`{data: {items: [...], untranslated: {ar: 0, ...}}}`.",
        schema: z.object({ items: z.array(item), untranslated: z.record(z.enum(TRANSLATION_LANGUAGES), z.number().int()) }),
      },
    },
    staffGet: {
      route: `GET /api/admin/catalogue/${collection}/:id`,
      summary: `Staff's ${one}`,
      description: `The ${one} as staff see it: its unpublished copy (a draft or scheduled) where it has one, with all its translations.`,
      tag,
      operationId: `staffGet${name}`,
      access: "admin",
      params: idParam,
      answer: { description: `The ${one}.`, schema: item },
      errors: ["not_found"],
    },
    publish: {
      route: `POST ${base}/:id/publish`,
      summary: `Publish a ${one}'s draft`,
      description: `Publishes the ${one}'s draft or scheduled copy now. ${STALE_EDIT} An item without an unpublished copy is refused with 409.`,
      tag,
      operationId: `publish${name}`,
      access: "admin",
      params: idParam,
      body: publishInput,
      answer: { description: `The published ${one}.`, schema: item },
      errors: ["not_found", "conflict"],
    },
    unpublish: {
      route: `POST ${base}/:id/unpublish`,
      summary: `Unpublish a ${one}`,
      description: `Takes the ${one} off the public site, keeping it for staff as a draft (its draft, if it has one). ` +
        "Refused with 409 when it is not published, or (a destination) while published packages belong to it.",
      tag,
      operationId: `unpublish${name}`,
      access: "admin",
      params: idParam,
      answer: { description: `The ${one} as staff see it.`, schema: item },
      errors: ["not_found", "conflict"],
    },
    versions: {
      route: `GET ${base}/:id/versions`,
      summary: `A ${one}'s versions`,
      description: `Every saved state of the ${one}, newest first (the first is the current one), with who saved it and when.`,
      tag,
      operationId: `list${name}Versions`,
      access: "admin",
      params: idParam,
      answer: { description: "The versions.", schema: z.array(catalogueVersion) },
      errors: ["not_found"],
    },
    restore: {
      route: `POST ${base}/:id/versions/:version/restore`,
      summary: `Restore a ${one}'s version`,
      description: `Saves the version's fields as the ${one}'s newest version (the others stay). ${STALE_EDIT} ` +
        "A version that links to a destination or package deleted since is refused with 409. " +
        "A version whose image was deleted from the media library since is refused with 409 and the code `media_missing`, " +
        "its message naming the file; `keepImage: true` restores every other field and keeps the current image.",
      tag,
      operationId: `restore${name}Version`,
      access: "admin",
      params: idParam.extend({ version: z.string().meta({ description: "The version's id from the list of versions." }) }),
      body: restoreInput,
      answer: { description: `The stored ${one}.`, schema: item },
      errors: ["not_found", "conflict", "media_missing"],
    },
    remove: {
      route: `DELETE ${base}/:id`,
      summary: `Delete a ${one}`,
      tag,
      operationId: `delete${name}`,
      access: "admin",
      params: idParam,
      answer: { description: "The id of the deleted record.", schema: deletedAnswer("id") },
      errors: ["not_found", "conflict"],
    },
  } satisfies Record<string, RouteDoc>;
}

const NOT_FOUND: Record<CatalogueCollection, string> = {
  destinations: DESTINATION_NOT_FOUND,
  packages: PACKAGE_NOT_FOUND,
  activities: ACTIVITY_NOT_FOUND,
};

export const SEARCH_TOO_LONG_MESSAGE = `Search text must be at most ${LIMITS.shortText} characters.`;

/** The public reads; mounted on /api ahead of the middleware, so they answer with the read service's bytes at once. */
export function catalogueReadRoutes(catalogue: CatalogueReads): Hono {
  const app = new Hono();
  const route = declareOn(app, "/api");
  for (const collection of CATALOGUE_COLLECTIONS) {
    const docs = collectionDocs(collection);
    route(docs.list, async (c) => {
      const lang = requestLanguage(c.req.query("lang"), c.req.header("accept-language"));
      if (!lang) return invalidQueryResponse(UNKNOWN_LANGUAGE_MESSAGE, requestIdOf(c));
      const query = c.req.query("q");
      if (query !== undefined && query.length > LIMITS.shortText) return invalidQueryResponse(translateAnswer(SEARCH_TOO_LONG_MESSAGE, lang), requestIdOf(c));
      return answerResponse(catalogue, await catalogue.list(collection, lang, query), c.req.header("accept-encoding"), lang);
    });
    route(docs.get, async (c, { param }) => {
      const lang = requestLanguage(c.req.query("lang"), c.req.header("accept-language"));
      if (!lang) return invalidQueryResponse(UNKNOWN_LANGUAGE_MESSAGE, requestIdOf(c));
      const answer = await catalogue.item(collection, param("id"), lang);
      if (!answer) return notFoundResponse(translateAnswer(NOT_FOUND[collection], lang), requestIdOf(c));
      return answerResponse(catalogue, answer, c.req.header("accept-encoding"), lang);
    });
  }
  return app;
}

/** A translation's language from the path: one of the languages other than English. */
function translationLanguage(value: string): TranslationLanguage {
  if ((TRANSLATION_LANGUAGES as string[]).includes(value)) return value as TranslationLanguage;
  throw badRequest(`Unknown translation language. Use one of: ${TRANSLATION_LANGUAGES.join(", ")}.`);
}

type Resource<S extends z.ZodType, T> = {
  name: CatalogueCollection;
  input: S;
  writes: CatalogueWrites<z.output<S>, T>;
};

function writeRoutes<S extends z.ZodType, T>(r: Resource<S, T>) {
  const app = new Hono<AppEnv>();
  const route = declareOn(app, `/api/${r.name}`);
  const docs = collectionDocs(r.name);
  route(docs.create, async (c) => {
    const input = await readJson(c, r.input);
    return c.json({ data: await r.writes.create(c.var.deps, input, auditOf(c)) }, 201);
  });
  route(docs.update, async (c) => {
    const id = pathId(c, "id", NOT_FOUND[r.name]);
    const input = await readJson(c, r.input);
    return c.json({ data: await r.writes.update(c.var.deps, id, input, auditOf(c)) });
  });
  route(docs.translate, async (c, { param }) => {
    const id = pathId(c, "id", NOT_FOUND[r.name]);
    const lang = translationLanguage(param("lang"));
    const { version, ...translation } = await readJson(c, TRANSLATION_INPUTS[r.name]);
    return c.json({ data: await r.writes.translate(c.var.deps, id, { lang, translation, version }, auditOf(c)) });
  });
  route(docs.remove, async (c) => {
    const id = pathId(c, "id", NOT_FOUND[r.name]);
    await r.writes.remove(c.var.deps, id, auditOf(c));
    return c.json({ data: { id, deleted: true } });
  });
  route(docs.publish, async (c) => {
    const id = pathId(c, "id", NOT_FOUND[r.name]);
    const { version } = await readJson(c, publishInput);
    return c.json({ data: await r.writes.publish(c.var.deps, id, version, auditOf(c)) });
  });
  route(docs.unpublish, async (c) => {
    const id = pathId(c, "id", NOT_FOUND[r.name]);
    return c.json({ data: await r.writes.unpublish(c.var.deps, id, auditOf(c)) });
  });
  route(docs.versions, async (c) => {
    const id = pathId(c, "id", NOT_FOUND[r.name]);
    return c.json({ data: await itemVersions(c.var.deps.kv, r.name, id, NOT_FOUND[r.name]) });
  });
  route(docs.restore, async (c) => {
    const id = pathId(c, "id", NOT_FOUND[r.name]);
    const versionId = pathId(c, "version", AUDIT_TEXTS.versionNotFound);
    const { version, keepImage } = await readJson(c, restoreInput);
    const change = { collection: r.name, id, versionId, expected: version, keepImage };
    return c.json({ data: await restoreItemVersion(c.var.deps, change, auditOf(c)) });
  });
  return app;
}

/** The administrators' writes, mounted on /api after the middleware (authentication, body limits). */
export const catalogueWriteRoutes = new Hono<AppEnv>();
const mountWrites = <S extends z.ZodType, T>(r: Resource<S, T>) => catalogueWriteRoutes.route(`/${r.name}`, writeRoutes(r));
mountWrites({ name: "destinations", input: destinationInput, writes: destinationWrites });
mountWrites({ name: "packages", input: packageInput, writes: packageWrites });
mountWrites({ name: "activities", input: activityInput, writes: activityWrites });

/** Staff's reads: every record with its translations, and the not-yet-translated counts. */
const staffRoute = declareOn(catalogueWriteRoutes, "/api");
for (const collection of CATALOGUE_COLLECTIONS) {
  const docs = collectionDocs(collection);
  staffRoute(docs.staffList, async (c) => {
    return c.json({ data: await staffCatalogue(c.var.deps.kv, collection) });
  });
  staffRoute(docs.staffGet, async (c) => {
    const id = pathId(c, "id", NOT_FOUND[collection]);
    return c.json({ data: await staffCatalogueItem(c.var.deps.kv, collection, id, NOT_FOUND[collection]) });
  });
}

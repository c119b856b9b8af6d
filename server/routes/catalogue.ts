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
import type { z } from "zod";
import { activityInput, destinationInput, packageInput, publishInput } from "../../contract/catalogue.ts";
import { CATALOGUE_COLLECTIONS, type CatalogueCollection } from "../../contract/catalogue-collections.ts";
import { TRANSLATION_INPUTS } from "../../contract/catalogue-translations.ts";
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from "../../contract/languages.ts";
import { LIMITS } from "../../contract/limits.ts";
import { requireAdmin } from "../auth/middleware.ts";
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
import { AUDIT_TEXTS, restoreInput } from "../../contract/audit.ts";
import { itemVersions, restoreItemVersion } from "../services/catalogue-history.ts";

const NOT_FOUND: Record<CatalogueCollection, string> = {
  destinations: DESTINATION_NOT_FOUND,
  packages: PACKAGE_NOT_FOUND,
  activities: ACTIVITY_NOT_FOUND,
};

export const SEARCH_TOO_LONG_MESSAGE = `Search text must be at most ${LIMITS.shortText} characters.`;

/** The public reads; mounted on /api ahead of the middleware, so they answer with the read service's bytes at once. */
export function catalogueReadRoutes(catalogue: CatalogueReads): Hono {
  const app = new Hono();
  for (const collection of CATALOGUE_COLLECTIONS) {
    app.get(`/${collection}`, async (c) => {
      const lang = requestLanguage(c.req.query("lang"), c.req.header("accept-language"));
      if (!lang) return invalidQueryResponse(UNKNOWN_LANGUAGE_MESSAGE, requestIdOf(c));
      const query = c.req.query("q");
      if (query !== undefined && query.length > LIMITS.shortText) return invalidQueryResponse(translateAnswer(SEARCH_TOO_LONG_MESSAGE, lang), requestIdOf(c));
      return answerResponse(catalogue, await catalogue.list(collection, lang, query), c.req.header("accept-encoding"), lang);
    });
    app.get(`/${collection}/:id`, async (c) => {
      const lang = requestLanguage(c.req.query("lang"), c.req.header("accept-language"));
      if (!lang) return invalidQueryResponse(UNKNOWN_LANGUAGE_MESSAGE, requestIdOf(c));
      const answer = await catalogue.item(collection, c.req.param("id"), lang);
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
  app.post("/", requireAdmin, async (c) => {
    const input = await readJson(c, r.input);
    return c.json({ data: await r.writes.create(c.var.deps, input, auditOf(c)) }, 201);
  });
  app.put("/:id", requireAdmin, async (c) => {
    const id = pathId(c, "id", NOT_FOUND[r.name]);
    const input = await readJson(c, r.input);
    return c.json({ data: await r.writes.update(c.var.deps, id, input, auditOf(c)) });
  });
  app.put("/:id/translations/:lang", requireAdmin, async (c) => {
    const id = pathId(c, "id", NOT_FOUND[r.name]);
    const lang = translationLanguage(c.req.param("lang"));
    const { version, ...translation } = await readJson(c, TRANSLATION_INPUTS[r.name]);
    return c.json({ data: await r.writes.translate(c.var.deps, id, { lang, translation, version }, auditOf(c)) });
  });
  app.delete("/:id", requireAdmin, async (c) => {
    const id = pathId(c, "id", NOT_FOUND[r.name]);
    await r.writes.remove(c.var.deps, id, auditOf(c));
    return c.json({ data: { id, deleted: true } });
  });
  app.post("/:id/publish", requireAdmin, async (c) => {
    const id = pathId(c, "id", NOT_FOUND[r.name]);
    const { version } = await readJson(c, publishInput);
    return c.json({ data: await r.writes.publish(c.var.deps, id, version, auditOf(c)) });
  });
  app.post("/:id/unpublish", requireAdmin, async (c) => {
    const id = pathId(c, "id", NOT_FOUND[r.name]);
    return c.json({ data: await r.writes.unpublish(c.var.deps, id, auditOf(c)) });
  });
  app.get("/:id/versions", requireAdmin, async (c) => {
    const id = pathId(c, "id", NOT_FOUND[r.name]);
    return c.json({ data: await itemVersions(c.var.deps.kv, r.name, id, NOT_FOUND[r.name]) });
  });
  app.post("/:id/versions/:version/restore", requireAdmin, async (c) => {
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
for (const collection of CATALOGUE_COLLECTIONS) {
  catalogueWriteRoutes.get(`/admin/catalogue/${collection}`, requireAdmin, async (c) => {
    return c.json({ data: await staffCatalogue(c.var.deps.kv, collection) });
  });
  catalogueWriteRoutes.get(`/admin/catalogue/${collection}/:id`, requireAdmin, async (c) => {
    const id = pathId(c, "id", NOT_FOUND[collection]);
    return c.json({ data: await staffCatalogueItem(c.var.deps.kv, collection, id, NOT_FOUND[collection]) });
  });
}

/** The catalogue routes in the API document: public reads and the administrators' writes. */
import { z } from "zod";
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
import { SITE_LANGUAGES, TRANSLATION_LANGUAGES } from "../../contract/languages.ts";
import { LIMITS } from "../../contract/limits.ts";
import { deletedAnswer, idParam } from "../openapi/params.ts";
import { catalogueVersion, restoreInput } from "../../contract/audit.ts";
import type { RouteDoc } from "../openapi/route-doc.ts";

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

function collectionDocs(collection: CatalogueCollection): RouteDoc[] {
  const { one, name, item, input } = COLLECTIONS[collection];
  const base = `/api/${collection}`;
  const tag = "Catalogue";
  return [
    {
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
    {
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
    {
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
    {
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
    {
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
    {
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
    {
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
    {
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
    {
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
    {
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
    {
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
    {
      route: `DELETE ${base}/:id`,
      summary: `Delete a ${one}`,
      tag,
      operationId: `delete${name}`,
      access: "admin",
      params: idParam,
      answer: { description: "The id of the deleted record.", schema: deletedAnswer("id") },
      errors: ["not_found", "conflict"],
    },
  ];
}

export const catalogueDocs: RouteDoc[] = CATALOGUE_COLLECTIONS.flatMap(collectionDocs);

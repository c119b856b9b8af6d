/** The catalogue routes in the API document: public reads and the administrators' writes. */
import { z } from "zod";
import {
  activity,
  activityInput,
  destination,
  destinationInput,
  packageInput,
  travelPackage,
} from "../../contract/catalogue.ts";
import { CATALOGUE_COLLECTIONS, type CatalogueCollection } from "../../contract/catalogue-collections.ts";
import { deletedAnswer, idParam } from "../openapi/params.ts";
import type { RouteDoc } from "../openapi/route-doc.ts";

const COLLECTIONS: Record<
  CatalogueCollection,
  { one: string; item: z.ZodType; input: z.ZodType; name: string }
> = {
  destinations: { one: "destination", name: "Destination", item: destination, input: destinationInput },
  packages: { one: "package", name: "Package", item: travelPackage, input: packageInput },
  activities: { one: "activity", name: "Activity", item: activity, input: activityInput },
};

const STALE_EDIT =
  "A `version` that is no longer the stored one is refused with 409 (someone saved meanwhile).";

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
      answer: {
        description: `The ${collection}, as \`{data: {${collection}: [...]}}\`.`,
        schema: z.object({ [collection]: z.array(item) }),
      },
    },
    {
      route: `GET ${base}/:id`,
      summary: `Read a ${one}`,
      tag,
      operationId: `get${name}`,
      access: "public",
      params: idParam,
      answer: { description: `The ${one}.`, schema: item },
      errors: ["not_found"],
    },
    {
      route: `POST ${base}`,
      summary: `Create a ${one}`,
      tag,
      operationId: `create${name}`,
      access: "admin",
      body: input,
      answer: { status: 201, description: `The stored ${one}.`, schema: item },
      errors: ["conflict"],
    },
    {
      route: `PUT ${base}/:id`,
      summary: `Update a ${one}`,
      description: STALE_EDIT,
      tag,
      operationId: `update${name}`,
      access: "admin",
      params: idParam,
      body: input,
      answer: { description: `The stored ${one}.`, schema: item },
      errors: ["not_found", "conflict"],
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

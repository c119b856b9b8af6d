/**
 * The catalogue API: destinations, packages and activities share one shape of routes.
 * Reads are public and answered from the read service (`deps.catalogue`), before the rest of the
 * middleware: GET (and so HEAD) `/{collection}` and `/{collection}/{id}`. Writes are for
 * administrators and go through the write use cases (server/services/catalogue.ts).
 */
import { Hono } from "hono";
import type { z } from "zod";
import { activityInput, destinationInput, packageInput } from "../../contract/catalogue.ts";
import { CATALOGUE_COLLECTIONS, type CatalogueCollection } from "../../contract/catalogue-collections.ts";
import { requireAdmin } from "../auth/middleware.ts";
import { answerResponse, notFoundResponse } from "../http/catalogue-answers.ts";
import type { AppEnv } from "../http/context.ts";
import { requestIdOf } from "../http/request-log.ts";
import { pathId, readJson } from "../http/validate.ts";
import { ACTIVITY_NOT_FOUND } from "../kv/activities.ts";
import { DESTINATION_NOT_FOUND } from "../kv/destinations.ts";
import { PACKAGE_NOT_FOUND } from "../kv/packages.ts";
import { activityWrites, type CatalogueWrites, destinationWrites, packageWrites } from "../services/catalogue.ts";
import type { CatalogueReads } from "../services/catalogue-reads.ts";

const NOT_FOUND: Record<CatalogueCollection, string> = {
  destinations: DESTINATION_NOT_FOUND,
  packages: PACKAGE_NOT_FOUND,
  activities: ACTIVITY_NOT_FOUND,
};

/** The public reads; mounted on /api ahead of the middleware, so they answer with the read service's bytes at once. */
export function catalogueReadRoutes(catalogue: CatalogueReads): Hono {
  const app = new Hono();
  for (const collection of CATALOGUE_COLLECTIONS) {
    app.get(`/${collection}`, async (c) => answerResponse(catalogue, await catalogue.list(collection), c.req.header("accept-encoding")));
    app.get(`/${collection}/:id`, async (c) => {
      const answer = await catalogue.item(collection, c.req.param("id"));
      if (!answer) return notFoundResponse(NOT_FOUND[collection], requestIdOf(c));
      return answerResponse(catalogue, answer, c.req.header("accept-encoding"));
    });
  }
  return app;
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
    return c.json({ data: await r.writes.create(c.var.deps, input) }, 201);
  });
  app.put("/:id", requireAdmin, async (c) => {
    const id = pathId(c, "id", NOT_FOUND[r.name]);
    const input = await readJson(c, r.input);
    return c.json({ data: await r.writes.update(c.var.deps, id, input) });
  });
  app.delete("/:id", requireAdmin, async (c) => {
    const id = pathId(c, "id", NOT_FOUND[r.name]);
    await r.writes.remove(c.var.deps, id);
    return c.json({ data: { id, deleted: true } });
  });
  return app;
}

/** The administrators' writes, mounted on /api after the middleware (authentication, body limits). */
export const catalogueWriteRoutes = new Hono<AppEnv>();
const mountWrites = <S extends z.ZodType, T>(r: Resource<S, T>) => catalogueWriteRoutes.route(`/${r.name}`, writeRoutes(r));
mountWrites({ name: "destinations", input: destinationInput, writes: destinationWrites });
mountWrites({ name: "packages", input: packageInput, writes: packageWrites });
mountWrites({ name: "activities", input: activityInput, writes: activityWrites });

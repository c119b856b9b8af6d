/**
 * The catalogue API: destinations, packages and activities share one shape of routes.
 * Reads are public; writes are for administrators. Lists are wrapped by name: {data: {packages: [...]}}.
 */
import { type Context, Hono } from "hono";
import type { z } from "zod";
import { activityInput, destinationInput, packageInput } from "../../contract/catalogue.ts";
import { requireAdmin } from "../auth/middleware.ts";
import { notFound } from "../errors.ts";
import { answerParts, type CatalogueName, itemAnswer, listAnswer } from "../http/catalogue-answers.ts";
import { type CacheEntry, catalogueCache } from "../http/catalogue-cache.ts";
import type { AppEnv } from "../http/context.ts";
import { pathId, readJson } from "../http/validate.ts";
import * as activities from "../kv/activities.ts";
import * as destinations from "../kv/destinations.ts";
import * as packages from "../kv/packages.ts";

type Resource<S extends z.ZodType, T> = {
  /** The path segment and the list's name in the answer. */
  name: CatalogueName;
  input: S;
  notFoundMessage: string;
  create: (kv: Deno.Kv, data: z.output<S>) => Promise<T>;
  update: (kv: Deno.Kv, id: string, data: z.output<S>) => Promise<T>;
  remove: (kv: Deno.Kv, id: string) => Promise<void>;
};

/** Sends a cached answer, gzipped when the client accepts it (the compress middleware then skips it). */
async function sendCached(c: Context<AppEnv>, entry: CacheEntry) {
  const { body, headers } = await answerParts(c.var.deps.kv, entry, c.req.header("accept-encoding"));
  for (const [name, value] of headers) c.header(name, value);
  return c.body(body);
}

function resourceRoutes<S extends z.ZodType, T>(r: Resource<S, T>) {
  const app = new Hono<AppEnv>();
  app.get("/", async (c) => sendCached(c, await listAnswer(c.var.deps.kv, r.name)));
  app.get("/:id", async (c) => {
    const entry = await itemAnswer(c.var.deps.kv, r.name, pathId(c, "id", r.notFoundMessage));
    if (!entry) throw notFound(r.notFoundMessage);
    return sendCached(c, entry);
  });
  // Every write marks the cached answers stale, also when it fails half-way (nothing is lost by it).
  const afterWrite = async <R>(c: Context<AppEnv>, write: () => Promise<R>) => {
    try {
      return await write();
    } finally {
      await catalogueCache(c.var.deps.kv).invalidate();
    }
  };
  app.post("/", requireAdmin, async (c) => {
    const input = await readJson(c, r.input);
    return c.json({ data: await afterWrite(c, () => r.create(c.var.deps.kv, input)) }, 201);
  });
  app.put("/:id", requireAdmin, async (c) => {
    const id = pathId(c, "id", r.notFoundMessage);
    const input = await readJson(c, r.input);
    return c.json({ data: await afterWrite(c, () => r.update(c.var.deps.kv, id, input)) });
  });
  app.delete("/:id", requireAdmin, async (c) => {
    const id = pathId(c, "id", r.notFoundMessage);
    await afterWrite(c, () => r.remove(c.var.deps.kv, id));
    return c.json({ data: { id, deleted: true } });
  });
  return app;
}

export const destinationRoutes = resourceRoutes({
  name: "destinations",
  input: destinationInput,
  notFoundMessage: destinations.DESTINATION_NOT_FOUND,
  create: destinations.createDestination,
  update: destinations.updateDestination,
  remove: destinations.deleteDestination,
});

export const packageRoutes = resourceRoutes({
  name: "packages",
  input: packageInput,
  notFoundMessage: packages.PACKAGE_NOT_FOUND,
  create: packages.createPackage,
  update: packages.updatePackage,
  remove: packages.deletePackage,
});

export const activityRoutes = resourceRoutes({
  name: "activities",
  input: activityInput,
  notFoundMessage: activities.ACTIVITY_NOT_FOUND,
  create: activities.createActivity,
  update: activities.updateActivity,
  remove: activities.deleteActivity,
});

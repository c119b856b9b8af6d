/**
 * The catalogue API: destinations, packages and activities share one shape of routes.
 * Reads are public; writes are for administrators. Lists are wrapped by name: {data: {packages: [...]}}.
 */
import { Hono } from "hono";
import type { z } from "zod";
import { activityInput, destinationInput, packageInput } from "../../contract/catalogue.ts";
import { requireAdmin } from "../auth/middleware.ts";
import { notFound } from "../errors.ts";
import type { AppEnv } from "../http/context.ts";
import { pathId, readJson } from "../http/validate.ts";
import * as activities from "../kv/activities.ts";
import * as destinations from "../kv/destinations.ts";
import * as packages from "../kv/packages.ts";

type Resource<S extends z.ZodType, T> = {
  /** The path segment and the list's name in the answer. */
  name: string;
  input: S;
  notFoundMessage: string;
  list: (kv: Deno.Kv) => Promise<T[]>;
  get: (kv: Deno.Kv, id: string) => Promise<T | null>;
  create: (kv: Deno.Kv, data: z.output<S>) => Promise<T>;
  update: (kv: Deno.Kv, id: string, data: z.output<S>) => Promise<T>;
  remove: (kv: Deno.Kv, id: string) => Promise<void>;
};

function resourceRoutes<S extends z.ZodType, T>(r: Resource<S, T>) {
  const app = new Hono<AppEnv>();
  app.get("/", async (c) => c.json({ data: { [r.name]: await r.list(c.var.deps.kv) } }));
  app.get("/:id", async (c) => {
    const item = await r.get(c.var.deps.kv, pathId(c, "id", r.notFoundMessage));
    if (!item) throw notFound(r.notFoundMessage);
    return c.json({ data: item });
  });
  app.post("/", requireAdmin, async (c) => {
    return c.json({ data: await r.create(c.var.deps.kv, await readJson(c, r.input)) }, 201);
  });
  app.put("/:id", requireAdmin, async (c) => {
    const id = pathId(c, "id", r.notFoundMessage);
    return c.json({ data: await r.update(c.var.deps.kv, id, await readJson(c, r.input)) });
  });
  app.delete("/:id", requireAdmin, async (c) => {
    const id = pathId(c, "id", r.notFoundMessage);
    await r.remove(c.var.deps.kv, id);
    return c.json({ data: { id, deleted: true } });
  });
  return app;
}

export const destinationRoutes = resourceRoutes({
  name: "destinations",
  input: destinationInput,
  notFoundMessage: destinations.DESTINATION_NOT_FOUND,
  list: destinations.listDestinations,
  get: destinations.getDestination,
  create: destinations.createDestination,
  update: destinations.updateDestination,
  remove: destinations.deleteDestination,
});

export const packageRoutes = resourceRoutes({
  name: "packages",
  input: packageInput,
  notFoundMessage: packages.PACKAGE_NOT_FOUND,
  list: packages.listPackages,
  get: packages.getPackage,
  create: packages.createPackage,
  update: packages.updatePackage,
  remove: packages.deletePackage,
});

export const activityRoutes = resourceRoutes({
  name: "activities",
  input: activityInput,
  notFoundMessage: activities.ACTIVITY_NOT_FOUND,
  list: activities.listActivities,
  get: activities.getActivity,
  create: activities.createActivity,
  update: activities.updateActivity,
  remove: activities.deleteActivity,
});

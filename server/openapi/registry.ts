/**
 * The route registry: each /api route is declared once, beside its handler, with what it takes, what
 * it answers and who may call it (a `RouteDoc`). Declaring it registers the handler on its router
 * behind the guard its access names, and lists it for everything that reads the API's routes: the
 * API document (`/api/openapi.json`, server/openapi/document.ts), the fuzz run
 * (tests/server/fuzz_test.ts) and the authorization matrix (tests/server/authorization_matrix_test.ts).
 *
 * Why not `@hono/zod-openapi`: its validators answer before our error path can (a body not labelled
 * JSON is its own 415 "Unsupported Media Type", unparsable JSON its own 400 "Malformed JSON in request
 * body", and an error of the body stream itself, such as the read deadline's 408, is swallowed into
 * that 400), they read and check the body before the handler (a member's edit of someone else's record
 * is refused 403 before its body is read), its query validation would refuse what we ignore (an
 * unknown `?lang=`), and its document comes from another generator than the one ours is built with.
 * So a declared body is read here with `readJson` (server/http/validate.ts), in the handler's own
 * order, and the document stays zod-openapi's (`createDocument`).
 */
import type { Context, Env, Hono, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { requireAdmin, requireApproved, requireAuth } from "../auth/middleware.ts";
import type { AppEnv } from "../http/context.ts";
import { parseWith, readJson } from "../http/validate.ts";
import type { Access, RouteDoc } from "./route-doc.ts";

/** The guard each access puts in front of the handler ("anyone" routes read an optional token themselves). */
const GUARDS: Record<Access, MiddlewareHandler<AppEnv>[]> = {
  public: [],
  anyone: [],
  "signed-in": [requireAuth],
  approved: [requireApproved],
  admin: [requireAdmin],
};

/** Declared routes by "METHOD /path": a router built per app (the catalogue's reads) declares again. */
const declared = new Map<string, RouteDoc>();

/** Every /api route, in the order its router declared it. */
export const apiRoutes = (): readonly RouteDoc[] => [...declared.values()];

type BodyOf<D extends RouteDoc> = D["body"] extends z.ZodType ? z.output<D["body"]> : never;
type QueryOf<D extends RouteDoc> = D["query"] extends z.ZodType ? z.output<D["query"]> : never;

/** What a declared route's handler gets besides the context. */
export type RouteInput<D extends RouteDoc> = {
  /** The JSON body, read and checked with the declared schema (415, 400 as `readJson` answers). */
  body: () => Promise<BodyOf<D>>;
  /** The query, checked with the declared schema (400 with the fields at fault). */
  query: () => QueryOf<D>;
  /** A path parameter of the route (always there: the route matched). */
  param: (name: string) => string;
};

export type RouteHandler<D extends RouteDoc, E extends Env = AppEnv> = (
  c: Context<E>,
  input: RouteInput<D>,
) => Response | Promise<Response>;

/**
 * Declares routes on `router`, which the app mounts at `mount` (e.g. "/api/auth"): `route(doc, handler)`
 * registers `doc.route` ("PATCH /api/auth/users/:id") on the router at the path below `mount`, behind
 * the guard of `doc.access`, and lists it in the registry.
 */
export function declareOn<E extends Env = AppEnv>(router: Hono<E>, mount: string) {
  return <D extends RouteDoc>(doc: D, handler: RouteHandler<D, E>): void => {
    const [method, path] = doc.route.split(" ");
    if (path !== mount && !path.startsWith(`${mount}/`)) {
      throw new Error(`${doc.route} is not under ${mount}, where its router is mounted`);
    }
    const earlier = declared.get(doc.route);
    if (earlier && earlier.operationId !== doc.operationId) {
      throw new Error(`${doc.route} is declared twice: ${earlier.operationId} and ${doc.operationId}`);
    }
    declared.set(doc.route, doc);
    const guards = GUARDS[doc.access] as unknown as MiddlewareHandler<E>[];
    const input = (c: Context<E>): RouteInput<D> => ({
      body: () => readJson(c as Context, doc.body!) as Promise<BodyOf<D>>,
      query: () => parseWith(doc.query!, c.req.query()) as QueryOf<D>,
      param: (name) => c.req.param(name) ?? "",
    });
    const last: MiddlewareHandler<E> = (c) => Promise.resolve(handler(c, input(c)));
    const handlers = [...guards, last] as [MiddlewareHandler<E>];
    router.on(method, path.slice(mount.length) || "/", ...handlers);
  };
}

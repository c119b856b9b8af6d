/**
 * The authorization matrix's rows and how one is checked (tests/server/authorization_matrix_test.ts,
 * tests/server/route_registry_test.ts). Who may call a route is declared once, in its registry entry
 * (server/openapi/registry.ts): a declared route without a row written for it gets one from its access
 * alone, and a written row must refuse exactly the callers that access refuses.
 */
import type { Access, RouteDoc } from "../../server/openapi/route-doc.ts";
import type { TestApp } from "./app.ts";
import { sampleBody } from "./fuzz.ts";
import { type Caller, type Role, ROLES } from "./roles.ts";

/** A status a row expects; PAST_THE_GUARD: anything but a guard's 401 or 403, and below 500. */
export const PAST_THE_GUARD = 0;
export type Expect = Record<Role, number>;
export type Req = {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  raw?: BodyInit;
  token?: string | null;
};
export type Row = {
  /** "METHOD /path" exactly as the app lists the route. */
  route: string;
  /** What this row is about, when a route has several rows. */
  case?: string;
  expect: Expect;
  /** The request for `role` (a fresh target where the call consumes it, e.g. a delete). */
  request: (role: Role) => Req | Promise<Req>;
};

/** What each access answers the callers it refuses: nobody signed in 401, the signed-in it leaves out 403. */
export const REFUSED: Record<Access, Partial<Expect>> = {
  public: {},
  anyone: {},
  "signed-in": { anonymous: 401 },
  approved: { anonymous: 401, pending: 403 },
  admin: { anonymous: 401, pending: 403, member: 403, other: 403 },
};

/**
 * A declared route's row from its registry entry: its guard's refusals, and everyone else past it. A
 * route that also refuses by rules of its own (someone else's record: 403 or 404) wants a row written
 * for it, with the exact statuses.
 */
export function rowOf(doc: RouteDoc): Row {
  const [, path] = doc.route.split(" ");
  const expect = Object.fromEntries(ROLES.map((role) => [role, REFUSED[doc.access][role] ?? PAST_THE_GUARD])) as Expect;
  return {
    route: doc.route,
    case: "from its registry entry",
    expect,
    request: () => ({
      path: path.replace(/:([A-Za-z0-9_]+)/g, "registry-sample-id"),
      ...(doc.body && { body: sampleBody(doc.body) }),
    }),
  };
}

/** The rows of the declared routes that have no row written for them. */
export function registryRows(routes: readonly RouteDoc[], written: readonly Row[]): Row[] {
  const covered = new Set(written.map((row) => row.route));
  return routes.filter((doc) => !covered.has(doc.route)).map(rowOf);
}

/** Written rows that let in a caller the route's declared access refuses, or refuse one it lets in. */
export function disagreements(routes: readonly RouteDoc[], rows: readonly Row[]): string[] {
  const byRoute = new Map(routes.map((doc) => [doc.route, doc]));
  const wrong: string[] = [];
  for (const row of rows) {
    const doc = byRoute.get(row.route);
    if (!doc) continue;
    for (const [role, status] of Object.entries(REFUSED[doc.access]) as [Role, number][]) {
      if (row.expect[role] !== status) {
        wrong.push(`${row.route}${row.case ? ` (${row.case})` : ""} as ${role}: the row expects ${row.expect[role]}, access "${doc.access}" answers ${status}`);
      }
    }
  }
  return wrong;
}

export async function send(t: TestApp, method: string, req: Req, token: string | undefined) {
  const headers: Record<string, string> = { ...req.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  let body = req.raw;
  if (req.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(req.body);
  }
  const res = await t.app.request(req.path, { method, headers, body });
  if (res.headers.get("content-type")?.startsWith("text/event-stream")) {
    await res.body?.cancel();
    return { status: res.status, json: undefined, text: "(event stream)", res };
  }
  const text = await res.text();
  let json: { message?: unknown } | undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch { /* not JSON */ }
  return { status: res.status, json, text, res };
}

/** Calls the row's route as every caller; answers what did not get the status the row expects. */
export async function checkRow(
  t: TestApp,
  callers: Record<Exclude<Role, "anonymous">, Caller>,
  row: Row,
): Promise<string[]> {
  const wrong: string[] = [];
  const method = row.route.split(" ")[0];
  for (const role of ROLES) {
    const req = await row.request(role);
    const token = req.token === null || role === "anonymous" ? undefined : req.token ?? callers[role].token;
    const res = await send(t, method, req, token);
    const label = `${row.route}${row.case ? ` (${row.case})` : ""} as ${role}`;
    const expected = row.expect[role];
    const met = expected === PAST_THE_GUARD ? res.status !== 401 && res.status !== 403 && res.status < 500 : res.status === expected;
    if (!met) {
      const wanted = expected === PAST_THE_GUARD ? "past the guard" : expected;
      wrong.push(`${label}: expected ${wanted}, got ${res.status} ${res.text.slice(0, 160)}`);
    } else if (res.status >= 400 && row.route.includes(" /api/")) {
      // Every API refusal explains itself.
      if (typeof res.json?.message !== "string" || !res.json.message) {
        wrong.push(`${label}: refusal without a message: ${res.text}`);
      }
    }
  }
  return wrong;
}

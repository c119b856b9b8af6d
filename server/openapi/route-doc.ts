/**
 * One route's entry in the route registry (server/openapi/registry.ts) and so in the API document
 * (`/api/openapi.json`): what it takes, what it answers, who may call it, the errors it can answer
 * and its rate limits. Each route's entry is declared with its handler (`declareOn`) and takes its
 * shapes from the contract's zod schemas; `operationOf` turns an entry into an OpenAPI operation,
 * adding the errors that follow from its access, body and limits.
 */
import { z } from "zod";
import type {
  ZodOpenApiOperationObject,
  ZodOpenApiRequestBodyObject,
  ZodOpenApiResponsesObject,
} from "zod-openapi";
import type { ErrorKind } from "../errors.ts";
import { answerOfKind } from "../http/errors.ts";
import type { Limit } from "../kv/rate-windows.ts";

/**
 * Who may call a route: `public` (no token is needed), `anyone` (a token is optional and read when
 * sent), `signed-in`, `approved` (an approved member or an administrator) or `admin`.
 */
export type Access = "public" | "anyone" | "signed-in" | "approved" | "admin";

/** A rate limit as the document states it: at most `max` per `per` in each window (or held open at once). */
export type RateLimitDoc = { max: number; per: string; windowMs?: number };

type ContentObject = NonNullable<ZodOpenApiRequestBodyObject["content"]>;

export type RouteDoc = {
  /** The method and path exactly as the Hono app lists the route, e.g. "PATCH /api/inquiries/:id/status". */
  route: string;
  /** The operation's name (what the reference page lists). */
  summary: string;
  description?: string;
  tag: string;
  operationId: string;
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  /** A JSON body, read only when labelled application/json. */
  body?: z.ZodType;
  /** Another kind of body (a multipart upload). */
  rawBody?: ContentObject;
  /** The success answer: `schema` is wrapped as `{data: schema}`; `content` is sent as it is. */
  answer: {
    status?: 200 | 201;
    description: string;
    schema?: z.ZodType;
    content?: ContentObject;
    headers?: z.ZodObject;
  };
  /** The errors the route itself can answer, besides those that follow from access, body and limits. */
  errors?: ErrorKind[];
  limits?: RateLimitDoc[];
};

/** A stored rate window's limit, stated per what it counts. */
export const limitDoc = (limit: Limit, per: string): RateLimitDoc => ({
  max: limit.max,
  per,
  windowMs: limit.windowMs,
});

const ERROR_ISSUE = z.object({ path: z.string(), message: z.string() });

/** The error envelopes made so far, one per set of codes. */
const envelopes = new Map<string, z.ZodType>();

/**
 * The error envelope of every /api error, its `code` narrowed to those one status can carry: one
 * schema per set of codes, named (`Error_…`), so the document holds it once among its components and
 * each response refers to it (inlined in every response, the envelopes were two thirds of 1.3 MB).
 */
const errorEnvelope = (codes: readonly string[]) => {
  const id = `Error_${codes.join("_")}`;
  const known = envelopes.get(id);
  if (known) return known;
  const made = newErrorEnvelope(codes).meta({ id });
  envelopes.set(id, made);
  return made;
};

const newErrorEnvelope = (codes: readonly string[]) =>
  z.object({
    message: z.string().meta({ description: "What went wrong, in words a person can read." }),
    code: z.enum(codes as [string, ...string[]]),
    issues: z.array(ERROR_ISSUE).optional().meta({
      description: "Each invalid field with its message (validation errors).",
    }),
    usedBy: z.array(z.object({ collection: z.string(), id: z.string(), name: z.string() })).optional().meta({
      description: "A refused delete of a media file: the catalogue items that show it.",
    }),
    requestId: z.string().meta({
      description: "The request's id, also in the X-Request-Id header and the server's log line.",
    }),
  });

const RETRY_AFTER = z.object({
  "Retry-After": z.string().meta({ description: "Seconds to wait before trying again." }),
});

const DURATIONS: [number, string][] = [[86_400_000, "day"], [3_600_000, "hour"], [60_000, "minute"], [
  1_000,
  "second",
]];

function duration(ms: number): string {
  for (const [unit, name] of DURATIONS) {
    if (ms % unit === 0) return ms === unit ? name : `${ms / unit} ${name}s`;
  }
  return `${ms} ms`;
}

export const describeLimit = (l: RateLimitDoc): string =>
  l.windowMs === undefined
    ? `${l.max} open at once per ${l.per}`
    : `${l.max} per ${l.per} per ${duration(l.windowMs)}`;

const ACCESS_TEXT: Record<Access, string> = {
  public: "Anyone; no token is needed.",
  anyone: "Anyone; a bearer token is optional and, when sent, names the caller.",
  "signed-in": "Signed-in users (bearer token).",
  approved: "Approved members and administrators (bearer token); a pending member gets 403.",
  admin: "Administrators only (bearer token); other users get 403.",
};

const ACCESS_ERRORS: Record<Access, ErrorKind[]> = {
  public: [],
  anyone: [],
  "signed-in": ["unauthorized"],
  approved: ["unauthorized", "forbidden"],
  admin: ["unauthorized", "forbidden"],
};

/** Every error a route can answer: its own, and those its access, body and limits bring. */
function errorKinds(doc: RouteDoc): ErrorKind[] {
  const kinds = new Set<ErrorKind>([...ACCESS_ERRORS[doc.access], ...(doc.errors ?? [])]);
  if (doc.body) {
    for (const kind of ["invalid", "unsupported_type", "too_large", "timeout"] as const) kinds.add(kind);
  }
  if (doc.limits?.length) kinds.add("limited");
  // A limit's windows are counted in one atomic commit; under a flood of contention it answers 503.
  if (doc.limits?.some((l) => l.windowMs !== undefined)) kinds.add("unavailable");
  return [...kinds];
}

function errorResponses(doc: RouteDoc): ZodOpenApiResponsesObject {
  const byStatus = new Map<number, Set<string>>();
  for (const kind of errorKinds(doc)) {
    const { status, code } = answerOfKind(kind);
    byStatus.set(status, (byStatus.get(status) ?? new Set()).add(code));
  }
  // Anything unexpected is answered 500 without internals.
  byStatus.set(500, (byStatus.get(500) ?? new Set()).add("internal"));
  const responses: ZodOpenApiResponsesObject = {};
  for (const [status, codeSet] of [...byStatus].sort(([a], [b]) => a - b)) {
    const codes = [...codeSet];
    const retries = status === 429 || (status === 503 && codeSet.has("busy"));
    responses[String(status) as `${1 | 2 | 3 | 4 | 5}${string}`] = {
      description: `Error: ${codes.join(", ")}.`,
      ...(retries ? { headers: RETRY_AFTER } : {}),
      content: { "application/json": { schema: errorEnvelope(codes) } },
    };
  }
  return responses;
}

function describe(doc: RouteDoc): string {
  const lines = [doc.description ?? "", `**Access:** ${ACCESS_TEXT[doc.access]}`];
  if (doc.limits?.length) {
    lines.push(`**Rate limits:** ${doc.limits.map(describeLimit).join("; ")} (429 with Retry-After).`);
  }
  return lines.filter(Boolean).join("\n\n");
}

const BEARER = [{ bearerAuth: [] }];
const SECURITY: Record<Access, ZodOpenApiOperationObject["security"]> = {
  public: [],
  anyone: [{}, ...BEARER],
  "signed-in": BEARER,
  approved: BEARER,
  admin: BEARER,
};

export function operationOf(doc: RouteDoc): ZodOpenApiOperationObject {
  const { answer } = doc;
  const content = answer.content ??
    { "application/json": { schema: z.object({ data: answer.schema ?? z.unknown() }) } };
  const requestParams = doc.params || doc.query || doc.headers
    ? {
      ...(doc.params && { path: doc.params }),
      ...(doc.query && { query: doc.query }),
      ...(doc.headers && { header: doc.headers }),
    }
    : undefined;
  const body = doc.body ? { "application/json": { schema: doc.body } } : doc.rawBody;
  return {
    operationId: doc.operationId,
    summary: doc.summary,
    description: describe(doc),
    tags: [doc.tag],
    security: SECURITY[doc.access],
    ...(requestParams && { requestParams }),
    ...(body && { requestBody: { required: true, content: body } }),
    responses: {
      [String(answer.status ?? 200)]: {
        description: answer.description,
        content,
        ...(answer.headers && { headers: answer.headers }),
      },
      ...errorResponses(doc),
    },
    ...(doc.limits?.length && {
      "x-rate-limits": doc.limits.map((l) => ({
        max: l.max,
        per: l.per,
        ...(l.windowMs !== undefined && { windowSeconds: l.windowMs / 1000 }),
      })),
    }),
    "x-access": doc.access,
  };
}

/** "PATCH /api/x/:id" as the document's method and path: ["patch", "/api/x/{id}"]. */
export function methodAndPath(route: string): [string, string] {
  const [method, path] = route.split(" ");
  return [method.toLowerCase(), path.replace(/:([A-Za-z0-9_]+)/g, "{$1}")];
}

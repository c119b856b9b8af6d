/**
 * The fuzz run's machinery (tests/server/fuzz_test.ts, tests/server/route_registry_test.ts): hostile
 * values, bodies and path segments (fast-check), the targets every declared route gets from the route
 * registry, and a session that runs a target's cases against an app while watching its database.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { z } from "zod";
import type { Access, RouteDoc } from "../../server/openapi/route-doc.ts";
import type { TestApp } from "./app.ts";
import type { Role } from "./roles.ts";

export const RUNS = Number(Deno.env.get("FUZZ_RUNS") ?? 200);

// ---- Hostile values ---------------------------------------------------------------------------

export const PROTO_KEYS = ["__proto__", "constructor", "prototype"] as const;
export const PROTOTYPE_NAMES = [
  ...PROTO_KEYS,
  ...Object.getOwnPropertyNames(Object.prototype),
  "Constructor",
  "constructor constructor",
  "the __proto__ of toString",
];

export const NASTY = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDFFF",
  "x\uD83D",
  "\uDE00y",
  "\u202Eevil\u202C",
  "\u200F\u061C",
  "שלום עולם",
  "مرحبا بالعالم",
  "👨‍👩‍👧‍👦",
  "🏝️✈️",
  "Z̴̡̢a̷l̶g̸o̵",
  "\uFEFF",
  "\u200B",
  "\r\n\r\n",
  "\t",
  "<script>alert(1)</script>",
  "'; DROP TABLE users; --",
  "../../etc/passwd",
  "%00",
  "%2e%2e%2f",
  "${jndi:ldap://x}",
  "{{7*7}}",
  "javascript:alert(1)",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "0x10",
  "true",
  "[]",
  "{}",
  "New",
  "admin@test.example",
];

/** One unit of text: any code point, lone surrogate halves, direction marks, NUL, emoji. */
export const unit = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("\u0000", "\u202E", "\u200F", "\uFEFF", "👨‍👩‍👧", "\r", "\\", '"', "%"),
  },
);
export const unicodeString = fc.string({ unit, maxLength: 60 });

export const hugeString = fc.oneof(
  fc.integer({ min: 201, max: 5_100 }).map((n) => "x".repeat(n)), // just past the field limits
  fc.integer({ min: 100, max: 5_000 }).map((n) => "界".repeat(n)), // three bytes each in UTF-8
  fc.integer({ min: 1_000, max: 40_000 }).map((n) => "😀".repeat(n)), // up to 160 KB
  fc.constant("a".repeat(300_000)), // past the 256 KB body limit
);

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 4, arbitrary: unicodeString },
  { weight: 1, arbitrary: hugeString },
);

export const hostileKey = fc.oneof(
  fc.constantFrom(
    ...PROTO_KEYS,
    "toString",
    "hasOwnProperty",
    "isAdmin",
    "isApproved",
    "id",
    "userId",
    "passwordHash",
    "",
  ),
  unicodeString,
);

/** An object with exactly these own keys, "__proto__" included (as JSON.parse would make it). */
export function objectOf(entries: [string, unknown][]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return object;
}

export const pollution = fc.constantFrom(
  objectOf([["polluted", "yes"], ["isAdmin", true], ["isApproved", true]]),
  objectOf([["prototype", objectOf([["polluted", "yes"]])]]),
  objectOf([["__proto__", objectOf([["polluted", "yes"]])]]),
  "polluted",
  null,
);

export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { maxDepth: 3, depthIdentifier: "hostile" },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(1e308, -0, Number.MAX_SAFE_INTEGER + 2, -1, 0.1),
    fc.constant(Array.from({ length: 60 }, () => "界".repeat(210))),
    fc.array(tie("value"), { maxLength: 5 }),
    fc.array(fc.tuple(hostileKey, tie("value")), { maxLength: 4 }).map(objectOf),
  ),
})).value;

// ---- Bodies -----------------------------------------------------------------------------------

export type Json = Record<string, unknown>;
export type Path = (string | number)[];

/** Every key path of a JSON value: objects' keys and array items, nested. */
export function paths(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => [[...prefix, i], ...paths(item, [...prefix, i])]);
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap((
      [key, item],
    ) => [[...prefix, key], ...paths(item, [...prefix, key])]);
  }
  return [];
}

export function objectPaths(value: unknown, prefix: Path = []): Path[] {
  if (!value || typeof value !== "object" || Array.isArray(value)) return [];
  return [prefix, ...Object.entries(value).flatMap(([key, item]) => objectPaths(item, [...prefix, key]))];
}

/** A copy with `value` at `path` (an own property, even for "__proto__"), copying the containers on the way. */
export function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  // An earlier edit may have put a primitive where a container was.
  const container = root && typeof root === "object" ? root : typeof head === "number" ? [] : {};
  const copy = (Array.isArray(container) ? [...container] : objectOf(Object.entries(container))) as Record<
    string | number,
    unknown
  >;
  Object.defineProperty(copy, head, {
    value: setAt(copy[head], rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

/**
 * The biggest body the contract still accepts: every list filled with its most entries of the
 * longest three-byte text, every free text as long as it may be. Real values, no tricks: stored,
 * they must still fit a record.
 */
export function maxed(base: Json, schema: z.ZodType): Json {
  let body = base;
  const valid = (candidate: unknown) => schema.safeParse(candidate).success;
  for (const path of paths(base)) {
    const current = path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], base);
    if (Array.isArray(current) && current.every((item) => typeof item === "string")) {
      for (const [count, length] of [[50, 200], [20, 200], [10, 100]]) {
        const candidate = setAt(body, path, Array.from({ length: count }, () => "界".repeat(length))) as Json;
        if (valid(candidate)) {
          body = candidate;
          break;
        }
      }
    } else if (typeof current === "string") {
      for (const length of [5_000, 2_000, 200, 100]) {
        const candidate = setAt(body, path, "界".repeat(length)) as Json;
        if (valid(candidate)) {
          body = candidate;
          break;
        }
      }
    }
  }
  return body;
}

export const MALFORMED = [
  "",
  " ",
  "{",
  "}",
  "[",
  "{]",
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  "nul",
  "undefined",
  "NaN",
  '{"a":NaN}',
  '{"a":1}{"b":2}',
  "\uFEFF{}",
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '"just a string"',
  "12",
  "-0",
  "1e999",
  "true",
  "null",
  "[]",
  "[{}]",
  '{"__proto__":',
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  "\u0000",
  '{"a":1,"a":2}',
  "\ud800",
];

/** A request body (text) built around `base()`, a body the route accepts. */
export function bodies(base: () => Json, schema?: z.ZodType): fc.Arbitrary<string> {
  const sample = base();
  const fieldPaths = paths(sample);
  const containerPaths = objectPaths(sample);
  const arbs: fc.Arbitrary<string>[] = [
    // Malformed JSON text and plain garbage.
    fc.constantFrom(...MALFORMED),
    fc.string({ unit, maxLength: 80 }),
    fc.nat().map((n) => {
      const text = JSON.stringify(base());
      return text.slice(0, n % text.length);
    }),
    fc.integer({ min: 1_000, max: 20_000 }).map((n) => "[".repeat(n) + "]".repeat(n)),
    fc.integer({ min: 1_000, max: 20_000 }).map((n) => '{"a":'.repeat(n) + "1" + "}".repeat(n)),
    // Wrong shapes: any JSON at all, an array where the object belongs.
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    fc.constant(JSON.stringify([sample])),
    hostileValue.map((v) => JSON.stringify(v) ?? "null"),
    // The accepted body with hostile values: one field, several fields, an extra key.
    fc.tuple(fc.constantFrom(...fieldPaths), hostileValue).map(([path, v]) =>
      JSON.stringify(setAt(base(), path, v))
    ),
    fc.array(fc.tuple(fc.constantFrom(...fieldPaths), hostileValue), { minLength: 2, maxLength: 5 }).map((
      edits,
    ) => JSON.stringify(edits.reduce<unknown>((body, [path, v]) => setAt(body, path, v), base()))),
    fc.tuple(fc.constantFrom(...containerPaths), hostileKey, hostileValue).map(([path, key, v]) =>
      JSON.stringify(setAt(base(), [...path, key], v))
    ),
    // Prototype pollution at every level.
    fc.tuple(fc.constantFrom(...containerPaths), fc.constantFrom(...PROTO_KEYS), pollution).map((
      [path, key, v],
    ) => JSON.stringify(setAt(base(), [...path, key], v))),
    // Names of Object.prototype as values: servers that look text up in plain objects trip on them.
    fc.tuple(fc.constantFrom(...fieldPaths), fc.constantFrom(...PROTOTYPE_NAMES)).map(([path, name]) =>
      JSON.stringify(setAt(base(), path, name))
    ),
  ];
  if (schema) arbs.push(fc.constant(null).map(() => JSON.stringify(maxed(base(), schema))));
  return fc.oneof(...arbs);
}

// ---- Paths ------------------------------------------------------------------------------------

/** Percent-encodes a path segment; lone surrogates become an invalid UTF-8 sequence. */
export function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text.split(/([\ud800-\udfff])/).map((
      part,
    ) => (/^[\ud800-\udfff]$/.test(part) ? "%ED%A0%80" : encodeURIComponent(part))).join("");
  }
}

export const RAW_SEGMENTS = [
  "%",
  "%zz",
  "%ED%A0%80",
  "%C0%AE",
  "%FF%FE",
  "%00",
  "a%2Fb",
  "%5C..%5C",
  "%2e%2e",
  "%20",
  "+",
  "*",
  "~",
  "CON",
  "nul.gif",
];

/**
 * Path segments (already encoded): hostile text, broken escapes, well-formed but unknown ids, and
 * the real ids with something appended. `exact` also offers the real ids themselves.
 */
export function segments(real: string[], exact = true): fc.Arbitrary<string> {
  const suffixes = ["%00", "%20", ".json", "/", "%2F..", "x".repeat(80), "'", "%ED%A0%80", "%0A"];
  const arbs = [
    hostileString.filter((s) => s.length <= 2_000).map(encodeSegment),
    fc.constantFrom(...RAW_SEGMENTS),
    fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
    fc.tuple(fc.constantFrom(...real), fc.constantFrom(...suffixes)).map(([id, suffix]) => id + suffix),
  ];
  if (exact) arbs.push(fc.constantFrom(...real));
  // An empty or dot segment is another route (or the web app), not this parameter.
  return fc.oneof(...arbs).filter((segment) => segment.length > 0 && !/^(?:\.|%2e){1,2}$/i.test(segment));
}

// ---- The targets --------------------------------------------------------------------------------

export type Case = {
  path: string;
  body?: string | Uint8Array;
  contentType?: string;
  headers?: Record<string, string>;
};
export type Target = { route: string; as: Role; cases: fc.Arbitrary<Case> };

export const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  undefined,
];
export const contentType = fc.oneof({ weight: 4, arbitrary: fc.constant("application/json") }, {
  weight: 1,
  arbitrary: fc.constantFrom(...CONTENT_TYPES),
});

export const withBody = (path: fc.Arbitrary<string>, body: fc.Arbitrary<string>): fc.Arbitrary<Case> =>
  fc.record({ path, body, contentType });
export const pathOnly = (path: fc.Arbitrary<string>): fc.Arbitrary<Case> => path.map((p) => ({ path: p }));

/** A header value the Fetch API accepts (Latin-1, no line breaks), or none. */
export const headerValue = fc.oneof(
  fc.constant(undefined),
  fc.stringMatching(/^[A-Za-z0-9_.:-]{8,128}$/),
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0xff }).filter((c) => c !== 0x7f).map((c) => String.fromCharCode(c)),
    maxLength: 300,
  }),
);

/** Range headers: well-formed, reversed, several, out of bounds, with numbers no file has, or junk. */
export const byteRange = fc.oneof(
  fc.constantFrom(
    "bytes=0-0",
    "bytes=0-",
    "bytes=-1",
    "bytes=-0",
    "bytes=5-2",
    "bytes=0-1,3-4",
    "bytes=99999999999999999999999-",
    "bytes=0-99999999999999999999999",
    `bytes=${"9".repeat(400)}-`,
    `bytes=-${"9".repeat(400)}`,
    "items=0-1",
    "bytes=-",
    "bytes=--1",
    "bytes=1-2-3",
    " bytes=1-2 ",
    "BYTES=1-2",
    "bytes=0x10-0x20",
    "bytes=1e3-2e3",
  ),
  fc.tuple(fc.nat(), fc.nat()).map(([a, b]) => `bytes=${a}-${b}`),
  fc.nat().map((n) => `bytes=-${n}`),
  headerValue.map((v) => v ?? ""),
);

// ---- Watching the database ----------------------------------------------------------------------

/** Keys that refused requests change on purpose (see the top of this file). */
export function isVolatile(key: Deno.KvKey): boolean {
  const [first, second] = key;
  return first === "rate" || first === "email_otps" || first === "mail_outbox" ||
    (first === "settings" && second === "catalogue_version");
}

export const keyText = (key: Deno.KvKey) =>
  key.map((part) => (typeof part === "string" ? JSON.stringify(part) : String(part))).join("/");

/** Every non-volatile entry: key -> versionstamp. */
export async function snapshot(kv: Deno.Kv): Promise<Map<string, string>> {
  const entries = new Map<string, string>();
  for await (const entry of kv.list({ prefix: [] })) {
    if (!isVolatile(entry.key)) entries.set(keyText(entry.key), entry.versionstamp);
  }
  return entries;
}

export function changes(before: Map<string, string>, after: Map<string, string>): string[] {
  const changed: string[] = [];
  for (const [key, stamp] of before) if (after.get(key) !== stamp) changed.push(key);
  for (const key of after.keys()) if (!before.has(key)) changed.push(key);
  return changed;
}

/**
 * The handlers' database handle with every committed write logged by key: a write made while a
 * refused request ran is caught at once, with the request that made it. (Listing the whole database
 * around every one of thousands of cases would cost more than the cases.)
 */
export function recordingKv(kv: Deno.Kv, log: (key: Deno.KvKey) => void): Deno.Kv {
  const passThrough = <T extends object>(target: T, prop: string | symbol) => {
    const value = Reflect.get(target, prop, target);
    return typeof value === "function" ? value.bind(target) : value;
  };
  const atomic = (op: Deno.AtomicOperation): Deno.AtomicOperation => {
    const keys: Deno.KvKey[] = [];
    const proxy: Deno.AtomicOperation = new Proxy(op, {
      get(target, prop) {
        if (prop === "set" || prop === "delete" || prop === "sum" || prop === "min" || prop === "max") {
          return (key: Deno.KvKey, ...rest: unknown[]) => {
            (target[prop] as (...args: unknown[]) => unknown).call(target, key, ...rest);
            keys.push(key);
            return proxy;
          };
        }
        if (prop === "mutate") {
          return (...mutations: Deno.KvMutation[]) => {
            target.mutate(...mutations);
            keys.push(...mutations.map((m) => m.key));
            return proxy;
          };
        }
        if (prop === "check") {
          return (...checks: Deno.AtomicCheck[]) => {
            target.check(...checks);
            return proxy;
          };
        }
        if (prop === "commit") {
          return async () => {
            const result = await target.commit();
            if (result.ok) keys.forEach(log);
            return result;
          };
        }
        return passThrough(target, prop);
      },
    });
    return proxy;
  };
  return new Proxy(kv, {
    get(target, prop) {
      if (prop === "set") {
        return async (key: Deno.KvKey, value: unknown, options?: { expireIn?: number }) => {
          const result = await target.set(key, value, options);
          log(key);
          return result;
        };
      }
      if (prop === "delete") {
        return async (key: Deno.KvKey) => {
          await target.delete(key);
          log(key);
        };
      }
      if (prop === "atomic") return () => atomic(target.atomic());
      return passThrough(target, prop);
    },
  });
}

// ---- Running the cases --------------------------------------------------------------------------

export const preview = (text: string | Uint8Array | undefined) =>
  text === undefined
    ? "(none)"
    : text instanceof Uint8Array
    ? `(${text.length} bytes)`
    : JSON.stringify(text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);

/** fast-check prints a failing case whole; a 300 KB body is cut to its start. */
export function shortlyPrinted(c: Case): Case {
  return Object.assign({}, c, {
    [fc.toStringMethod]: () =>
      `{ path: ${preview(c.path)}, body: ${preview(c.body)}, contentType: ${c.contentType}, headers: ${
        JSON.stringify(c.headers ?? {})
      } }`,
  });
}


// ---- Targets from the route registry ------------------------------------------------------------

/** Who gets past a route's guard to its parsers: the least of the callers its access lets in. */
export const CALLER_OF: Record<Access, Role> = {
  public: "anonymous",
  anyone: "anonymous",
  "signed-in": "member",
  approved: "member",
  admin: "admin",
};

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  default?: unknown;
};

function sampleOfJsonSchema(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const first = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (first?.length) return sampleOfJsonSchema(first.find((s) => s.type !== "null") ?? first[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sampleOfJsonSchema(property)]),
      );
    case "array":
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleOfJsonSchema(schema.items ?? {}));
    case "string":
      if (schema.format === "email") return "fuzz@test.example";
      if (schema.format === "date-time") return new Date().toISOString();
      if (schema.format === "date") return new Date().toISOString().slice(0, 10);
      return "Sample".padEnd(schema.minLength ?? 0, "x");
    case "number":
    case "integer":
      return Math.max(1, schema.minimum ?? 1);
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      return "Sample";
  }
}

/** A body of roughly the declared shape (every field, each a plain value), for hostile edits to start from. */
export function sampleBody(schema: z.ZodType): Json {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  const sample = sampleOfJsonSchema(json);
  return sample && typeof sample === "object" && !Array.isArray(sample) ? sample as Json : {};
}

/** The names a declared schema of an object lists (a query's or the headers'). */
const keysOf = (schema: z.ZodObject | undefined) => Object.keys(schema?.shape ?? {});

/** Does the route take input a fuzz case can vary: a path parameter, a query, headers or a body? */
export const takesInput = (doc: RouteDoc) =>
  /:[A-Za-z]/.test(doc.route) || Boolean(doc.query || doc.headers || doc.body || doc.rawBody);

/**
 * The target a declared route gets from its registry entry alone: each path parameter hostile (or a
 * made-up id), each declared query parameter and header hostile or absent, and a body built around a
 * sample of its declared schema, sent as the caller its access lets in.
 */
export function targetOf(doc: RouteDoc): Target {
  const [, path] = doc.route.split(" ");
  const names = [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
  const pathArb = fc.tuple(...names.map(() => segments(["registry-sample-id"]))).map((values) => {
    let i = 0;
    return path.replace(/:([A-Za-z0-9_]+)/g, () => values[i++]);
  });
  const query = fc.record(
    Object.fromEntries(keysOf(doc.query).map((key) => [key, fc.option(hostileString.filter((s) => s.length < 300))])),
  ) as fc.Arbitrary<Record<string, string | null>>;
  const headers = fc.record(Object.fromEntries(keysOf(doc.headers).map((key) => [key, headerValue]))) as fc.Arbitrary<
    Record<string, string | undefined>
  >;
  const body: fc.Arbitrary<string | undefined> = doc.body
    ? bodies(() => sampleBody(doc.body!), doc.body)
    : doc.rawBody
    ? bodies(() => ({ file: "x" }))
    : fc.constant(undefined);
  const types = doc.rawBody ? fc.constantFrom(...Object.keys(doc.rawBody), ...CONTENT_TYPES) : contentType;
  return {
    route: doc.route,
    as: CALLER_OF[doc.access],
    cases: fc.record({ path: pathArb, query, headers, body, contentType: types }).map((c): Case => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(c.query)) if (value !== null) search.set(key, value);
      const sent = Object.fromEntries(Object.entries(c.headers).filter(([, v]) => v !== undefined)) as Record<
        string,
        string
      >;
      const withQuery = search.size ? `${c.path}?${search}` : c.path;
      return c.body === undefined
        ? { path: withQuery, headers: sent }
        : { path: withQuery, headers: sent, body: c.body, contentType: c.contentType };
    }),
  };
}

/** The targets of the declared routes that take input and have no target written for them. */
export function registryTargets(routes: readonly RouteDoc[], written: readonly Target[]): Target[] {
  const covered = new Set(written.map((target) => target.route));
  return routes.filter((doc) => takesInput(doc) && !covered.has(doc.route)).map(targetOf);
}

// ---- Running the targets -------------------------------------------------------------------------

/**
 * Runs targets against `t`, each case as the target's caller: every case must get a status below
 * 500, every /api refusal a JSON `message`, and a refused case may write nothing (the handlers' KV
 * handle logs every committed write); after each target, whatever changed in the database must have
 * been written by an accepted case, and some case must have got past the guards.
 */
export class FuzzSession {
  private written: Deno.KvKey[] = [];
  private constructor(
    private readonly t: TestApp,
    private readonly callers: Partial<Record<Role, { token: string }>>,
    private before: Map<string, string>,
  ) {}

  static async start(t: TestApp, callers: Partial<Record<Role, { token: string }>>): Promise<FuzzSession> {
    const session = new FuzzSession(t, callers, new Map());
    // The handlers write through a recorder; t.kv (the fixtures' handle) stays the plain one.
    t.deps.kv = recordingKv(t.kv, (key) => session.written.push(key));
    await t.deps.kv.set(["fuzz_probe"], 1);
    await t.deps.kv.atomic().check({ key: ["fuzz_probe"], versionstamp: null }).set(["fuzz_probe"], 2)
      .commit(); // fails: not logged
    await t.deps.kv.atomic().delete(["fuzz_probe"]).commit();
    assert.deepEqual(
      session.written.map(keyText),
      ['"fuzz_probe"', '"fuzz_probe"'],
      "the recorder sees committed writes only",
    );
    session.before = await snapshot(t.kv);
    return session;
  }

  /** Runs one target's cases; answers how many cases got each status. */
  async run(target: Target, numRuns = RUNS): Promise<Map<number, number>> {
    const { t } = this;
    const [method] = target.route.split(" ");
    const token = target.as === "anonymous" ? undefined : this.callers[target.as]?.token;
    const statuses = new Map<number, number>();
    /** Keys written by accepted requests: the only changes the snapshot after this route may show. */
    const accepted = new Set<string>();
    await fc.assert(
      fc.asyncProperty(target.cases.map(shortlyPrinted), async (c) => {
        const headers: Record<string, string> = { ...c.headers };
        if (token) headers.authorization = `Bearer ${token}`;
        if (c.contentType !== undefined) headers["content-type"] = c.contentType;
        const body = c.body instanceof Uint8Array ? new Uint8Array(c.body) : c.body;
        this.written = [];
        const res = await t.app.request(c.path, { method, headers, body });
        let text = "";
        if (res.headers.get("content-type")?.startsWith("text/event-stream")) await res.body?.cancel();
        else text = await res.text();
        // An accepted inquiry sends its emails afterwards: they are its writes too.
        if (res.status < 300) await t.deps.outbox.settled();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const what = `${target.route} as ${target.as}: ${method} ${preview(c.path)} body ${preview(c.body)} -> ${res.status}`;

        assert.ok(res.status < 500, `${what} ${text.slice(0, 300)}`);
        const changed = this.written.filter((key) => !isVolatile(key)).map(keyText);
        if (res.status < 400) {
          changed.forEach((key) => accepted.add(key));
          return;
        }
        if (new URL(c.path, "http://x").pathname.startsWith("/api/")) {
          let json: { message?: unknown } | undefined;
          try {
            json = JSON.parse(text);
          } catch { /* asserted below */ }
          assert.ok(
            typeof json?.message === "string" && json.message.trim().length > 0,
            `${what}: a refusal without a JSON message: ${text.slice(0, 300)}`,
          );
        } else if (res.status === 416) {
          // Range Not Satisfiable: no body, the file's size in Content-Range (RFC 9110).
          assert.match(res.headers.get("content-range") ?? "", /^bytes \*\/\d+$/, `${what}: 416 without Content-Range`);
        } else if (method !== "HEAD") {
          assert.ok(text.length > 0, `${what}: an empty refusal`);
        }
        assert.deepEqual(changed, [], `${what}: a refused request wrote to the database`);
      }),
      { numRuns, endOnFailure: true },
    );
    // The database itself agrees: whatever changed was written by an accepted request.
    const after = await snapshot(t.kv);
    const unexplained = changes(this.before, after).filter((key) => !accepted.has(key));
    assert.deepEqual(unexplained, [], `${target.route} as ${target.as}: records changed that no accepted request wrote`);
    this.before = after;
    // The cases reached past the guards to the parsers and the lookups.
    const reached = [...statuses.keys()].filter((s) => s !== 401 && s !== 403);
    assert.ok(
      reached.length > 0,
      `${target.route} as ${target.as}: every case was refused by a guard: ${JSON.stringify([...statuses])}`,
    );
    return statuses;
  }
}

/**
 * The route registry (server/openapi/registry.ts): a route declared once, beside its handler, is in
 * the API document, the fuzz run and the authorization matrix with no other edit, and its validation
 * answers go through the API's error path like every route's.
 *
 * The probe below is declared on a real router (the agency's) before the app is built, as a new route
 * would be: nothing else names it.
 */
import assert from "node:assert/strict";
import { validate } from "@readme/openapi-parser";
import { z } from "zod";
import { JSON_CONTENT_TYPE_REQUIRED, pathId } from "../../server/http/validate.ts";
import { apiRoutes, declareOn } from "../../server/openapi/registry.ts";
import { agencyRoutes } from "../../server/routes/agency.ts";
import { makeTestApp, withoutRequestId } from "../helpers/app.ts";
import { FuzzSession, registryTargets } from "../helpers/fuzz.ts";
import { checkRow, disagreements, PAST_THE_GUARD, registryRows } from "../helpers/matrix.ts";
import { makeCallers } from "../helpers/roles.ts";

const PROBE = "POST /api/agency/registry-probe/:id";
const PROBE_NOT_FOUND = "There is no such probe.";

declareOn(agencyRoutes, "/api/agency")({
  route: PROBE,
  summary: "Probe the registry",
  description: "A route only this test declares.",
  tag: "Agency",
  operationId: "probeRegistry",
  access: "admin",
  params: z.object({ id: z.string() }),
  query: z.object({ tone: z.enum(["calm", "brisk"]).optional() }),
  body: z.object({ note: z.string().min(1).max(40), count: z.number().int().min(1).max(9) }),
  answer: { status: 201, description: "The note, echoed.", schema: z.object({ id: z.string(), note: z.string() }) },
  errors: ["not_found"],
}, async (c, { body, query }) => {
  const id = pathId(c, "id", PROBE_NOT_FOUND);
  const { tone } = query();
  const { note } = await body();
  return c.json({ data: { id, note: tone === "brisk" ? note.toUpperCase() : note } }, 201);
});

type Operation = { operationId: string; "x-access": string; responses: Record<string, unknown> };

Deno.test("a route declared in the registry is in the API document, with its access and errors", async () => {
  const t = await makeTestApp();
  try {
    const res = await t.call("GET", "/api/openapi.json");
    const doc = res.json as { paths: Record<string, Record<string, Operation>> };
    const probe = doc.paths["/api/agency/registry-probe/{id}"]?.post;
    assert.ok(probe, "the probe is in the document");
    assert.equal(probe.operationId, "probeRegistry");
    assert.equal(probe["x-access"], "admin");
    // Its own answer, its access's 401 and 403, its body's 400, 408, 413 and 415, and its own 404.
    assert.deepEqual(Object.keys(probe.responses).sort(), ["201", "400", "401", "403", "404", "408", "413", "415", "500"]);
    const result = await validate(structuredClone(doc) as never);
    assert.deepEqual(result.valid ? [] : result.errors, []);
  } finally {
    await t.close();
  }
});

Deno.test("a declared route answers through the API's error path: guard, 415, 400 with issues, 404", async () => {
  const t = await makeTestApp();
  try {
    const { admin, member } = await makeCallers(t);
    const path = "/api/agency/registry-probe/first";
    assert.equal((await t.call("POST", path, { body: { note: "x", count: 1 } })).status, 401);
    const refused = await t.call("POST", path, { token: member.token, body: { note: "x", count: 1 } });
    assert.equal(refused.status, 403);
    assert.equal(refused.json.code, "forbidden");

    const plain = await t.call("POST", path, { token: admin.token, raw: '{"note":"x"}', headers: { "content-type": "text/plain" } });
    assert.equal(plain.status, 415);
    assert.deepEqual(withoutRequestId(plain.json), { message: JSON_CONTENT_TYPE_REQUIRED, code: "unsupported_type" });

    const malformed = await t.call("POST", path, { token: admin.token, raw: "{", headers: { "content-type": "application/json" } });
    assert.equal(malformed.status, 400);
    assert.equal(malformed.json.message, "The request body must be valid JSON.");

    const invalid = await t.call("POST", path, { token: admin.token, body: { note: "", count: 12 } });
    assert.equal(invalid.status, 400);
    assert.equal(invalid.json.code, "validation");
    assert.deepEqual(invalid.json.issues.map((issue: { path: string }) => issue.path), ["note", "count"]);

    const badQuery = await t.call("POST", `${path}?tone=loud`, { token: admin.token, body: { note: "x", count: 1 } });
    assert.equal(badQuery.status, 400);
    assert.deepEqual(badQuery.json.issues.map((issue: { path: string }) => issue.path), ["tone"]);

    const notAnId = await t.call("POST", "/api/agency/registry-probe/not%20an%20id", { token: admin.token, body: {} });
    assert.equal(notAnId.status, 404);
    assert.equal(notAnId.json.message, PROBE_NOT_FOUND);

    const ok = await t.call("POST", `${path}?tone=brisk`, { token: admin.token, body: { note: "hello", count: 2 } });
    assert.equal(ok.status, 201);
    assert.deepEqual(ok.json.data, { id: "first", note: "HELLO" });
  } finally {
    await t.close();
  }
});

Deno.test("a route declared in the registry is fuzzed and in the authorization matrix with no test list edited", async () => {
  const t = await makeTestApp();
  try {
    const callers = await makeCallers(t);
    // The fuzz run and the matrix take every declared route that has nothing written for it.
    const [target] = registryTargets(apiRoutes(), []).filter((target) => target.route === PROBE);
    assert.ok(target, "the probe is a fuzz target");
    assert.equal(target.as, "admin");
    const session = await FuzzSession.start(t, callers);
    const statuses = await session.run(target, 150);
    assert.ok(statuses.has(400), `hostile bodies were refused: ${JSON.stringify([...statuses])}`);
    assert.ok([...statuses.keys()].every((status) => status < 500));

    const [row] = registryRows(apiRoutes(), []).filter((row) => row.route === PROBE);
    assert.ok(row, "the probe is a row of the matrix");
    assert.deepEqual(row.expect, { anonymous: 401, pending: 403, member: 403, other: 403, admin: PAST_THE_GUARD });
    assert.deepEqual(await checkRow(t, callers, row), []);
    // A row written for a route must refuse exactly the callers its declared access refuses.
    const lax = { ...row, case: "written", expect: { ...row.expect, member: 201 } };
    assert.deepEqual(disagreements(apiRoutes(), [lax]), [
      `${PROBE} (written) as member: the row expects 201, access "admin" answers 403`,
    ]);
  } finally {
    await t.deps.outbox.settled();
    await t.close();
  }
});

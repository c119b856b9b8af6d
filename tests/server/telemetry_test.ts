/**
 * Traces through Deno's built-in OpenTelemetry: the real server started with OTEL_DENO=true and the
 * standard OTLP variables exports to a local OTLP/HTTP receiver (http/json) in this test. A request's
 * span arrives named by its route pattern with its status, and an inquiry's span has children for
 * its database commit and its two emails.
 */
import assert from "node:assert/strict";
import { activityInquiryBody } from "../helpers/fixtures.ts";
import { startServer } from "../helpers/server.ts";

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean };
type OtlpSpan = { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes: { key: string; value: AnyValue }[] };
type Span = { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes: Record<string, string | number | boolean | undefined> };

function flatten(span: OtlpSpan): Span {
  const attributes: Span["attributes"] = {};
  for (const { key, value } of span.attributes) {
    attributes[key] = value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : value.boolValue);
  }
  return { traceId: span.traceId, spanId: span.spanId, parentSpanId: span.parentSpanId, name: span.name, attributes };
}

/** An OTLP/HTTP receiver of traces in JSON; answers the other signals without keeping them. */
function startReceiver() {
  const spans: Span[] = [];
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (request) => {
    const body = await request.json();
    if (new URL(request.url).pathname === "/v1/traces") {
      for (const resource of body.resourceSpans ?? []) {
        for (const scope of resource.scopeSpans ?? []) spans.push(...(scope.spans ?? []).map(flatten));
      }
    }
    return Response.json({});
  });
  return { url: `http://127.0.0.1:${server.addr.port}`, spans, close: () => server.shutdown() };
}

Deno.test("with OTEL_DENO=true a request's span reaches the OTLP receiver with its route and status", async () => {
  const receiver = startReceiver();
  const server = await startServer({
    env: {
      OTEL_DENO: "true",
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
      OTEL_SERVICE_NAME: "aurum-voyages-test",
      OTEL_DENO_CONSOLE: "ignore",
    },
  });
  let inquiryRequestId: string | null = null;
  try {
    const list = await (await fetch(`${server.url}/api/packages`)).json();
    const res = await fetch(`${server.url}/api/packages/${list.data.packages[0].id}`);
    assert.equal(res.status, 200);
    await res.body?.cancel();
    const missing = await fetch(`${server.url}/api/packages/no-such-package`);
    await missing.body?.cancel();
    const inquiry = await fetch(`${server.url}/api/inquiries`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(activityInquiryBody({ itemId: list.data.packages[0].id, type: "package" })),
    });
    assert.equal(inquiry.status, 201);
    inquiryRequestId = inquiry.headers.get("x-request-id");
    await inquiry.body?.cancel();
  } finally {
    await server.stop(); // a graceful stop exports what is still batched
  }
  try {
    const deadline = Date.now() + 20_000;
    const routeSpans = () => receiver.spans.filter((s) => s.attributes["http.route"] === "/api/packages/:id");
    while (routeSpans().length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    // Deno records the status as a string attribute.
    const statuses = routeSpans().map((s) => Number(s.attributes["http.response.status_code"])).sort();
    assert.deepEqual(statuses, [200, 404], JSON.stringify(receiver.spans.map((s) => s.name)));
    assert.ok(routeSpans().every((s) => s.name === "GET /api/packages/:id"), "named by method and route");

    const post = receiver.spans.find((s) => s.attributes["http.route"] === "/api/inquiries");
    assert.ok(post, "the inquiry's span");
    assert.equal(Number(post.attributes["http.response.status_code"]), 201);
    const inTrace = receiver.spans.filter((s) => s.traceId === post.traceId).map((s) => s.name);
    assert.ok(inTrace.includes("kv.commit") || inTrace.includes("kv.getMany"), `database spans: ${inTrace}`);
    assert.equal(inTrace.filter((name) => name === "mail.send").length, 2, `mail spans: ${inTrace}`);
    assert.ok(inquiryRequestId, "the inquiry answered its request id");
  } finally {
    await receiver.close();
  }
});

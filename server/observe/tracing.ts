/**
 * Traces through Deno's built-in OpenTelemetry (OTEL_DENO=true; exported with the standard
 * OTEL_EXPORTER_OTLP_* variables). Deno makes the span of each request Deno.serve answers and of
 * each outgoing fetch; this module names a request's span by its route and adds spans of our own
 * (database commits, mail, AI). Without OTEL_DENO no span is made: the work runs as it is.
 */
import { type Attributes, context, type Span, SpanStatusCode, trace } from "@opentelemetry/api";

const tracer = trace.getTracer("aurum-voyages");
/** Read once: without OTEL_DENO no span is ever recorded, so none is made. */
const TRACING = tracingEnabled();

/** Names the span of the request being answered by its route pattern (Deno records its status itself). */
export function markRequestSpan(method: string, route: string): void {
  if (!TRACING) return;
  const span = trace.getActiveSpan();
  if (!span) return;
  span.updateName(`${method} ${route}`);
  span.setAttribute("http.route", route);
}

function markFailed(span: Span, error: unknown): void {
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
}

/** Runs `work` in a span of its own (a child of the request's), ended when it settles; a throw marks it failed. */
export function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  if (!TRACING) {
    try {
      return work();
    } catch (error) {
      return Promise.reject(error);
    }
  }
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      markFailed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Iterates `source` in one span, from the first item to the last (the work it does between items is its child). */
export async function* inSpanStream<T>(name: string, attributes: Attributes, source: () => AsyncIterable<T>): AsyncGenerator<T> {
  const span = tracer.startSpan(name, { attributes });
  const active = trace.setSpan(context.active(), span);
  try {
    const items = context.with(active, () => source()[Symbol.asyncIterator]());
    while (true) {
      const next = await context.with(active, () => items.next());
      if (next.done) return;
      yield next.value;
    }
  } catch (error) {
    markFailed(span, error);
    throw error;
  } finally {
    span.end();
  }
}

/** Whether Deno exports telemetry in this process (OTEL_DENO=true). */
export function tracingEnabled(): boolean {
  try {
    return Deno.env.get("OTEL_DENO") === "true";
  } catch {
    return false;
  }
}

/**
 * Spans around the database's work: Deno traces no KV operation itself, so when tracing is on the
 * handle is wrapped and each read (`get`, `getMany`), single write (`set`, `delete`) and atomic
 * commit becomes a span `kv.{operation}`. With tracing off the handle is returned as it is.
 */
import { inSpan, tracingEnabled } from "./tracing.ts";

const TRACED = new Set(["get", "getMany", "set", "delete"]);
const ATTRIBUTES = { "db.system.name": "deno_kv" };

function span<T>(operation: string, work: () => Promise<T>): Promise<T> {
  return inSpan(`kv.${operation}`, { ...ATTRIBUTES, "db.operation.name": operation }, work);
}

function tracedAtomic(op: Deno.AtomicOperation): Deno.AtomicOperation {
  const commit = op.commit.bind(op);
  op.commit = () => span("commit", commit);
  return op;
}

export function withKvSpans(kv: Deno.Kv, enabled = tracingEnabled()): Deno.Kv {
  if (!enabled) return kv;
  return new Proxy(kv, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (property === "atomic") return () => tracedAtomic(target.atomic());
      if (typeof property === "string" && TRACED.has(property)) {
        return (...args: unknown[]) => span(property, () => value.apply(target, args));
      }
      return value.bind(target);
    },
  });
}

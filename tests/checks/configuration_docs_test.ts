/**
 * docs/configuration.md names every variable server/config.ts reads, and no variable it does not
 * (except the OpenTelemetry and KV Connect variables Deno reads itself). A variable added to the
 * schema without a line in the table fails here.
 */
import assert from "node:assert/strict";
import { configSchema } from "../../server/config.ts";

const DOC = new URL("../../docs/configuration.md", import.meta.url);
/** Read by Deno itself, not by our schema: documented, never in config.ts. */
const READ_BY_DENO = /^(OTEL_|DENO_)/;

/** The variables named in the first column of the table's rows. */
export function documentedVariables(markdown: string): Set<string> {
  const names = new Set<string>();
  for (const line of markdown.split("\n")) {
    const first = line.match(/^\|([^|]*)\|/)?.[1] ?? "";
    for (const [, name] of first.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(name);
  }
  return names;
}

Deno.test("docs/configuration.md lists exactly the variables of server/config.ts", async () => {
  const documented = documentedVariables(await Deno.readTextFile(DOC));
  const read = Object.keys(configSchema.shape);
  assert.deepEqual(read.filter((name) => !documented.has(name)), [], "variables missing from docs/configuration.md");
  const unknown = [...documented].filter((name) => !read.includes(name) && !READ_BY_DENO.test(name));
  assert.deepEqual(unknown, [], "documented variables the server does not read");
});

Deno.test("the table parser finds every name of a row's first column", () => {
  const table = "| `PORT`, `HOST` | `8000` | `NOT_A_VAR` in the meaning |\n| `LOG_FORMAT` | x | y |";
  assert.deepEqual([...documentedVariables(table)], ["PORT", "HOST", "LOG_FORMAT"]);
});

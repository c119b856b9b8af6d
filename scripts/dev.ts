/** `deno task dev`: the server in watch mode on API_PORT (8000), and Vite with hot reload in front of it. */
import { ensureWebDependencies } from "./lib.ts";

await ensureWebDependencies();
const apiPort = Deno.env.get("PORT") ?? "8000";
const server = new Deno.Command("deno", {
  args: ["run", "-A", "--watch=server/,contract/", "server/main.ts"],
  env: { PORT: apiPort },
  stdout: "inherit",
  stderr: "inherit",
}).spawn();
const vite = new Deno.Command("npx", {
  args: ["vite", "--host", "127.0.0.1"],
  cwd: new URL("../web/", import.meta.url).pathname,
  env: { API_PORT: apiPort },
  stdout: "inherit",
  stderr: "inherit",
}).spawn();
// Ctrl-C or a kill ends both children too (no orphaned server left holding the port).
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  Deno.addSignalListener(signal, () => {
    try { server.kill(); } catch { /* already ended */ }
    try { vite.kill(); } catch { /* already ended */ }
    Deno.exit(130);
  });
}
console.log("Vite dev server with hot reload: http://127.0.0.1:5173/ (API on port " + apiPort + ")");
const first = await Promise.race([server.status, vite.status]);
try { server.kill(); } catch { /* already ended */ }
try { vite.kill(); } catch { /* already ended */ }
Deno.exit(first.code);

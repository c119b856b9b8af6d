/** `deno task start`: installs what is missing, builds the web app if stale, then runs the server. */
import { buildWeb } from "./build-web.ts";

await buildWeb();
await import("../server/main.ts");

/**
 * Builds the web app when it is missing or older than its sources (or always with --force): the
 * browser's app into web/dist, then the server's renderer of the public pages into web/dist/.ssr.
 * Installs the web app's npm dependencies first when they are missing or the lockfile changed.
 */
import { ensureWebDependencies, run } from "./lib.ts";

const WEB = new URL("../web/", import.meta.url).pathname;
const SOURCES = ["src", "public", "build", "index.html", "vite.config.ts", "package-lock.json", "../contract", "../manifest", "../locales"];

async function newestMtime(path: string): Promise<number> {
  let info: Deno.FileInfo;
  try {
    info = await Deno.stat(path);
  } catch {
    return 0;
  }
  if (!info.isDirectory) return info.mtime?.getTime() ?? 0;
  let newest = info.mtime?.getTime() ?? 0;
  for await (const entry of Deno.readDir(path)) newest = Math.max(newest, await newestMtime(`${path}/${entry.name}`));
  return newest;
}

export async function webBuildIsStale(): Promise<boolean> {
  const built = await newestMtime(`${WEB}dist/index.html`);
  if (built === 0) return true;
  for (const source of SOURCES) if (await newestMtime(`${WEB}${source}`) > built) return true;
  return false;
}

export async function buildWeb(force = false): Promise<void> {
  await ensureWebDependencies();
  if (!force && !(await webBuildIsStale())) return;
  console.log("Building the web app...");
  await run(["npx", "vite", "build", "--logLevel", "warn"], { cwd: WEB });
  await buildRenderer();
}

/** The server's renderer (web/src/entry-server.tsx) into `outDir` (by default the build's `.ssr`). */
export async function buildRenderer(outDir?: string): Promise<void> {
  const out = outDir ? ["--outDir", outDir] : [];
  await run(["npx", "vite", "build", "--ssr", "src/entry-server.tsx", ...out, "--logLevel", "warn"], { cwd: WEB });
}

if (import.meta.main) await buildWeb(Deno.args.includes("--force"));

/** Helpers for the task scripts: running commands and installing what a fresh machine lacks. */

const ROOT = new URL("../", import.meta.url).pathname;
const WEB = `${ROOT}web/`;

/** Runs a command with inherited output; throws when it fails. */
export async function run(cmd: string[], options: { cwd?: string; env?: Record<string, string> } = {}): Promise<void> {
  const status = await new Deno.Command(cmd[0], {
    args: cmd.slice(1),
    cwd: options.cwd ?? ROOT,
    env: options.env,
    stdout: "inherit",
    stderr: "inherit",
  }).spawn().status;
  if (!status.success) throw new Error(`Command failed (exit ${status.code}): ${cmd.join(" ")}`);
}

async function exists(path: string): Promise<boolean> {
  try {
    await Deno.stat(path);
    return true;
  } catch {
    return false;
  }
}

/** `npm ci` in web/ when node_modules is missing or older than the lockfile. */
export async function ensureWebDependencies(): Promise<void> {
  const marker = `${WEB}node_modules/.package-lock.json`;
  if (await exists(marker)) {
    const lock = (await Deno.stat(`${WEB}package-lock.json`)).mtime?.getTime() ?? 0;
    const installed = (await Deno.stat(marker)).mtime?.getTime() ?? 0;
    if (installed >= lock) return;
  }
  console.log("Installing the web app's dependencies (npm ci)...");
  await run(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: WEB });
}

export const CHROMIUM_CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** The path of a Chromium binary: CHROMIUM_PATH, a known location, or Debian's package installed now. */
export async function ensureChromium(): Promise<string> {
  const configured = Deno.env.get("CHROMIUM_PATH");
  if (configured && await exists(configured)) return configured;
  for (const path of CHROMIUM_CANDIDATES) if (await exists(path)) return path;
  await installDebianPackage("chromium", "the browser tests", "or set CHROMIUM_PATH to a Chromium or Chrome binary.");
  return "/usr/bin/chromium";
}

/** `wrk`, the benchmarks' load generator: on PATH, or Debian's package installed now. */
export async function ensureWrk(): Promise<void> {
  const found = await new Deno.Command("bash", { args: ["-c", "command -v wrk"], stdout: "null", stderr: "null" }).output();
  if (found.success) return;
  await installDebianPackage("wrk", "the benchmarks", "");
}

/** Installs a Debian package as root with apt-get, or explains how when that is not possible. */
async function installDebianPackage(name: string, neededFor: string, otherwise: string): Promise<void> {
  const isRoot = Deno.uid?.() === 0;
  const hasApt = await exists("/usr/bin/apt-get");
  if (!isRoot || !hasApt) {
    throw new Error(
      `${name} is needed for ${neededFor} and was not found.\n` +
        `Install it with: sudo apt-get update && sudo apt-get install -y ${name}\n${otherwise}`,
    );
  }
  console.log(`Installing Debian's ${name} package for ${neededFor}...`);
  await run(["apt-get", "update", "-qq"]);
  await run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", name], {
    env: { DEBIAN_FRONTEND: "noninteractive" },
  });
}

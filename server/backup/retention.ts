/** Keeps the newest `keep` archives of a backup folder; other files there are never touched. */
import { join } from "node:path";
import { ARCHIVE_NAME } from "./layout.ts";

/** Removes the older archives beyond the newest `keep`; answers the names removed. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const archives: string[] = [];
  for await (const entry of Deno.readDir(dir)) if (entry.isFile && ARCHIVE_NAME.test(entry.name)) archives.push(entry.name);
  // Names carry their UTC time, so the newest sort last.
  const old = archives.sort().slice(0, Math.max(0, archives.length - keep));
  for (const name of old) await Deno.remove(join(dir, name));
  return old;
}

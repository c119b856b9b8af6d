/** Where media live: DATA_DIR/media for stored files, DATA_DIR/media/.incoming for uploads in progress. */
import { join } from "node:path";
import type { Config } from "../config.ts";
import { isStoredName } from "./names.ts";

export type MediaPaths = { dir: string; incoming: string };

export function mediaPaths(config: Pick<Config, "DATA_DIR">): MediaPaths {
  const dir = join(config.DATA_DIR, "media");
  return { dir, incoming: join(dir, ".incoming") };
}

/**
 * The path of a stored file (or of one of its variants). Only names the server made are accepted,
 * so no request can point outside the media folder.
 */
export function storedPath(paths: MediaPaths, name: string): string | null {
  if (!isStoredName(name) && !/^[0-9a-z]{26}-\d{1,5}w\.webp$/.test(name)) return null;
  return join(paths.dir, name);
}

export async function removeQuietly(path: string): Promise<void> {
  try {
    await Deno.remove(path);
  } catch { /* already gone */ }
}

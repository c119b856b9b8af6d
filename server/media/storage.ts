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

/** Uploads in progress older than this were cut off by a restart: their partial files are removed. */
const STALE_INCOMING_MS = 60 * 60 * 1000;
const swept = new Set<string>();

/**
 * Removes partial files left in the incoming folder by an upload that a crash or restart cut off.
 * Runs once per folder per process, at the first upload.
 */
export async function sweepIncoming(paths: MediaPaths, now = Date.now()): Promise<void> {
  if (swept.has(paths.incoming)) return;
  swept.add(paths.incoming);
  try {
    for await (const entry of Deno.readDir(paths.incoming)) {
      if (!entry.isFile || !entry.name.endsWith(".part")) continue;
      const path = join(paths.incoming, entry.name);
      const info = await Deno.stat(path).catch(() => null);
      if (info?.mtime && now - info.mtime.getTime() > STALE_INCOMING_MS) await removeQuietly(path);
    }
  } catch { /* no incoming folder yet */ }
}

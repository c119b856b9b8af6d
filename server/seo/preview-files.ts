/**
 * The link-preview image files, kept under DATA_DIR/previews by the name the page gives them
 * (server/pages/preview-names.ts) and drawn on the first request for one.
 */
import { join } from "node:path";
import type { Config } from "../config.ts";
import type { ImageJobs } from "../media/image-jobs.ts";
import type { Preview } from "../pages/preview-names.ts";

const previewsDir = (config: Config) => join(config.DATA_DIR, "previews");
export const previewFilePath = (config: Config, key: string) => join(previewsDir(config), `${key}.jpg`);

const drawing = new Map<string, Promise<string | null>>();

/**
 * The file of the preview, drawn first when missing (on the app's image queue, after any other
 * decode); null when the picture could not be drawn. Requests for the same file share one drawing.
 */
export function previewFile(config: Config, jobs: ImageJobs, preview: Preview): Promise<string | null> {
  const path = previewFilePath(config, preview.key);
  let pending = drawing.get(path);
  if (!pending) {
    pending = (async () => {
      if (await exists(path)) return path;
      const url = new URL("./preview-worker.ts", import.meta.url);
      const jpeg = await jobs.run<Uint8Array | null>(url, preview.source, null);
      if (!jpeg) return null;
      await Deno.mkdir(previewsDir(config), { recursive: true });
      const partial = `${path}.${crypto.randomUUID()}.part`;
      await Deno.writeFile(partial, jpeg);
      await Deno.rename(partial, path);
      return path;
    })().finally(() => drawing.delete(path));
    drawing.set(path, pending);
  }
  return pending;
}

async function exists(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isFile;
  } catch {
    return false;
  }
}

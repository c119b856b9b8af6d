/**
 * The name of a page's link-preview image (its `og:image`), from the identity of the picture it is
 * drawn from: the address of an uploaded file and the width of its largest copy (stored names are
 * never reused), or the path and content hash of a file of the build (the demo art). A new picture
 * gets a new name, so the old preview is never served for it, and every name can be cached for a
 * year. A picture that cannot be drawn from (a remote address, a GIF, an upload too large to
 * decode) has no preview: the page uses the site's. The page's head names the image; server/seo
 * draws it on its first request (preview-files.ts) and serves it.
 */
import type { Config } from "../config.ts";
import { resolveInside } from "../http/static-files.ts";
import { variantName } from "../media/names.ts";
import { mediaPaths, storedPath } from "../media/storage.ts";

/** What a preview is drawn from. `focus`: the picture's focal point in percent of its width and height (staff set it per media file). */
export type PreviewSource = { kind: "svg" | "webp"; path: string; focus?: { x: number; y: number } };

/** Bumped when the drawing changes, so every preview is drawn again. */
const DRAWING_VERSION = "1";
export const PREVIEW_PATH = "/previews/";
export const PREVIEW_NAME = /^([0-9a-f]{32})\.jpg$/;

export type Preview = { key: string; source: PreviewSource };

const MEDIA_IMAGE = /^\/media\/([0-9a-z]{26}\.(?:jpg|png|webp|svg))$/;
const contentHashes = new Map<string, string>();

/** A catalogue item's picture: its address, its copies' widths and its focal point (an upload's). */
export type Picture = { imageUrl?: string; imageWidths?: readonly number[]; imageFocus?: { x: number; y: number } };

/**
 * The preview of `picture`, or null when it cannot have one. An upload's focal point is part of the
 * preview's identity, so moving it draws (and names) a new preview.
 */
export async function previewOf(config: Config, { imageUrl, imageWidths, imageFocus: focus }: Picture): Promise<Preview | null> {
  if (!imageUrl) return null;
  const media = MEDIA_IMAGE.exec(imageUrl)?.[1];
  if (media) {
    const paths = mediaPaths(config);
    const focused = focus ? `:focus=${focus.x},${focus.y}` : "";
    if (media.endsWith(".svg")) return await named(`media:${media}${focused}`, { kind: "svg", path: storedPath(paths, media)!, focus });
    const widest = imageWidths?.length ? Math.max(...imageWidths) : undefined;
    if (!widest) return null;
    return await named(`media:${media}:${widest}${focused}`, { kind: "webp", path: storedPath(paths, variantName(media, widest))!, focus });
  }
  if (!imageUrl.startsWith("/") || imageUrl.startsWith("//") || !imageUrl.endsWith(".svg")) return null;
  const file = resolveInside(config.WEB_DIST, imageUrl.split(/[?#]/)[0]);
  const hash = file ? await contentHash(file) : null;
  return hash ? await named(`file:${imageUrl}:${hash}`, { kind: "svg", path: file! }) : null;
}

async function named(identity: string, source: PreviewSource): Promise<Preview> {
  return { key: (await sha256(`${DRAWING_VERSION}|${identity}`)).slice(0, 32), source };
}

/** A build file's content hash, read once per file and modification time. */
async function contentHash(file: string): Promise<string | null> {
  try {
    const info = await Deno.stat(file);
    const cacheKey = `${file}:${info.mtime?.getTime()}`;
    let hash = contentHashes.get(cacheKey);
    if (!hash) {
      hash = await sha256(await Deno.readFile(file));
      if (contentHashes.size > 1000) contentHashes.clear();
      contentHashes.set(cacheKey, hash);
    }
    return hash;
  } catch {
    return null;
  }
}

async function sha256(data: string | Uint8Array<ArrayBuffer>): Promise<string> {
  const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
  return [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

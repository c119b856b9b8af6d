/**
 * Gives catalogue items whose image is an uploaded file what its media record says about it:
 * `imageWidths`, the widths of its resized copies (only for a photo with copies, so every `srcset`
 * lists only copies that exist), `imageAlt`, its alternative text, and `imageFocus`, its focal point.
 * Staff write the alternative text in English only, so a page in another language gets none: it
 * describes the image with the item's translated name instead, as for an image without one (the
 * web app's `alt={imageAlt ?? name}`, the page head's og:image:alt).
 */
import { DEFAULT_LANGUAGE, type SiteLanguage } from "../../contract/languages.ts";
import { resizableMediaName } from "../../contract/media-variants.ts";
import { getMedia, type StoredMedia } from "../kv/media.ts";
import { mediaNameOf } from "../kv/media-uses.ts";

type WithImage = { imageUrl?: string; imageWidths?: number[]; imageAlt?: string; imageFocus?: { x: number; y: number } };

function detailsOf(imageUrl: string | undefined, record: StoredMedia | undefined, lang: SiteLanguage): Omit<WithImage, "imageUrl"> {
  if (!record) return {};
  const copies = resizableMediaName(imageUrl ?? "") ? record.variants?.map((variant) => variant.width) ?? [] : [];
  return {
    ...(copies.length ? { imageWidths: copies } : {}),
    ...(record.alt && lang === DEFAULT_LANGUAGE ? { imageAlt: record.alt } : {}),
    ...(record.focus ? { imageFocus: record.focus } : {}),
  };
}

/** The items with their images' details, for a page in `lang` (English by default). */
export async function withImageDetails(kv: Deno.Kv, items: readonly WithImage[], lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<WithImage[]> {
  const names = new Set(items.map((item) => mediaNameOf(item.imageUrl)).filter((name) => name !== undefined));
  const records = new Map<string, StoredMedia>();
  await Promise.all([...names].map(async (name) => {
    const record = await getMedia(kv, name);
    if (record) records.set(name, record);
  }));
  return items.map((item) => {
    const name = mediaNameOf(item.imageUrl);
    const details = detailsOf(item.imageUrl, name === undefined ? undefined : records.get(name), lang);
    return Object.keys(details).length ? { ...item, ...details } : item;
  });
}

/**
 * Gives catalogue items whose image is an uploaded file what its media record says about it:
 * `imageWidths`, the widths of its resized copies (only for a photo with copies, so every `srcset`
 * lists only copies that exist), `imageAlt`, its alternative text, and `imageFocus`, its focal point.
 */
import { resizableMediaName } from "../../contract/media-variants.ts";
import { getMedia, type StoredMedia } from "../kv/media.ts";
import { mediaNameOf } from "../kv/media-uses.ts";

type WithImage = { imageUrl?: string; imageWidths?: number[]; imageAlt?: string; imageFocus?: { x: number; y: number } };

function detailsOf(imageUrl: string | undefined, record: StoredMedia | undefined): Omit<WithImage, "imageUrl"> {
  if (!record) return {};
  const copies = resizableMediaName(imageUrl ?? "") ? record.variants?.map((variant) => variant.width) ?? [] : [];
  return {
    ...(copies.length ? { imageWidths: copies } : {}),
    ...(record.alt ? { imageAlt: record.alt } : {}),
    ...(record.focus ? { imageFocus: record.focus } : {}),
  };
}

export async function withImageDetails(kv: Deno.Kv, items: readonly WithImage[]): Promise<WithImage[]> {
  const names = new Set(items.map((item) => mediaNameOf(item.imageUrl)).filter((name) => name !== undefined));
  const records = new Map<string, StoredMedia>();
  await Promise.all([...names].map(async (name) => {
    const record = await getMedia(kv, name);
    if (record) records.set(name, record);
  }));
  return items.map((item) => {
    const name = mediaNameOf(item.imageUrl);
    const details = detailsOf(item.imageUrl, name === undefined ? undefined : records.get(name));
    return Object.keys(details).length ? { ...item, ...details } : item;
  });
}

/**
 * Gives catalogue items whose image is an uploaded photo `imageWidths`: the widths of its resized
 * copies, from the media record, so every `srcset` lists only copies that exist.
 */
import { resizableMediaName } from "../../contract/media-variants.ts";
import { getMedia } from "../kv/media.ts";

type WithImage = { imageUrl?: string; imageWidths?: number[] };

export async function withImageWidths(kv: Deno.Kv, items: readonly WithImage[]): Promise<WithImage[]> {
  const names = new Set(items.map((item) => resizableMediaName(item.imageUrl ?? "")).filter((name) => name !== undefined));
  const widths = new Map<string, number[]>();
  await Promise.all([...names].map(async (name) => {
    const copies = (await getMedia(kv, name))?.variants?.map((variant) => variant.width) ?? [];
    if (copies.length) widths.set(name, copies);
  }));
  return items.map((item) => {
    const copies = widths.get(resizableMediaName(item.imageUrl ?? "") ?? "");
    return copies ? { ...item, imageWidths: copies } : item;
  });
}

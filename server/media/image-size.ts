/**
 * Width and height from an image's header, without decoding, read by probe-image-size with the
 * parser of the type the file was sniffed as. Its JPEG reader walks the segments as decoders do
 * (bytes between segments skipped, every kind of frame header, nothing after the scan header), so
 * it sees the size the decoder will allocate. Null when the header gives no size.
 */
import probe from "probe-image-size/sync.js";
import type { MediaMime } from "../../contract/media.ts";

export type ImageSize = { width: number; height: number };

type Parser = (bytes: Uint8Array) => { width: number; height: number } | undefined;
const parsers = (probe as unknown as { parsers: Record<"jpeg" | "png" | "webp" | "gif", Parser> }).parsers;

const PARSER_OF: Partial<Record<MediaMime, Parser>> = {
  "image/jpeg": parsers.jpeg,
  "image/png": parsers.png,
  "image/webp": parsers.webp,
  "image/gif": parsers.gif,
};

export function readImageSize(mime: MediaMime, bytes: Uint8Array): ImageSize | null {
  const parser = PARSER_OF[mime];
  if (!parser) return null;
  try {
    const size = parser(bytes);
    return size && size.width > 0 && size.height > 0 ? { width: size.width, height: size.height } : null;
  } catch {
    return null;
  }
}

/**
 * Decides a file's type from its first bytes (magic numbers), never from its name or the browser's
 * claim. Answers one of the allowed types (contract/media.ts MEDIA_RULES) or null.
 *
 * @example
 * sniffType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) // "image/jpeg"
 */
import type { MediaMime } from "../../contract/media.ts";

/** How many leading bytes the sniffer wants to see (SVG may open with an XML declaration and comments). */
export const SNIFF_BYTES = 4096;

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, magic: number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((b, i) => bytes[at + i] === b);

const ASF_GUID = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c];
/** ISO media brands that are still images (HEIC, AVIF), not videos. */
const IMAGE_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "mif1", "msf1", "avif", "avis"]);
/** Classic QuickTime files may start with one of these atoms instead of "ftyp". */
const QUICKTIME_ATOMS = new Set(["moov", "mdat", "wide", "free", "skip", "pnot"]);

export function sniffType(head: Uint8Array): MediaMime | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (head.length >= 6 && (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a")) return "image/gif";
  if (head.length >= 12 && ascii(head, 0, 4) === "RIFF") {
    const form = ascii(head, 8, 12);
    if (form === "WEBP") return "image/webp";
    if (form === "AVI ") return "video/x-msvideo";
    return null;
  }
  if (head.length >= 12 && ascii(head, 4, 8) === "ftyp") {
    const brand = ascii(head, 8, 12);
    if (IMAGE_BRANDS.has(brand)) return null;
    return brand === "qt  " ? "video/quicktime" : "video/mp4";
  }
  if (head.length >= 8 && QUICKTIME_ATOMS.has(ascii(head, 4, 8))) return "video/quicktime";
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) {
    // EBML: only the WebM flavour of Matroska is allowed; its DocType is near the start.
    return ascii(head, 0, Math.min(head.length, 64)).includes("webm") ? "video/webm" : null;
  }
  if (startsWith(head, ASF_GUID)) return "video/x-ms-wmv";
  if (startsWith(head, [0x46, 0x4c, 0x56, 0x01])) return "video/x-flv";
  if (looksLikeSvg(head)) return "image/svg+xml";
  return null;
}

const SVG_START = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i;

function looksLikeSvg(head: Uint8Array): boolean {
  let text: string;
  try {
    // Not `fatal` on a cut-off multibyte character at the end of the sniffed window.
    text = new TextDecoder("utf-8", { fatal: true }).decode(head.subarray(0, trimPartialUtf8(head)));
  } catch {
    return false;
  }
  return SVG_START.test(text.replace(/^\uFEFF/, ""));
}

/** Length of `bytes` without a multibyte UTF-8 sequence cut off at the end. */
function trimPartialUtf8(bytes: Uint8Array): number {
  const end = bytes.length;
  for (let i = 1; i <= 3 && end - i >= 0; i++) {
    const b = bytes[end - i];
    if ((b & 0xc0) === 0x80) continue; // continuation byte
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return need > i ? end - i : end;
  }
  return end;
}

/** Browsers and tools spell some types differently; these are the same type. */
const ALIASES: Record<string, MediaMime> = {
  "image/jpg": "image/jpeg",
  "image/pjpeg": "image/jpeg",
  "image/x-png": "image/png",
  "video/avi": "video/x-msvideo",
  "video/msvideo": "video/x-msvideo",
  "video/x-wmv": "video/x-ms-wmv",
  "video/flv": "video/x-flv",
};

/**
 * The type a client claimed for the file, normalised; undefined when it made no real claim
 * (missing, or the generic application/octet-stream).
 */
export function normaliseClaim(claimed: string | undefined): string | undefined {
  const type = claimed?.split(";")[0].trim().toLowerCase();
  if (!type || type === "application/octet-stream") return undefined;
  return Object.hasOwn(ALIASES, type) ? ALIASES[type] : type;
}

/**
 * Decides a file's type from its first bytes (magic numbers), never from its name or the browser's
 * claim: `file-type` reads the binary formats, and SVG, which is text, is recognised here. Answers
 * one of the allowed types (contract/media.ts MEDIA_RULES) or null.
 *
 * @example
 * await sniffType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) // "image/jpeg"
 */
import type { MediaMime } from "../../contract/media.ts";

/** How many leading bytes the sniffer wants to see (SVG may open with an XML declaration and comments). */
export const SNIFF_BYTES = 4096;

/**
 * The allowed types by the name file-type gives them. Everything else it recognises is refused: HEIC
 * and AVIF stills, Matroska other than WebM, audio-only MP4 and ASF (M4A, WMA), camera raw files.
 */
const DETECTED: Record<string, MediaMime> = {
  "image/jpeg": "image/jpeg",
  "image/png": "image/png",
  "image/apng": "image/png",
  "image/gif": "image/gif",
  "image/webp": "image/webp",
  "video/mp4": "video/mp4",
  "video/x-m4v": "video/mp4",
  "video/3gpp": "video/mp4",
  "video/3gpp2": "video/mp4",
  "video/quicktime": "video/quicktime",
  "video/vnd.avi": "video/x-msvideo",
  "video/webm": "video/webm",
  "application/vnd.ms-asf": "video/x-ms-wmv",
  "video/x-ms-asf": "video/x-ms-wmv",
  "video/x-flv": "video/x-flv",
};

export async function sniffType(head: Uint8Array): Promise<MediaMime | null> {
  // Bytes file-type cannot make sense of are simply not a known type.
  // file-type (about 5 MB of the process) is loaded by the first upload, not at start.
  const { fileTypeFromBuffer } = await import("file-type");
  const detected = await fileTypeFromBuffer(head).catch(() => undefined);
  if (detected && Object.hasOwn(DETECTED, detected.mime)) return DETECTED[detected.mime];
  return looksLikeSvg(head) ? "image/svg+xml" : null;
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

/**
 * A streaming reader for multipart/form-data: finds the file part with the wanted field name and
 * hands its bytes to `onData` chunk by chunk as they arrive, so a large upload never sits in memory.
 * Only the unmatched tail of the boundary search (at most the delimiter's length) is kept between
 * chunks. Reading stops as soon as the file part ends, or when a callback throws.
 */
import { AppError, badRequest } from "../errors.ts";

export type FilePartInfo = { fieldName: string; filename: string; contentType?: string };

export type ReadFilePartOptions = {
  field: string;
  /** Called once the file part's headers are read, before any of its bytes. May throw to refuse. */
  onStart: (info: FilePartInfo) => void | Promise<void>;
  /** Called with each piece of the file's bytes, in order. May throw (a size limit) to stop reading. */
  onData: (chunk: Uint8Array) => void | Promise<void>;
  /** Bytes of the request (all parts) read before giving up with 413. */
  maxBodyBytes: number;
  tooLargeMessage: string;
};

const MAX_HEADER_BYTES = 16 * 1024;
const encoder = new TextEncoder();
const CRLF_CRLF = encoder.encode("\r\n\r\n");

/** The boundary of a multipart/form-data content type, or null. */
export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType.trim())) return null;
  const match = contentType.match(/;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i);
  return match ? (match[1] ?? match[2]) : null;
}

/** Index of `needle` in `haystack` at or after `from`, or -1. */
export function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0];
  let i = haystack.indexOf(first, from);
  while (i >= 0 && i <= haystack.length - needle.length) {
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
    i = haystack.indexOf(first, i + 1);
  }
  return -1;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

function parseHeaders(text: string): { name?: string; filename?: string; contentType?: string } {
  const headers: Record<string, string> = {};
  for (const line of text.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const disposition = headers["content-disposition"] ?? "";
  const name = disposition.match(/(?:^|;)\s*name="([^"]*)"/i)?.[1];
  let filename = disposition.match(/(?:^|;)\s*filename="([^"]*)"/i)?.[1];
  const extended = disposition.match(/(?:^|;)\s*filename\*=UTF-8''([^;\s]+)/i)?.[1];
  if (extended) {
    try {
      filename = decodeURIComponent(extended);
    } catch { /* keep the plain one */ }
  }
  return { name, filename, contentType: headers["content-type"] };
}

const malformed = () => badRequest("The upload is not a valid multipart/form-data request.");

/**
 * Reads `body` until the file part named `options.field` has been passed to the callbacks.
 * Answers its info, or null when the body has no such part.
 */
export async function readFilePart(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  options: ReadFilePartOptions,
): Promise<FilePartInfo | null> {
  const dashBoundary = encoder.encode(`--${boundary}`);
  const delimiter = encoder.encode(`\r\n--${boundary}`);
  const reader = body.getReader();
  let buf: Uint8Array = new Uint8Array(0);
  let total = 0;

  const nextChunk = async (): Promise<Uint8Array | null> => {
    const { value, done } = await reader.read();
    if (done) return null;
    total += value.length;
    if (total > options.maxBodyBytes) throw new AppError("too_large", options.tooLargeMessage);
    return value;
  };
  /** Appends the next chunk to `buf` (headers: small); false at the end of the body. */
  const more = async (): Promise<boolean> => {
    const chunk = await nextChunk();
    if (!chunk) return false;
    buf = concat(buf, chunk);
    return true;
  };

  try {
    // Preamble, then the first boundary.
    for (;;) {
      const at = indexOfBytes(buf, dashBoundary);
      if (at >= 0) {
        buf = buf.subarray(at + dashBoundary.length);
        break;
      }
      if (buf.length > MAX_HEADER_BYTES || !(await more())) throw malformed();
    }
    for (;;) {
      while (buf.length < 2) if (!(await more())) throw malformed();
      if (buf[0] === 0x2d && buf[1] === 0x2d) return null; // "--": the closing boundary
      if (buf[0] !== 0x0d || buf[1] !== 0x0a) throw malformed();
      buf = buf.subarray(2);

      let headerEnd: number;
      while ((headerEnd = indexOfBytes(buf, CRLF_CRLF)) < 0) {
        if (buf.length > MAX_HEADER_BYTES || !(await more())) throw malformed();
      }
      const headers = parseHeaders(new TextDecoder().decode(buf.subarray(0, headerEnd)));
      buf = buf.subarray(headerEnd + CRLF_CRLF.length);
      const isFile = headers.name === options.field && headers.filename !== undefined;
      const info: FilePartInfo = { fieldName: headers.name ?? "", filename: headers.filename ?? "", contentType: headers.contentType };
      if (isFile) await options.onStart(info);

      // The part's body. Chunks are passed on as they are (no copy per chunk): only a tail shorter
      // than the delimiter is held back, and a delimiter split across two chunks is found by
      // looking at that tail plus the next chunk's first bytes.
      for (;;) {
        const at = indexOfBytes(buf, delimiter);
        if (at >= 0) {
          if (isFile && at > 0) await options.onData(buf.subarray(0, at));
          buf = buf.subarray(at + delimiter.length);
          break;
        }
        const safe = buf.length - (delimiter.length - 1);
        if (safe > 0) {
          if (isFile) await options.onData(buf.subarray(0, safe));
          buf = buf.subarray(safe);
        }
        const chunk = await nextChunk();
        if (!chunk) throw malformed();
        if (buf.length === 0) {
          buf = chunk;
          continue;
        }
        if (chunk.length < delimiter.length - 1) {
          buf = concat(buf, chunk); // too short to rule the tail out: look again with more
          continue;
        }
        const bridge = concat(buf, chunk.subarray(0, delimiter.length - 1));
        const split = indexOfBytes(bridge, delimiter);
        if (split >= 0 && split < buf.length) {
          if (isFile && split > 0) await options.onData(bridge.subarray(0, split));
          buf = chunk.subarray(split + delimiter.length - buf.length);
          break;
        }
        // No delimiter starts in the tail: it is file content.
        if (isFile) await options.onData(buf.slice());
        buf = chunk;
      }
      if (isFile) return info;
    }
  } finally {
    // Stop reading the rest of the request (or what is left after a refusal).
    reader.cancel().catch(() => {});
  }
}

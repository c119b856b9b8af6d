/**
 * A streaming reader for multipart/form-data: finds the file part with the wanted field name and
 * hands its bytes to `onData` piece by piece as they arrive, so a large upload never sits in memory.
 * The whole request is read through one fixed buffer: each read fills the room after the bytes not
 * yet handed on (never more than the part headers, or a tail shorter than the delimiter that could
 * be its start), so reading allocates nothing per read. Reading stops as soon as the file part
 * ends, or when a callback throws. Small text fields named in `textFields` that come before the
 * file are handed to `onText` whole (at most MAX_TEXT_BYTES each); other parts are skipped.
 */
import { AppError, badRequest } from "../errors.ts";
import { readerInto } from "../util/read-into.ts";

export type FilePartInfo = { fieldName: string; filename: string; contentType?: string };

export type ReadFilePartOptions = {
  field: string;
  /** Called once the file part's headers are read, before any of its bytes. May throw to refuse. */
  onStart: (info: FilePartInfo) => void | Promise<void>;
  /**
   * Called with each piece of the file's bytes, in order. May throw (a size limit) to stop reading.
   * The piece is a view of the reader's buffer, valid until the returned promise settles: keep a
   * copy, never the view.
   */
  onData: (chunk: Uint8Array) => void | Promise<void>;
  /** Text fields before the file that `onText` receives (decoded as UTF-8). */
  textFields?: readonly string[];
  onText?: (name: string, value: string) => void;
  /** Bytes of the request (all parts) read before giving up with 413. */
  maxBodyBytes: number;
  tooLargeMessage: string;
};

const MAX_HEADER_BYTES = 16 * 1024;
/** The most bytes a text field may have. */
export const MAX_TEXT_BYTES = 4 * 1024;
/** The reader's buffer: the largest headers allowed fit in it with room to read after them. */
const BUFFER_BYTES = 64 * 1024;
/**
 * The most one read asks for. Deno's HTTP/1.1 server, on each read of a request body, first takes
 * whatever has arrived on the socket, up to the largest read asked for so far, into a buffer of its
 * own, and then answers at most one HTTP chunk of a chunked body. A read that asks for 64 KB while
 * the client sends 64 KB chunks thus answers a chunk in two reads but takes up to 128 KB off the
 * socket: when the file is written more slowly than the client sends, that buffer grows by half the
 * upload (25 MB for 50 MB). Small reads take little more than they answer.
 */
const READ_BYTES = 8 * 1024;
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
  const source = readerInto(body);
  // The bytes read and not yet handed on are buf[start, end).
  let buf = new Uint8Array(BUFFER_BYTES);
  let start = 0;
  let end = 0;
  let total = 0;
  let ended = false;
  const unread = () => buf.subarray(start, end);

  /**
   * Moves the unread bytes to the front and reads after them, piece by piece, until the buffer is
   * full or a read brings less than asked (nothing more has arrived yet). False when nothing came:
   * the end of the body.
   */
  const more = async (): Promise<boolean> => {
    if (start > 0) {
      buf.copyWithin(0, start, end);
      end -= start;
      start = 0;
    }
    const before = end;
    while (!ended && end < buf.length) {
      const asked = Math.min(READ_BYTES, buf.length - end);
      const { bytes, done } = await source.read(buf.subarray(end, end + asked));
      buf = new Uint8Array(bytes.buffer); // the same memory, handed back by the read
      if (done) ended = true;
      total += bytes.length;
      if (total > options.maxBodyBytes) throw new AppError("too_large", options.tooLargeMessage);
      end += bytes.length;
      if (bytes.length < asked) break;
    }
    return end > before;
  };

  try {
    // Preamble, then the first boundary.
    for (;;) {
      const at = indexOfBytes(unread(), dashBoundary);
      if (at >= 0) {
        start += at + dashBoundary.length;
        break;
      }
      if (end - start > MAX_HEADER_BYTES || !(await more())) throw malformed();
    }
    for (;;) {
      while (end - start < 2) if (!(await more())) throw malformed();
      if (buf[start] === 0x2d && buf[start + 1] === 0x2d) return null; // "--": the closing boundary
      if (buf[start] !== 0x0d || buf[start + 1] !== 0x0a) throw malformed();
      start += 2;

      let headerEnd: number;
      while ((headerEnd = indexOfBytes(unread(), CRLF_CRLF)) < 0) {
        if (end - start > MAX_HEADER_BYTES || !(await more())) throw malformed();
      }
      const headers = parseHeaders(new TextDecoder().decode(buf.subarray(start, start + headerEnd)));
      start += headerEnd + CRLF_CRLF.length;
      const isFile = headers.name === options.field && headers.filename !== undefined;
      const info: FilePartInfo = { fieldName: headers.name ?? "", filename: headers.filename ?? "", contentType: headers.contentType };
      if (isFile) await options.onStart(info);
      const isText = !isFile && headers.filename === undefined && options.textFields?.includes(info.fieldName) === true;
      const decoder = new TextDecoder();
      let text = "";
      let textBytes = 0;
      const keepText = (piece: Uint8Array) => {
        textBytes += piece.length;
        if (textBytes > MAX_TEXT_BYTES) throw badRequest(`The field "${info.fieldName}" is too long.`);
        text += decoder.decode(piece, { stream: true });
      };

      // The part's body: everything up to the delimiter is handed on, except a tail shorter than
      // the delimiter, which stays unread until the next read shows whether the delimiter starts
      // there (a delimiter split across two reads is then found whole).
      for (;;) {
        const window = unread();
        const at = indexOfBytes(window, delimiter);
        if (at >= 0) {
          if (isFile && at > 0) await options.onData(window.subarray(0, at));
          if (isText) {
            keepText(window.subarray(0, at));
            options.onText?.(info.fieldName, text + decoder.decode());
          }
          start += at + delimiter.length;
          break;
        }
        const safe = window.length - (delimiter.length - 1);
        if (safe > 0) {
          if (isFile) await options.onData(window.subarray(0, safe));
          if (isText) keepText(window.subarray(0, safe));
          start += safe;
        }
        if (!(await more())) throw malformed();
      }
      if (isFile) return info;
    }
  } finally {
    // Stop reading the rest of the request (or what is left after a refusal).
    source.cancel().catch(() => {});
  }
}

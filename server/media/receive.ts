/**
 * Receives one upload: streams the multipart field `file` to a temporary file, deciding its type
 * from the first bytes and enforcing that type's size limit while the bytes arrive. A refused or
 * cut-off upload leaves nothing behind; an accepted one is moved under its safe name at the end.
 * An optional text field `alt` sent before the file is the image's alternative text.
 */
import { join } from "node:path";
import { ALLOWED_TYPE_LABELS, altText, MEDIA_RULES, type MediaMime } from "../../contract/media.ts";
import { LIMITS } from "../../contract/limits.ts";
import { AppError, badRequest } from "../errors.ts";
import { newId } from "../kv/ids.ts";
import { boundaryOf, readFilePart, type ReadFilePartOptions } from "./multipart.ts";
import { displayName, forbiddenPattern, storedName } from "./names.ts";
import { normaliseClaim, SNIFF_BYTES, sniffType } from "./sniff.ts";
import type { MediaPaths } from "./storage.ts";
import { removeQuietly, sweepIncoming } from "./storage.ts";

export const UPLOAD_FIELD = "file";
export const ALT_FIELD = "alt";
/** Room for the multipart framing around the largest allowed file. */
const FRAMING_BYTES = 64 * 1024;
const MB = 1024 * 1024;

export type ReceivedFile = { filename: string; mime: MediaMime; size: number; originalName: string; path: string; alt?: string };

/** The alternative text as sent: trimmed and bounded; empty is none. */
function readAlt(value: string): string | undefined {
  const parsed = altText.safeParse(value);
  if (!parsed.success) {
    const message = parsed.error.issues[0].message;
    throw badRequest(message, [{ path: ALT_FIELD, message }]);
  }
  return parsed.data || undefined;
}

export const tooLarge = (limitBytes: number, label?: string) =>
  new AppError(
    "too_large",
    label
      ? `File size exceeds ${limitBytes / MB}MB limit for ${label} files.`
      : `File size exceeds ${limitBytes / MB}MB limit.`,
  );

const invalidType = (claimed: string | undefined) =>
  new AppError("unsupported_type", `Invalid file type: ${claimed ?? "unknown"}. Allowed types: ${ALLOWED_TYPE_LABELS}.`);

async function writeAll(file: Deno.FsFile, bytes: Uint8Array) {
  let written = 0;
  while (written < bytes.length) written += await file.write(bytes.subarray(written));
}

/** What a file's first bytes were found to be: its type and the most bytes a file of it may have. */
export type FileRule<T> = { type: T; maxBytes: number; tooLarge: () => AppError };

/**
 * Streams the multipart file part `options.field` of `body` to `tempPath`: its first SNIFF_BYTES
 * are held until `decide` names their type and size limit (or throws to refuse them), then every
 * byte is written, refused past that limit as it arrives. Answers the type's rule and the size. A
 * refusal, or a body cut off, leaves nothing at `tempPath`.
 */
export async function streamFilePart<T>(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  tempPath: string,
  options: Omit<ReadFilePartOptions, "onData"> & { decide: (head: Uint8Array) => Promise<FileRule<T>> },
): Promise<{ rule: FileRule<T>; size: number }> {
  let file: Deno.FsFile | undefined;
  let head: Uint8Array = new Uint8Array(0);
  let rule: FileRule<T> | undefined;
  let size = 0;

  const write = async (bytes: Uint8Array) => {
    size += bytes.length;
    if (size > rule!.maxBytes) throw rule!.tooLarge();
    await writeAll(file!, bytes);
  };
  /** Decides the type from the buffered first bytes, then writes them. */
  const decide = async () => {
    rule = await options.decide(head);
    file = await Deno.open(tempPath, { write: true, createNew: true });
    const bytes = head;
    head = new Uint8Array(0);
    await write(bytes);
  };

  try {
    const info = await readFilePart(body, boundary, {
      ...options,
      onData: async (chunk) => {
        if (rule) return await write(chunk);
        const joined = new Uint8Array(head.length + chunk.length);
        joined.set(head);
        joined.set(chunk, head.length);
        head = joined;
        if (head.length >= SNIFF_BYTES) await decide();
      },
    });
    if (!info) throw badRequest(`No file was sent in the field "${options.field}".`);
    if (!rule) {
      if (head.length === 0) throw badRequest("The file is empty.");
      await decide();
    }
    file!.close();
    file = undefined;
    return { rule: rule!, size };
  } catch (error) {
    try {
      file?.close();
    } catch { /* closed */ }
    await removeQuietly(tempPath);
    throw error;
  }
}

export async function receiveUpload(req: Request, paths: MediaPaths): Promise<ReceivedFile> {
  const boundary = boundaryOf(req.headers.get("content-type") ?? undefined);
  if (!boundary || !req.body) throw badRequest(`Send the file as multipart/form-data in the field "${UPLOAD_FIELD}".`);
  const maxBody = LIMITS.mediaMaxBytes + FRAMING_BYTES;
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBody) throw tooLarge(LIMITS.mediaMaxBytes);

  await Deno.mkdir(paths.incoming, { recursive: true });
  await sweepIncoming(paths);
  const tempPath = join(paths.incoming, `${newId()}.part`);
  let claimed: string | undefined;
  let originalName = "";
  let alt: string | undefined;

  const { rule, size } = await streamFilePart<MediaMime>(req.body, boundary, tempPath, {
    field: UPLOAD_FIELD,
    maxBodyBytes: maxBody,
    tooLargeMessage: tooLarge(LIMITS.mediaMaxBytes).message,
    textFields: [ALT_FIELD],
    onText: (_name, value) => {
      alt = readAlt(value);
    },
    onStart: (part) => {
      originalName = displayName(part.filename);
      if (!originalName) throw badRequest("Choose a file to upload.");
      const pattern = forbiddenPattern(part.filename);
      if (pattern) throw badRequest(`The file name "${originalName}" is not allowed (it contains "${pattern}").`);
      claimed = normaliseClaim(part.contentType);
    },
    decide: async (head) => {
      const sniffed = await sniffType(head);
      if (!sniffed) throw invalidType(claimed);
      if (claimed && claimed !== sniffed) {
        throw new AppError(
          "unsupported_type",
          `The file's contents (${MEDIA_RULES[sniffed].label}) do not match its declared type (${claimed}).`,
        );
      }
      const { maxBytes, label } = MEDIA_RULES[sniffed];
      return { type: sniffed, maxBytes, tooLarge: () => tooLarge(maxBytes, label) };
    },
  });
  const mime = rule.type;
  try {
    if (mime === "image/svg+xml") {
      // The XML parser (about 7 MB of the process) is loaded by the first SVG upload, not at start.
      const { unsafeSvgContent } = await import("./svg-safety.ts");
      const problem = unsafeSvgContent(await Deno.readTextFile(tempPath));
      if (problem) {
        throw new AppError("unsupported_type", `This SVG file contains ${problem}. Only plain vector images are accepted.`);
      }
    }
    const filename = storedName(mime);
    const path = join(paths.dir, filename);
    await Deno.rename(tempPath, path);
    return { filename, mime, size, originalName, path, ...(alt ? { alt } : {}) };
  } catch (error) {
    await removeQuietly(tempPath);
    throw error;
  }
}

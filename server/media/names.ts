/**
 * File name rules: a name containing a forbidden pattern (FORBIDDEN_NAME_PATTERNS: executable
 * extensions, "..", slashes) or a control character is refused (checked on the name the client sent, which
 * is kept only as metadata) and the safe names the server gives stored files.
 */
import { FORBIDDEN_NAME_PATTERNS, MEDIA_RULES, type MediaMime } from "../../contract/media.ts";
import { newId } from "../kv/ids.ts";

/** The first forbidden pattern the name contains (case-insensitive), or null. Control characters count too. */
export function forbiddenPattern(name: string): string | null {
  const lower = name.toLowerCase();
  // deno-lint-ignore no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return "control characters";
  return FORBIDDEN_NAME_PATTERNS.find((pattern) => lower.includes(pattern)) ?? null;
}

/** A new stored name: a time-ordered random id and the extension of the detected type. */
export function storedName(mime: MediaMime): string {
  return `${newId()}.${MEDIA_RULES[mime].ext}`;
}

const EXTENSIONS = Object.values(MEDIA_RULES).map((rule) => rule.ext).join("|");
/** Exactly the names {@link storedName} makes: anything else (paths, "..", other files) is not a media file. */
export const STORED_NAME = new RegExp(`^[0-9a-z]{26}\\.(?:${EXTENSIONS})$`);

export const isStoredName = (name: string) => STORED_NAME.test(name);

/** The resized WebP copy of a stored image, `width` pixels wide. */
export const variantName = (filename: string, width: number) => `${filename.replace(/\.[a-z0-9]+$/, "")}-${width}w.webp`;

/** The original name as metadata: no path, bounded length. */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  return base.slice(0, 200);
}

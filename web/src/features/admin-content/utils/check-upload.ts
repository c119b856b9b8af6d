/**
 * The browser's checks before an upload (type, size, forbidden name patterns), so a wrong file fails at
 * once with a clear reason. The server applies the same rules itself on the bytes it receives.
 */
import { LIMITS } from "@contract/limits.ts";
import { FORBIDDEN_NAME_PATTERNS, MEDIA_RULES, type MediaMime } from "@contract/media.ts";
import { formatNumber } from "../../../lib/format.ts";

const MB = 1024 * 1024;
const mb = (bytes: number) => (bytes / MB).toFixed(2);

const isAllowed = (type: string): type is MediaMime => Object.hasOwn(MEDIA_RULES, type);

/** The reason the file cannot be uploaded, or null. */
export function checkUpload(file: { name: string; type: string; size: number }): string | null {
  // First validator: the allowed types and the overall 50 MB maximum.
  if (!isAllowed(file.type)) return `File type ${file.type || "unknown"} is not supported`;
  if (file.size > LIMITS.mediaMaxBytes) return `File size ${mb(file.size)}MB exceeds 50MB limit`;
  // Second validator: the limit of the file's type and the forbidden name patterns.
  const rule = MEDIA_RULES[file.type];
  if (file.size > rule.maxBytes) {
    return `File size ${mb(file.size)}MB exceeds ${rule.maxBytes / MB}MB limit for ${rule.label} files`;
  }
  const lower = file.name.toLowerCase();
  const pattern = FORBIDDEN_NAME_PATTERNS.find((p) => lower.includes(p));
  if (pattern) return `File name contains a forbidden pattern: ${pattern}`;
  return null;
}

/** "1.25 MB", "480 KB", "312 B"; "1,25 MB" in German (`lang`, English by default). */
export function formatSize(bytes: number, lang = "en"): string {
  const number = (value: number, digits: number) =>
    formatNumber(value, lang, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
  if (bytes >= MB) return `${number(bytes / MB, 2)} MB`;
  if (bytes >= 1024) return `${number(Math.round(bytes / 1024), 0)} KB`;
  return `${number(bytes, 0)} B`;
}

/**
 * The browser's checks before an upload (type, size, forbidden name patterns), so a wrong file fails at
 * once with a clear reason. The server applies the same rules itself on the bytes it receives.
 */
import type { SiteLanguage } from "@contract/languages.ts";
import { LIMITS } from "@contract/limits.ts";
import { FORBIDDEN_NAME_PATTERNS, MEDIA_RULES, type MediaMime } from "@contract/media.ts";
import { formatNumber } from "../../../lib/format.ts";

const MB = 1024 * 1024;

const isAllowed = (type: string): type is MediaMime => Object.hasOwn(MEDIA_RULES, type);

/** The sentences of a refusal in the language shown; sizes are in MB. */
export interface RefusalWords {
  type(type: string | null): string;
  size(megabytes: number, maxMegabytes: number): string;
  typeSize(megabytes: number, maxMegabytes: number, label: string): string;
  name(pattern: string): string;
}

const ENGLISH: RefusalWords = {
  type: (type) => `File type ${type ?? "unknown"} is not supported`,
  size: (megabytes, max) => `File size ${megabytes.toFixed(2)}MB exceeds ${max}MB limit`,
  typeSize: (megabytes, max, label) => `File size ${megabytes.toFixed(2)}MB exceeds ${max}MB limit for ${label} files`,
  name: (pattern) => `File name contains a forbidden pattern: ${pattern}`,
};

/** The reason the file cannot be uploaded, or null. */
export function checkUpload(file: { name: string; type: string; size: number }, words = ENGLISH): string | null {
  // First validator: the allowed types and the overall 50 MB maximum.
  if (!isAllowed(file.type)) return words.type(file.type || null);
  if (file.size > LIMITS.mediaMaxBytes) return words.size(file.size / MB, LIMITS.mediaMaxBytes / MB);
  // Second validator: the limit of the file's type and the forbidden name patterns.
  const rule = MEDIA_RULES[file.type];
  if (file.size > rule.maxBytes) return words.typeSize(file.size / MB, rule.maxBytes / MB, rule.label);
  const lower = file.name.toLowerCase();
  const pattern = FORBIDDEN_NAME_PATTERNS.find((p) => lower.includes(p));
  if (pattern) return words.name(pattern);
  return null;
}

/** "1.25 MB", "480 KB", "312 B"; "1,25 MB" in German (`lang`, English by default). */
export function formatSize(bytes: number, lang: SiteLanguage = "en"): string {
  const number = (value: number, digits: number) =>
    formatNumber(value, lang, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
  if (bytes >= MB) return `${number(bytes / MB, 2)} MB`;
  if (bytes >= 1024) return `${number(Math.round(bytes / 1024), 0)} KB`;
  return `${number(bytes, 0)} B`;
}

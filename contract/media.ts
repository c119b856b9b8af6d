/** Media files: the allowed types with their size limits, and the stored file. */
import { z } from "zod";
import { MEDIA_TYPES } from "./enums.ts";

const MB = 1024 * 1024;
/** Allowed types with their per-type size limits (images 20 MB, GIF 10 MB, ...; see each entry). */
export const MEDIA_RULES = {
  "image/jpeg": { label: "JPEG", type: "image", maxBytes: 20 * MB, ext: "jpg" },
  "image/png": { label: "PNG", type: "image", maxBytes: 20 * MB, ext: "png" },
  "image/gif": { label: "GIF", type: "image", maxBytes: 10 * MB, ext: "gif" },
  "image/webp": { label: "WebP", type: "image", maxBytes: 15 * MB, ext: "webp" },
  "image/svg+xml": { label: "SVG", type: "image", maxBytes: 2 * MB, ext: "svg" },
  "video/mp4": { label: "MP4", type: "video", maxBytes: 50 * MB, ext: "mp4" },
  "video/x-msvideo": { label: "AVI", type: "video", maxBytes: 50 * MB, ext: "avi" },
  "video/quicktime": { label: "QuickTime", type: "video", maxBytes: 50 * MB, ext: "mov" },
  "video/x-ms-wmv": { label: "WMV", type: "video", maxBytes: 50 * MB, ext: "wmv" },
  "video/x-flv": { label: "FLV", type: "video", maxBytes: 50 * MB, ext: "flv" },
  "video/webm": { label: "WebM", type: "video", maxBytes: 50 * MB, ext: "webm" },
} as const satisfies Record<string, { label: string; type: (typeof MEDIA_TYPES)[number]; maxBytes: number; ext: string }>;
export type MediaMime = keyof typeof MEDIA_RULES;
export const FORBIDDEN_NAME_PATTERNS = [".exe", ".bat", ".cmd", ".com", ".pif", ".scr", ".vbs", ".js", ".jar", ".php", ".asp", ".jsp", "..", "/", "\\"];

/** The types in the order of MEDIA_RULES, for messages: "JPEG, PNG, GIF, ...". */
export const ALLOWED_TYPE_LABELS = Object.values(MEDIA_RULES).map((rule) => rule.label).join(", ");

/** Widths of the WebP copies of uploaded images; kept in limits.ts so the web can read it without zod. */
export { VARIANT_WIDTHS } from "./limits.ts";

export const mediaFile = z.object({
  /** The name the server gave the file; the file is served at `url` (/media/{filename}). */
  filename: z.string(),
  url: z.string(),
  type: z.enum(MEDIA_TYPES),
  size: z.number(),
  /** The type decided from the file's first bytes. */
  mime: z.string().optional(),
  /** The name the file had on the uploader's computer (metadata only). */
  originalName: z.string().optional(),
  uploadedAt: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  /** Resized WebP copies, narrowest first; `url?w={width}` serves the best one for a width. */
  variants: z.array(z.object({ width: z.number(), url: z.string() })).optional(),
});
export type MediaFile = z.infer<typeof mediaFile>;

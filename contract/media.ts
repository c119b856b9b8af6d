/** Media files (spec sections 3, 5, 9). */
import { z } from "zod";
import { MEDIA_TYPES } from "./enums.ts";

const MB = 1024 * 1024;
/** Allowed types with their per-type size limits (spec section 9). */
export const MEDIA_RULES = {
  "image/jpeg": { type: "image", maxBytes: 20 * MB, ext: "jpg" },
  "image/png": { type: "image", maxBytes: 20 * MB, ext: "png" },
  "image/gif": { type: "image", maxBytes: 10 * MB, ext: "gif" },
  "image/webp": { type: "image", maxBytes: 15 * MB, ext: "webp" },
  "image/svg+xml": { type: "image", maxBytes: 2 * MB, ext: "svg" },
  "video/mp4": { type: "video", maxBytes: 50 * MB, ext: "mp4" },
  "video/x-msvideo": { type: "video", maxBytes: 50 * MB, ext: "avi" },
  "video/quicktime": { type: "video", maxBytes: 50 * MB, ext: "mov" },
  "video/x-ms-wmv": { type: "video", maxBytes: 50 * MB, ext: "wmv" },
  "video/x-flv": { type: "video", maxBytes: 50 * MB, ext: "flv" },
  "video/webm": { type: "video", maxBytes: 50 * MB, ext: "webm" },
} as const satisfies Record<string, { type: (typeof MEDIA_TYPES)[number]; maxBytes: number; ext: string }>;
export type MediaMime = keyof typeof MEDIA_RULES;
export const FORBIDDEN_NAME_PATTERNS = [".exe", ".bat", ".cmd", ".com", ".pif", ".scr", ".vbs", ".js", ".jar", ".php", ".asp", ".jsp", "..", "/", "\\"];

export const mediaFile = z.object({
  filename: z.string(),
  url: z.string(),
  type: z.enum(MEDIA_TYPES),
  size: z.number(),
  originalName: z.string().optional(),
  uploadedAt: z.string().optional(),
});
export type MediaFile = z.infer<typeof mediaFile>;

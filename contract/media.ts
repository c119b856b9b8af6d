/** Media files: the allowed types with their size limits, and the stored file. */
import { z } from "zod";
import { CATALOGUE_COLLECTIONS } from "./catalogue-collections.ts";
import { MEDIA_TYPES } from "./enums.ts";
import { LIMITS } from "./limits.ts";

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

/** The longest alternative text an image may have (a sentence or two, as screen readers read it). */
export const ALT_TEXT_MAX = 250;

/** An image's alternative text: trimmed; empty means "not set" (pages then use the item's name). */
export const altText = z.string({ error: "Alternative text must be text." }).trim()
  .max(ALT_TEXT_MAX, `Alternative text must be at most ${ALT_TEXT_MAX} characters.`);

const focalPointRange = (axis: string) =>
  `The focal point's ${axis} must be between ${LIMITS.focalPointMin} and ${LIMITS.focalPointMax}.`;

const percent = (axis: string) =>
  z.number({ error: `The focal point's ${axis} must be a number.` }).finite()
    .min(LIMITS.focalPointMin, focalPointRange(axis)).max(LIMITS.focalPointMax, focalPointRange(axis))
    .transform((value) => Math.round(value * 10) / 10);

/**
 * The point of an image to keep in view when a frame crops it: x from the left edge and y from the
 * top, in percent of the image (50/50 is the centre, where crops fall without one).
 */
export const focalPoint = z.strictObject({ x: percent("x"), y: percent("y") });
export type FocalPoint = z.output<typeof focalPoint>;

/** A change of a file's alternative text and focal point; what is left out stays, `focus: null` clears it. */
export const mediaDetailsInput = z.strictObject({
  alt: altText.optional(),
  focus: focalPoint.nullable().optional(),
});
export type MediaDetailsInput = z.input<typeof mediaDetailsInput>;
export type MediaDetails = z.output<typeof mediaDetailsInput>;

/** A catalogue item that shows a file: a delete of the file is refused while any does. */
export const mediaUse = z.object({ collection: z.enum(CATALOGUE_COLLECTIONS), id: z.string(), name: z.string() });
export type MediaUse = z.infer<typeof mediaUse>;

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
  /** Alternative text for the image, used by the pages instead of the item's name. */
  alt: z.string().optional(),
  /** Where cards and heroes crop the image around (percent from the top left). */
  focus: z.object({ x: z.number(), y: z.number() }).optional(),
  /** The list's answer only: the catalogue items that show the file (published or as staff's copy). */
  usedBy: z.array(mediaUse).optional(),
});
export type MediaFile = z.infer<typeof mediaFile>;

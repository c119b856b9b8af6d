/** Small field builders shared by every schema, so each rule and message is written once. */
import { z } from "zod";
import { LIMITS } from "./limits.ts";
import { isPhoneNumber, PHONE_INVALID } from "./phone.ts";

/** A required, trimmed text with the message shown when it is missing. */
export const requiredText = (message: string, max: number = LIMITS.shortText) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters.`);

/** An optional trimmed text; an empty string counts as absent. */
export const optionalText = (max: number = LIMITS.shortText) =>
  z.string().trim().max(max, `Must be at most ${max} characters.`).optional();

/** A phone number (contract/phone.ts): trimmed, at most `LIMITS.phone` characters; `missing` when empty. */
export const phoneNumber = (missing: string) => requiredText(missing, LIMITS.phone).refine(isPhoneNumber, PHONE_INVALID);

const isBlankOrPhoneNumber = (value: string | undefined) => !value || isPhoneNumber(value);

/** A phone number that may be left out: the same rule, an empty string meaning none. */
export const optionalPhoneNumber = () => optionalText(LIMITS.phone).refine(isBlankOrPhoneNumber, PHONE_INVALID);

/** Comma-separated lists arrive as arrays; entries are trimmed and empties dropped. */
export const textList = (max: number = LIMITS.listItems) =>
  z.array(z.string().max(LIMITS.shortText, `Each entry must be at most ${LIMITS.shortText} characters.`))
    .max(max, `At most ${max} entries.`)
    .default([])
    .transform((items) => items.map((item) => item.trim()).filter((item) => item.length > 0));

/** Any origin: only used to see where a browser would resolve an address. */
const PROBE_ORIGIN = "https://site.invalid";

/**
 * Whether `value` is a path on this site: a browser resolving it against this site's address
 * stays on this site. The WHATWG URL parser used here is the browser's own, so "//host",
 * "/\\host" (a backslash counts as a slash) and "/<tab>/host" (tabs and newlines are dropped) all
 * leave the site and are refused; backslashes are refused anywhere in the path as well.
 */
function isSitePath(value: string): boolean {
  if (!value.startsWith("/") || value.includes("\\")) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** Whether `value` is an absolute http(s) address with a host. */
function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/[^\s\\]+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** Whether `value` (trimmed) is an image address the catalogue accepts: a path on this site or an http(s) URL. */
export const isImageAddress = (value: string): boolean => isSitePath(value) || isWebAddress(value);

/**
 * An image address: a path on this site ("/images/...", "/media/...") or an http(s) URL.
 * Protocol-relative ("//host"), backslash and script addresses are refused.
 */
export const imageUrl = (message: string) =>
  requiredText(message, LIMITS.address).refine(
    (value) => isImageAddress(value),
    "Image URL must be a web address (https://...) or a path on this site (/...).",
  );

/** An id made by the server: letters, digits, dash and underscore. */
/** Record ids: ULIDs here, but any short URL-safe token is accepted. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const idSchema = z.string().regex(ID_PATTERN, "Invalid id.");

export const emailSchema = (requiredMessage = "Email is required") =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(LIMITS.email, "Email is too long.")
    .pipe(z.email("Please enter a valid email address")).transform((email) => email.toLowerCase());

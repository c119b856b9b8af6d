/**
 * Headers set on an answer that is already made. Hono's `c.header` on a finished answer copies the
 * whole Response to change one header; these change the answer's own headers in place, and copy
 * only when they are immutable (a redirect, a fetched response).
 */
import type { Context } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/compress";

/** Sets `name` on the answer. */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

/**
 * Adds Accept-Encoding to the answer's Vary when its type is one the compress middleware may gzip
 * (it then finds it there and leaves the answer uncopied). Said also of answers that middleware
 * would leave alone (a HEAD, a range): a Vary too many costs nothing on an answer never stored.
 */
export function varyOnEncoding(c: Context): void {
  const type = c.res.headers.get("content-type");
  if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
  const vary = c.res.headers.get("vary");
  if (vary === "*" || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return;
  setAnswerHeader(c, "vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

/** Small pieces for writing into the app's HTML on the server. */
import { ID_PATTERN } from "../../contract/fields.ts";

/** `value` safe inside a double-quoted attribute (and as text). */
export function escapeAttr(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** The id in a page path's segment, decoded; null when it is malformed or cannot be an id. */
export function pageItemId(segment: string): string | null {
  try {
    const id = decodeURIComponent(segment);
    return ID_PATTERN.test(id) ? id : null;
  } catch {
    return null;
  }
}

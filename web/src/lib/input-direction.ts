/**
 * Email addresses, phone numbers and web addresses are written left to right in every language, so
 * their inputs keep `dir="ltr"` on a right-to-left page; other inputs follow the page.
 */
const LEFT_TO_RIGHT_TYPES = new Set(["email", "tel", "url"]);

export function inputDirection(type: string | undefined): "ltr" | undefined {
  return type !== undefined && LEFT_TO_RIGHT_TYPES.has(type) ? "ltr" : undefined;
}

/**
 * Whether a Content-Type header names JSON: `application/json` or any `application/*+json`
 * (case-insensitive), with parameters allowed; a charset, when given, must be UTF-8, the only
 * encoding JSON is exchanged in (RFC 8259).
 */
const JSON_ESSENCE = /^application\/(?:[a-z0-9!#$&^_.+-]+\+)?json$/;

export function isJsonMediaType(contentType: string | null | undefined): boolean {
  if (!contentType) return false;
  const [essence, ...parameters] = contentType.toLowerCase().split(";").map((part) => part.trim());
  if (!JSON_ESSENCE.test(essence)) return false;
  for (const parameter of parameters) {
    const [name, value = ""] = parameter.split("=").map((part) => part.trim());
    if (name === "charset" && value.replace(/^"(.*)"$/, "$1") !== "utf-8") return false;
  }
  return true;
}

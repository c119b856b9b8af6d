/**
 * SVG is a document format that can carry scripts. Uploaded SVGs are refused when they contain
 * anything active or external: script elements, event handler attributes, javascript: or non-image
 * data: URLs, foreignObject (embedded HTML), embedded frames or objects, and entity declarations.
 * (They are also served with a sandboxing Content-Security-Policy: see routes/media-files.ts.)
 */

/** Numeric character references decoded, so "&#106;avascript:" is seen as "javascript:". */
function decodeReferences(text: string): string {
  return text.replace(/&#(x[0-9a-f]+|[0-9]+);?/gi, (_, code: string) => {
    const n = code[0].toLowerCase() === "x" ? parseInt(code.slice(1), 16) : parseInt(code, 10);
    return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : "";
  });
}

const ACTIVE_CONTENT: [RegExp, string][] = [
  [/<script[\s>/]/i, "a script"],
  [/<[^>]*\son[a-z]+\s*=/i, "an event handler"],
  [/j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t\s*:/i, "a javascript: link"],
  [/vbscript\s*:/i, "a vbscript: link"],
  [/data\s*:(?!\s*image\/(?:png|jpe?g|gif|webp)[;,])/i, "a data: address that is not an image"],
  [/<foreignObject[\s>/]/i, "embedded HTML (foreignObject)"],
  [/<(?:iframe|embed|object|handler|listener)[\s>/]/i, "an embedded document"],
  [/<!ENTITY/i, "an entity declaration"],
];

/** What makes the SVG unsafe, or null when it is plain vector art. */
export function unsafeSvgContent(text: string): string | null {
  const decoded = decodeReferences(text.replace(/<!--[\s\S]*?-->/g, ""));
  for (const [pattern, what] of ACTIVE_CONTENT) if (pattern.test(decoded)) return what;
  return null;
}

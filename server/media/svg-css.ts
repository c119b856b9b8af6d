/**
 * CSS inside an uploaded SVG (a <style> element, a `style` attribute, or a presentation attribute
 * holding `url(...)`) may only refer to this document: `url(#id)`. It may not `@import`, and may
 * not use any other function that fetches (url, src, image, image-set, cross-fade, element) or
 * runs (expression). Backslash escapes are refused, so a name cannot be spelled in hiding.
 */
const FETCHING_FUNCTION = /(?:^|[^a-z0-9_-])(-[a-z]+-)?(url|src|image|image-set|cross-fade|element|expression)\s*\(\s*([^)]*)\)?/gi;

export function unsafeCss(css: string): string | null {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, " ");
  if (text.includes("\\")) return "an escaped character in CSS";
  if (/@import/i.test(text)) return "an @import";
  for (const [, , name, argument] of text.matchAll(FETCHING_FUNCTION)) {
    const target = argument.trim().replace(/^(["'])(.*)\1$/, "$2").trim();
    if (name.toLowerCase() !== "url" || !/^#[^\s"'()#]+$/.test(target)) {
      return `a reference to another document (${name}(${argument.trim().slice(0, 60)}))`;
    }
  }
  return null;
}

/**
 * The web app's layout mirrors for right-to-left languages through CSS logical properties, so no
 * stylesheet under web/src and no inline `style` of a component names a physical side: no
 * `margin-left`, `padding-right`, `border-left`, `left:`/`right:`, `text-align: left`,
 * `float: right`, physical corners, a four-value shorthand whose left and right differ, or a
 * horizontal translation, outside the allow-list below (each entry says why the physical form is
 * right in both directions). The block axis (top, bottom) does not change with the direction of the
 * text and stays as it is.
 */
import assert from "node:assert/strict";

const WEB_SRC = new URL("../../web/src/", import.meta.url).pathname;

/** One declaration that names a physical side. */
type Finding = { file: string; line: number; selector: string; declaration: string };

/**
 * Physical declarations allowed on purpose: file (under web/src), selector and declaration exactly
 * as written. An entry that no longer matches anything fails the test, so the list stays true.
 */
const ALLOWED: Array<{ file: string; selector: string; declaration: string; why: string }> = [
  {
    file: "features/admin-content/components/focal-point-picker.tsx",
    selector: "style",
    declaration: "left: `${value.x}%`, top: `${value.y}%`",
    why: "a focal point is a position on the picture (x from its left edge, as object-position reads it), not on the page: it does not mirror",
  },
  {
    file: "styles/admin.css",
    selector: ".focal-picker__marker",
    declaration: "transform: translate(-50%, -50%)",
    why: "centres the focal point's marker on that position, the same in both directions",
  },
  {
    file: "styles/components.css",
    selector: ".update-prompt",
    declaration: "left: 50%",
    why: "centred on the screen: half the width in, then back by half its own width, the same in both directions",
  },
  {
    file: "styles/components.css",
    selector: ".update-prompt",
    declaration: "transform: translateX(-50%)",
    why: "the other half of the centring above",
  },
];

const PHYSICAL_PROPERTY =
  /^(?:left|right|(?:margin|padding|scroll-margin|scroll-padding)-(?:left|right)|border-(?:left|right)(?:-(?:width|style|color))?|border-(?:top|bottom)-(?:left|right)-radius)$/;
/** Shorthands whose four values run top, right, bottom, left. */
const FOUR_SIDED = /^(?:margin|padding|inset|scroll-margin|scroll-padding|border-width|border-style|border-color)$/;
/** The keywords `left` and `right` as values (not part of a longer name such as `--space-left`). */
const SIDE_KEYWORD = /(?<![\w-])(?:left|right)(?![\w-])/;
const HORIZONTAL_MOVE = /\btranslate(?:X|3d)?\(\s*(?!0(?:px)?\s*[,)])/;

/** Splits a value at its top-level spaces: "0 calc(1px + 2px) 3px" is three values. */
function values(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of value.trim()) {
    if (char === "(") depth++;
    if (char === ")") depth--;
    if (/\s/.test(char) && depth === 0) {
      if (current) parts.push(current);
      current = "";
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

/** Whether one declaration names a physical side. */
export function isPhysical(property: string, value: string): boolean {
  if (property.startsWith("--")) return false;
  if (PHYSICAL_PROPERTY.test(property)) return true;
  if (SIDE_KEYWORD.test(value) || HORIZONTAL_MOVE.test(value)) return true;
  if (FOUR_SIDED.test(property)) {
    const sides = values(value);
    return sides.length === 4 && sides[1] !== sides[3];
  }
  if (property === "border-radius") {
    return value.split("/").some((corners) => new Set(values(corners)).size > 1);
  }
  return false;
}

/** The physical declarations of a stylesheet, with their line and the selector of their rule. */
export function physicalDeclarations(file: string, css: string): Finding[] {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "));
  const findings: Finding[] = [];
  const selectors: string[] = [];
  let start = 0;
  const declaration = (end: number) => {
    const text = source.slice(start, end);
    const colon = text.indexOf(":");
    const selector = selectors.at(-1);
    if (colon < 0 || selector === undefined || selector.startsWith("@")) return;
    const property = text.slice(0, colon).trim().toLowerCase();
    const value = text.slice(colon + 1).trim();
    if (!isPhysical(property, value)) return;
    const offset = start + text.length - text.trimStart().length;
    const line = source.slice(0, offset).split("\n").length;
    findings.push({ file, line, selector, declaration: `${property}: ${value}`.replace(/\s+/g, " ") });
  };
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (char === "{") {
      selectors.push(source.slice(start, index).trim().replace(/\s+/g, " "));
      start = index + 1;
    } else if (char === ";" || char === "}") {
      declaration(index);
      if (char === "}") selectors.pop();
      start = index + 1;
    }
  }
  return findings;
}

/** Physical sides in the inline `style={{...}}` objects of a component. */
export function physicalInlineStyles(file: string, tsx: string): Finding[] {
  const findings: Finding[] = [];
  for (const match of tsx.matchAll(/style=\{\{([\s\S]*?)\}\}/g)) {
    const style = match[1];
    const side = /\b(?:(?:margin|padding|border|scrollMargin|scrollPadding)(?:Left|Right)\w*|left|right|border(?:Top|Bottom)(?:Left|Right)Radius)\s*:/
      .test(style) || /["'](?:left|right)["']/.test(style) || /translateX?\(/.test(style);
    if (side) {
      const line = tsx.slice(0, match.index).split("\n").length;
      findings.push({ file, line, selector: "style", declaration: style.trim().replace(/\s+/g, " ") });
    }
  }
  return findings;
}

async function* filesUnder(dir: string, extension: string): AsyncGenerator<string> {
  for await (const entry of Deno.readDir(dir)) {
    const path = `${dir}${entry.name}`;
    if (entry.isDirectory) yield* filesUnder(`${path}/`, extension);
    else if (entry.name.endsWith(extension)) yield path;
  }
}

const allowed = (finding: Finding) =>
  ALLOWED.some((entry) =>
    entry.file === finding.file && entry.selector === finding.selector && entry.declaration === finding.declaration
  );

Deno.test("no stylesheet or inline style of the web app names a physical side outside the allow-list", async () => {
  const findings: Finding[] = [];
  for await (const path of filesUnder(WEB_SRC, ".css")) {
    findings.push(...physicalDeclarations(path.slice(WEB_SRC.length), await Deno.readTextFile(path)));
  }
  for await (const path of filesUnder(WEB_SRC, ".tsx")) {
    findings.push(...physicalInlineStyles(path.slice(WEB_SRC.length), await Deno.readTextFile(path)));
  }
  const unexplained = findings.filter((finding) => !allowed(finding))
    .map((f) => `web/src/${f.file}:${f.line} ${f.selector} { ${f.declaration} }`);
  assert.deepEqual(unexplained, [], "use the logical property (margin-inline-start, inset-inline-end, text-align: start, ...)");
  const stale = ALLOWED.filter((entry) =>
    !findings.some((f) => f.file === entry.file && f.selector === entry.selector && f.declaration === entry.declaration)
  );
  assert.deepEqual(stale, [], "allow-list entries that match nothing any more");
});

Deno.test("the check finds each kind of physical side and lets logical properties through", () => {
  const css = `
    /* margin-left: 1px in a comment is not a declaration */
    @media (max-width: 600px) {
      .a { margin-left: 1px; padding-right: 2px; border-left: 1px solid; border-right-color: red; }
    }
    .b { left: 0; right: 0; text-align: left; float: right; clear: left; background-position: right 0 top 0; }
    .c { margin: 0 1px 0 2px; padding: 1px 2px 3px; border-radius: 4px 0 0 4px; border-top-left-radius: 3px; }
    .d { transform: translateX(10px); transform-origin: left center; }
    .ok { margin-inline-start: 1px; padding-inline-end: 2px; inset-inline: 0; text-align: start; float: inline-end;
      margin: 0 1px 0 1px; padding: 1px 2px; border-radius: 999px; border-start-start-radius: 3px; top: 0;
      --gap-left: 1px; margin-block: var(--gap-left); transform: translateX(0) scaleX(-1); }
    a:hover { color: red }
  `;
  const found = physicalDeclarations("x.css", css).map((f) => `${f.line} ${f.selector} ${f.declaration}`);
  assert.deepEqual(found, [
    "4 .a margin-left: 1px",
    "4 .a padding-right: 2px",
    "4 .a border-left: 1px solid",
    "4 .a border-right-color: red",
    "6 .b left: 0",
    "6 .b right: 0",
    "6 .b text-align: left",
    "6 .b float: right",
    "6 .b clear: left",
    "6 .b background-position: right 0 top 0",
    "7 .c margin: 0 1px 0 2px",
    "7 .c border-radius: 4px 0 0 4px",
    "7 .c border-top-left-radius: 3px",
    "8 .d transform: translateX(10px)",
    "8 .d transform-origin: left center",
  ]);
  const tsx = `<div style={{ marginLeft: 4 }} />\n<p style={{ textAlign: "right" }} />\n<i style={{ aspectRatio: 2, marginInlineStart: 4 }} />`;
  assert.deepEqual(physicalInlineStyles("x.tsx", tsx).map((f) => f.line), [1, 2]);
});

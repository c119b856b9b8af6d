/**
 * The PDF engine's fonts, read from this folder (no network, no system fonts), regular and bold:
 * IBM Plex Sans for Latin, in two slices (Latin: every letter of en, fr, de, es, it and pt, with
 * €, dashes and quotes; Latin Extended: names such as Łukasz, Şükrü or Dvořák), and IBM Plex Sans
 * Arabic for Arabic (with the OpenType tables that join the letters): the WOFF files of the npm
 * packages @fontsource/ibm-plex-sans and @fontsource/ibm-plex-sans-arabic 5.3.0 (SIL Open Font
 * License 1.1, fonts/OFL-*.txt). One design for both scripts; and the Arabic letters are whole
 * glyphs, so a PDF's text is extracted letter by letter (Noto Sans Arabic draws the dots as marks,
 * which extraction turns into stray characters). A character is drawn with the slice whose Unicode
 * ranges (the packages' unicode.json) hold it. A PDF embeds only the glyphs it uses.
 */
import { once } from "../util/once.ts";
import { woffToSfnt } from "./woff.ts";

type FontSlice = "latin" | "latinExt" | "arabic";
export type FontFace = FontSlice | `${FontSlice}Bold`;

const FILES: Record<FontFace, string> = {
  latin: "ibm-plex-sans-latin-400-normal.woff",
  latinBold: "ibm-plex-sans-latin-700-normal.woff",
  latinExt: "ibm-plex-sans-latin-ext-400-normal.woff",
  latinExtBold: "ibm-plex-sans-latin-ext-700-normal.woff",
  arabic: "ibm-plex-sans-arabic-arabic-400-normal.woff",
  arabicBold: "ibm-plex-sans-arabic-arabic-700-normal.woff",
};

export const FONT_FACES = Object.keys(FILES) as FontFace[];
export const ARABIC_FACES: FontFace[] = ["arabic", "arabicBold"];

export function isArabicFace(face: FontFace): boolean {
  return face === "arabic" || face === "arabicBold";
}

/** The fonts as TrueType bytes, read and unwrapped once per process. */
export const fontFiles: () => Promise<Record<FontFace, Uint8Array>> = once(async () => {
  const entries = await Promise.all(
    FONT_FACES.map(async (face) => [
      face,
      woffToSfnt(await Deno.readFile(new URL(`./fonts/${FILES[face]}`, import.meta.url))),
    ]),
  );
  return Object.fromEntries(entries);
});

/** Each slice's Unicode ranges, as the package's unicode.json writes them (a CSS unicode-range). */
const SLICES: [FontSlice, [number, number][]][] = [
  [
    "arabic",
    unicodeRanges(
      "U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+FB50-FDFF,U+FE70-FEFC",
    ),
  ],
  [
    "latin",
    unicodeRanges(
      "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F," +
        "U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
    ),
  ],
  [
    "latinExt",
    unicodeRanges(
      "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF," +
        "U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
    ),
  ],
];

function unicodeRanges(css: string): [number, number][] {
  return css.split(",").map((range) => {
    const [from, to = from] = range.slice(2).split("-");
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

/** The face that draws a character: the first slice that holds it (Latin when none does). */
export function faceFor(codePoint: number, bold: boolean): FontFace {
  if (codePoint < 0x100) return bold ? "latinBold" : "latin";
  const found = SLICES.find(([, ranges]) =>
    ranges.some(([from, to]) => codePoint >= from && codePoint <= to)
  );
  const slice = found?.[0] ?? "latin";
  return bold ? `${slice}Bold` : slice;
}

/**
 * An Arabic letter (not a digit, mark or punctuation of the Arabic blocks): the shaper takes a run
 * holding one as right-to-left text, which decides the order the engine hands the run over in.
 */
export function isArabicLetter(codePoint: number): boolean {
  return (codePoint >= 0x0620 && codePoint <= 0x064a) || (codePoint >= 0x066e && codePoint <= 0x06d3) ||
    codePoint === 0x06d5 || (codePoint >= 0x06fa && codePoint <= 0x06ff) ||
    (codePoint >= 0x0750 && codePoint <= 0x077f) || (codePoint >= 0x08a0 && codePoint <= 0x08c9) ||
    (codePoint >= 0xfb50 && codePoint <= 0xfdff) || (codePoint >= 0xfe70 && codePoint <= 0xfefc);
}

/** Marks and format characters take the face of the character they follow (a harakah, a joiner). */
export function followsPrevious(char: string): boolean {
  return /^[\p{M}\p{Cf}]$/u.test(char);
}

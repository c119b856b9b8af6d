/**
 * The type sniffer's decisions at the edges of the allowed list: the variants of each allowed
 * container, the look-alikes that must be refused, and SVG, which is text.
 */
import assert from "node:assert/strict";
import { sniffType } from "../../server/media/sniff.ts";
import * as samples from "../helpers/media-samples.ts";

const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0));
const text = (s: string) => new TextEncoder().encode(s);

function withHead(head: number[], size = 1024): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  for (let i = head.length; i < size; i++) bytes[i] = (i * 31) % 251;
  return bytes;
}

/** An ISO media file (MP4 family) whose ftyp box names `brand`. */
const isoMedia = (brand: string) =>
  withHead([0, 0, 0, 0x18, ...ascii(`ftyp${brand}`), 0, 0, 0, 0, ...ascii(`${brand}isom`)]);
/** A classic QuickTime file that opens with the `atom` box. */
const quickTime = (atom: string) => withHead([0, 0, 0, 8, ...ascii(atom)]);
const ebml = (docType: string) =>
  withHead([
    0x1a,
    0x45,
    0xdf,
    0xa3,
    0x9f,
    0x42,
    0x86,
    0x81,
    0x01,
    0x42,
    0x82,
    0x80 | docType.length,
    ...ascii(docType),
  ]);

/** A PNG that carries an animation control chunk (APNG) before its image data. */
async function apng(): Promise<Uint8Array> {
  const png = await samples.png();
  const actl = [0, 0, 0, 8, ...ascii("acTL"), 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0];
  const ihdrEnd = 8 + 25; // signature, then IHDR (length, type, 13 bytes, CRC)
  return Uint8Array.from([...png.subarray(0, ihdrEnd), ...actl, ...png.subarray(ihdrEnd)]);
}

Deno.test("allowed containers in their variants are recognised", async () => {
  const cases: Array<[string, Uint8Array, string]> = [
    ["JPEG", await samples.jpeg(), "image/jpeg"],
    ["PNG", await samples.png(), "image/png"],
    ["animated PNG", await apng(), "image/png"],
    ["GIF", samples.gif(), "image/gif"],
    ["WebP", await samples.webp(), "image/webp"],
    ["MP4 (isom)", isoMedia("isom"), "video/mp4"],
    ["MP4 (mp42)", isoMedia("mp42"), "video/mp4"],
    ["M4V", isoMedia("M4V "), "video/mp4"],
    ["3GP", isoMedia("3gp4"), "video/mp4"],
    ["QuickTime (ftyp qt)", isoMedia("qt  "), "video/quicktime"],
    ["QuickTime opening with moov", quickTime("moov"), "video/quicktime"],
    ["QuickTime opening with mdat", quickTime("mdat"), "video/quicktime"],
    ["QuickTime opening with wide", quickTime("wide"), "video/quicktime"],
    ["QuickTime opening with free", quickTime("free"), "video/quicktime"],
    ["WebM", ebml("webm"), "video/webm"],
    ...Object.entries(samples.videos).map((
      [name, v],
    ): [string, Uint8Array, string] => [name, v.bytes, v.claimed]),
  ];
  for (const [name, bytes, expected] of cases) assert.equal(await sniffType(bytes), expected, name);
});

Deno.test("look-alikes of the allowed containers are refused", async () => {
  const cases: Array<[string, Uint8Array]> = [
    ["HEIC still", isoMedia("heic")],
    ["HEIF still", isoMedia("mif1")],
    ["AVIF still", isoMedia("avif")],
    ["M4A audio", isoMedia("M4A ")],
    ["Canon raw still", isoMedia("crx ")],
    ["Matroska that is not WebM", ebml("matroska")],
    ["RIFF WAVE audio", withHead([...ascii("RIFF"), 0, 0, 0, 0, ...ascii("WAVEfmt ")])],
    ["ZIP", withHead([0x50, 0x4b, 0x03, 0x04])],
    ["PDF", text("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")],
    ["executable", samples.executable()],
    ["HTML", text("<!doctype html><html><body><script>alert(1)</script>")],
    ["XML that is not SVG", text('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"/>')],
    ["plain text", text("hello there, not an image")],
    ["empty", new Uint8Array(0)],
  ];
  for (const [name, bytes] of cases) assert.equal(await sniffType(bytes), null, name);
});

Deno.test("SVG is recognised from its text: declaration, comments, doctype and byte order mark allowed before <svg>", async () => {
  const cases = [
    samples.svg(),
    text('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    text('\uFEFF  \n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
    text('<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg>'),
  ];
  for (const bytes of cases) {
    assert.equal(await sniffType(bytes), "image/svg+xml", new TextDecoder().decode(bytes));
  }
  // A multibyte character cut off at the end of the sniffed window is not a reason to refuse.
  const long = text(`<svg>${"é".repeat(3000)}`);
  assert.equal(await sniffType(long.subarray(0, 4095)), "image/svg+xml");
});

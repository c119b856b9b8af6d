/**
 * Draws a link-preview image: a 1200x630 JPEG that fills the frame with the item's picture (scaled
 * to cover it, the overflow cut off around its focal point, or its centre without one, never past
 * its edges), on the brand's dark background where the picture is transparent. Sources:
 * - an SVG (the demo art, an uploaded SVG), rasterised by resvg compiled to WebAssembly, its .wasm
 *   read from the npm package: no browser, no network, no system fonts (text in an SVG is not drawn);
 * - an uploaded photo's largest WebP copy, decoded and resized with the same @jsquash codecs as the
 *   copies themselves (server/media/variants.ts), only when its header claims at most
 *   MAX_DECODE_PIXELS.
 * An SVG whose cover scale would draw more than MAX_DECODE_PIXELS is drawn whole inside the frame
 * instead, so neither kind of source can make a larger bitmap than a decode may.
 */
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import { MAX_DECODE_PIXELS } from "../media/decode-budget.ts";
import { readImageSize } from "../media/image-size.ts";
import { decodable } from "../media/variants.ts";
import { PREVIEW_SIZE } from "../pages/head-tags.ts";
import type { PreviewSource } from "../pages/preview-names.ts";


const { width: W, height: H } = PREVIEW_SIZE;
const BACKGROUND = [0x0b, 0x10, 0x20] as const;
const JPEG_QUALITY = 82;

let resvgReady: Promise<void> | undefined;

function loadResvg(): Promise<void> {
  resvgReady ??= (async () => {
    const wasm = await Deno.readFile(new URL(import.meta.resolve("@resvg/resvg-wasm/index_bg.wasm")));
    await initWasm(wasm);
  })();
  return resvgReady;
}

/** The JPEG bytes, or null when the source cannot be read or decoded within the budget. */
export async function renderPreview(source: PreviewSource): Promise<Uint8Array | null> {
  try {
    const focus = source.focus ?? CENTRE;
    const frame = source.kind === "svg" ? await fromSvg(await Deno.readTextFile(source.path), focus) : await fromWebp(await Deno.readFile(source.path), focus);
    if (!frame) return null;
    const { default: encode } = await import("@jsquash/jpeg/encode.js");
    return new Uint8Array(await encode(frame, { quality: JPEG_QUALITY }));
  } catch {
    return null;
  }
}

async function fromSvg(svg: string, focus: Focus): Promise<ImageData> {
  await loadResvg();
  const probe = new Resvg(svg);
  const [w, h] = [probe.width, probe.height];
  probe.free();
  let scale = Math.max(W / w, H / h);
  if (w * h * scale * scale > MAX_DECODE_PIXELS) scale = Math.min(W / w, H / h);
  const background = `rgb(${BACKGROUND.join(",")})`;
  const resvg = new Resvg(svg, { fitTo: { mode: "zoom", value: scale }, background });
  const rendered = resvg.render();
  const picture = image(new Uint8ClampedArray(rendered.pixels), rendered.width, rendered.height);
  rendered.free();
  resvg.free();
  return placed(picture, focus);
}

async function fromWebp(bytes: Uint8Array, focus: Focus): Promise<ImageData | null> {
  const size = readImageSize("image/webp", bytes);
  if (!decodable(size)) return null;
  const { default: decode } = await import("@jsquash/webp/decode.js");
  const decoded = await decode(bytes.slice().buffer as ArrayBuffer);
  if (decoded.width !== size.width || decoded.height !== size.height) return null;
  // The largest part of the photo with the frame's proportions around the focal point, then scaled to the frame.
  const cropWidth = Math.min(decoded.width, Math.round(decoded.height * W / H));
  const cropHeight = Math.min(decoded.height, Math.round(decoded.width * H / W));
  const x = cutStart(decoded.width, cropWidth, focus.x);
  const y = cutStart(decoded.height, cropHeight, focus.y);
  const cropped = crop(decoded, x, y, cropWidth, cropHeight);
  const { default: resize } = await import("@jsquash/resize");
  return flatten(await resize(cropped, { width: W, height: H }));
}

type Focus = { x: number; y: number };
const CENTRE: Focus = { x: 50, y: 50 };

/**
 * Where a window `kept` long starts on a side `whole` long so that the point at `percent` of it is
 * in the window's middle, moved as little as needed to stay inside the picture.
 */
export function cutStart(whole: number, kept: number, percent: number): number {
  const start = Math.round((percent / 100) * whole - kept / 2);
  return Math.min(Math.max(0, start), Math.max(0, whole - kept));
}

const image = (data: Uint8ClampedArray, width: number, height: number) => ({ data, width, height, colorSpace: "srgb" }) as ImageData;

function crop(source: ImageData, x: number, y: number, width: number, height: number): ImageData {
  const out = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < height; row++) {
    const from = ((y + row) * source.width + x) * 4;
    out.set(source.data.subarray(from, from + width * 4), row * width * 4);
  }
  return image(out, width, height);
}

/**
 * The picture in the frame: cut around its focal point where it is larger, in the middle on the
 * background where smaller.
 */
function placed(picture: ImageData, focus: Focus): ImageData {
  const out = new Uint8ClampedArray(W * H * 4);
  for (let i = 0; i < out.length; i += 4) out.set([...BACKGROUND, 255], i);
  const dx = picture.width > W ? -cutStart(picture.width, W, focus.x) : Math.round((W - picture.width) / 2);
  const dy = picture.height > H ? -cutStart(picture.height, H, focus.y) : Math.round((H - picture.height) / 2);
  for (let row = Math.max(0, dy); row < Math.min(H, dy + picture.height); row++) {
    const left = Math.max(0, dx);
    const right = Math.min(W, dx + picture.width);
    const from = ((row - dy) * picture.width + (left - dx)) * 4;
    out.set(picture.data.subarray(from, from + (right - left) * 4), (row * W + left) * 4);
  }
  return flatten(image(out, W, H));
}

/** Transparent pixels over the background colour: JPEG has no transparency. */
function flatten(frame: ImageData): ImageData {
  const data = frame.data;
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3] / 255;
    if (alpha === 1) continue;
    for (let c = 0; c < 3; c++) data[i + c] = data[i + c] * alpha + BACKGROUND[c] * (1 - alpha);
    data[i + 3] = 255;
  }
  return frame;
}

/**
 * Draws a link-preview image: a 1200x630 JPEG that fills the frame with the item's picture (scaled
 * to cover it, centred, the overflow cut off), on the brand's dark background where the picture is
 * transparent. Sources:
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
import { PREVIEW_SIZE } from "./head-tags.ts";

export type PreviewSource = { kind: "svg" | "webp"; path: string };

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
    const frame = source.kind === "svg" ? await fromSvg(await Deno.readTextFile(source.path)) : await fromWebp(await Deno.readFile(source.path));
    if (!frame) return null;
    const { default: encode } = await import("@jsquash/jpeg/encode.js");
    return new Uint8Array(await encode(frame, { quality: JPEG_QUALITY }));
  } catch {
    return null;
  }
}

async function fromSvg(svg: string): Promise<ImageData> {
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
  return centred(picture);
}

async function fromWebp(bytes: Uint8Array): Promise<ImageData | null> {
  const size = readImageSize("image/webp", bytes);
  if (!decodable(size)) return null;
  const { default: decode } = await import("@jsquash/webp/decode.js");
  const decoded = await decode(bytes.slice().buffer as ArrayBuffer);
  if (decoded.width !== size.width || decoded.height !== size.height) return null;
  // The largest part of the photo with the frame's proportions, then scaled to the frame.
  const cropWidth = Math.min(decoded.width, Math.round(decoded.height * W / H));
  const cropHeight = Math.min(decoded.height, Math.round(decoded.width * H / W));
  const cropped = crop(decoded, Math.floor((decoded.width - cropWidth) / 2), Math.floor((decoded.height - cropHeight) / 2), cropWidth, cropHeight);
  const { default: resize } = await import("@jsquash/resize");
  return flatten(await resize(cropped, { width: W, height: H }));
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

/** The picture in the middle of the frame: cut where it is larger, on the background where smaller. */
function centred(picture: ImageData): ImageData {
  const out = new Uint8ClampedArray(W * H * 4);
  for (let i = 0; i < out.length; i += 4) out.set([...BACKGROUND, 255], i);
  const dx = Math.round((W - picture.width) / 2);
  const dy = Math.round((H - picture.height) / 2);
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

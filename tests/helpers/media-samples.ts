/**
 * Real sample files for media tests: images encoded by the same wasm codecs the server uses, and
 * the opening bytes of each allowed video container (what the server sniffs) plus filler.
 * Multipart bodies (whole or streamed) come from bench/multipart-body.ts, which the bench shares.
 */
import encodeJpeg from "@jsquash/jpeg/encode.js";
import encodePng from "@jsquash/png/encode.js";
import encodeWebp from "@jsquash/webp/encode.js";

function gradient(width: number, height: number): ImageData {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = (x * 255) / width;
      data[i + 1] = (y * 255) / height;
      data[i + 2] = 140;
      data[i + 3] = 255;
    }
  }
  return { data, width, height, colorSpace: "srgb" } as ImageData;
}

export const jpeg = async (width = 64, height = 48) => new Uint8Array(await encodeJpeg(gradient(width, height), { quality: 85 }));
export const png = async (width = 64, height = 48) => new Uint8Array(await encodePng(gradient(width, height)));
export const webp = async (width = 64, height = 48) => new Uint8Array(await encodeWebp(gradient(width, height)));

/** The smallest valid GIF: one transparent pixel. */
export const gif = () =>
  Uint8Array.from(atob("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"), (c) => c.charCodeAt(0));

export const svg = (body = '<circle cx="50" cy="50" r="40" fill="gold"/>') =>
  new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${body}</svg>`);

function withHead(head: number[] | string, size = 2048): Uint8Array {
  const bytes = new Uint8Array(size);
  const start = typeof head === "string" ? Array.from(head, (c) => c.charCodeAt(0)) : head;
  bytes.set(start);
  for (let i = start.length; i < size; i++) bytes[i] = (i * 31) % 251;
  return bytes;
}

const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0));
export const videos: Record<string, { bytes: Uint8Array; name: string; claimed: string; ext: string }> = {
  mp4: { bytes: withHead([0, 0, 0, 0x20, ...ascii("ftypisom")]), name: "tour.mp4", claimed: "video/mp4", ext: "mp4" },
  mov: { bytes: withHead([0, 0, 0, 0x14, ...ascii("ftypqt  ")]), name: "yacht.mov", claimed: "video/quicktime", ext: "mov" },
  avi: { bytes: withHead([...ascii("RIFF"), 0, 0, 0, 0, ...ascii("AVI LIST")]), name: "dunes.avi", claimed: "video/x-msvideo", ext: "avi" },
  wmv: {
    bytes: withHead([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c]),
    name: "spa.wmv",
    claimed: "video/x-ms-wmv",
    ext: "wmv",
  },
  flv: { bytes: withHead([...ascii("FLV"), 1, 5, 0, 0, 0, 9]), name: "reef.flv", claimed: "video/x-flv", ext: "flv" },
  webm: { bytes: withHead([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, ...ascii("webm")]), name: "glacier.webm", claimed: "video/webm", ext: "webm" },
};

/** A Windows executable's first bytes ("MZ" header) with filler. */
export const executable = () => withHead("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff");

export { MULTIPART_TYPE, multipart, streamedMultipart } from "../../bench/multipart-body.ts";

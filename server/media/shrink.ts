/**
 * Box-filter reduction by a whole factor: each output pixel is the mean of a `factor` x `factor`
 * block (colour weighted by alpha, so transparent pixels do not darken edges). Used before the
 * Lanczos resize so that its working buffers (about 8 bytes per input pixel) stay small; libvips
 * resizes the same way ("shrink", then "reduce").
 */
export function shrink(image: ImageData, factor: number): ImageData {
  if (factor <= 1) return image;
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const src = image.data;
  const out = new Uint8ClampedArray(width * height * 4);
  const area = factor * factor;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let dy = 0; dy < factor; dy++) {
        let i = ((y * factor + dy) * image.width + x * factor) * 4;
        for (let dx = 0; dx < factor; dx++, i += 4) {
          const alpha = src[i + 3];
          r += src[i] * alpha;
          g += src[i + 1] * alpha;
          b += src[i + 2] * alpha;
          a += alpha;
        }
      }
      const o = (y * width + x) * 4;
      if (a > 0) {
        out[o] = r / a;
        out[o + 1] = g / a;
        out[o + 2] = b / a;
      }
      out[o + 3] = a / area;
    }
  }
  return { data: out, width, height, colorSpace: "srgb" } as ImageData;
}

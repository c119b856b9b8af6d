/**
 * What decoding an image may cost. No upload may raise the server's peak memory by more than
 * 512 MB; decoding is the only step whose cost follows the pixels a header claims rather than the
 * bytes sent. Measured (tests/server/media_memory_test.ts): a 16-megapixel progressive full-colour
 * JPEG, the costliest kind, raises the peak by 365–380 MB (a new worker, the codec's WebAssembly
 * memory holding the file, its coefficients and the RGBA result, plus the copy handed to
 * JavaScript); the resize after the box reduction works on less than 3200 px wide.
 */
const MB = 1024 * 1024;

/** Images claiming more pixels than this are not decoded: they are served as uploaded. */
export const MAX_DECODE_PIXELS = 16_000_000;

/**
 * How far one codec's WebAssembly memory may grow in the variants worker: room for the largest
 * image allowed above (RGBA result, progressive-JPEG coefficients, the file itself), and a hard
 * stop if a decoder ever saw a larger size than the header reader did.
 */
export const WASM_MEMORY_LIMIT = 256 * MB;

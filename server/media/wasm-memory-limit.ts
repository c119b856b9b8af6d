/**
 * Caps how far a WebAssembly memory may grow in this isolate (the variants worker). Emscripten-built
 * codecs (mozjpeg, libwebp) grow their memory through `WebAssembly.Memory.prototype.grow` and take a
 * refusal as "out of memory": the decode fails instead of allocating what a crafted header asks for.
 * Codecs that grow their memory from inside WebAssembly (the Rust PNG decoder and resizer) are not
 * seen here; their cost is bounded by the pixel cap checked before decoding.
 */
const PAGE = 64 * 1024;

export function limitWasmMemory(maxBytes: number): void {
  const grow = WebAssembly.Memory.prototype.grow;
  WebAssembly.Memory.prototype.grow = function (this: WebAssembly.Memory, pages: number): number {
    if (this.buffer.byteLength + pages * PAGE > maxBytes) {
      throw new RangeError(`WebAssembly memory limited to ${maxBytes} bytes`);
    }
    return grow.call(this, pages);
  };
}

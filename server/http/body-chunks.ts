/**
 * Reads a request body into one reused buffer and answers copies of exactly the bytes each read
 * brought. Deno's body stream otherwise allocates a fresh 64 KB buffer per read and fills about half
 * of it, so a 50 MB upload would leave about 100 MB of buffers for the garbage collector, which
 * frees them late (a full collection only follows tens of MB of such memory): the server's memory
 * would grow by that much during one upload. Bodies that cannot be read into a given buffer are read
 * as they come.
 */
const READ_BYTES = 64 * 1024;

export type ChunkReader = {
  read(): Promise<ReadableStreamReadResult<Uint8Array>>;
  cancel(reason?: unknown): Promise<void>;
};

export function compactChunks(body: ReadableStream<Uint8Array>): ChunkReader {
  let byob: ReadableStreamBYOBReader;
  try {
    byob = body.getReader({ mode: "byob" });
  } catch {
    return body.getReader();
  }
  let buffer = new ArrayBuffer(READ_BYTES);
  return {
    async read() {
      const { done, value } = await byob.read(new Uint8Array(buffer));
      if (value) buffer = value.buffer as ArrayBuffer; // the same memory, handed back by the read
      if (done) return { done: true, value: undefined };
      return { done: false, value: value.slice() };
    },
    cancel: (reason) => byob.cancel(reason),
  };
}

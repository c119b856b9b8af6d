/**
 * Reads a request body into one reused buffer and answers copies of exactly the bytes each read
 * brought, for readers that take chunks as they come (a JSON body read whole). Deno's body stream
 * otherwise allocates a fresh 64 KB buffer per read and fills about half of it, so a large body
 * would leave twice its size in buffers for the garbage collector, which frees them late (a full
 * collection only follows tens of MB of such memory). A reader that reads into its own buffer (the
 * multipart reader) needs no copies at all: see `readerInto`.
 */
import { type IntoReader, readerInto } from "../util/read-into.ts";

const READ_BYTES = 64 * 1024;

export type ChunkReader = {
  read(): Promise<ReadableStreamReadResult<Uint8Array>>;
  cancel(reason?: unknown): Promise<void>;
};

/**
 * Exact-size copies of what each read of `source` into one reused buffer brings. The buffer is made
 * at the first read, of `expectedBytes` (the declared size, at least 1) when that is less than a read
 * takes: a small JSON body does not need 64 KB of zeroed memory.
 */
export function copiesOf(source: IntoReader, expectedBytes = READ_BYTES): ChunkReader {
  let buffer: Uint8Array<ArrayBuffer> | undefined;
  return {
    async read() {
      buffer ??= new Uint8Array(Math.max(1, Math.min(expectedBytes, READ_BYTES)));
      const { done, bytes } = await source.read(buffer);
      if (done) return { done: true, value: undefined };
      buffer = new Uint8Array(bytes.buffer); // the same memory, handed back by the read
      return { done: false, value: bytes.slice() };
    },
    cancel: (reason) => source.cancel(reason),
  };
}

export function compactChunks(body: ReadableStream<Uint8Array>): ChunkReader {
  return copiesOf(readerInto(body));
}

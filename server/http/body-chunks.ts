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

/** Exact-size copies of what each read of `source` into one reused buffer brings. */
export function copiesOf(source: IntoReader): ChunkReader {
  let buffer = new Uint8Array(READ_BYTES);
  return {
    async read() {
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

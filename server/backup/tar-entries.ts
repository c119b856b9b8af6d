/** Tar entries written and read with their SHA-256 taken on the way (tar-stream, gzip by node:zlib). */
// @ts-types="@types/tar-stream"
import tar from "tar-stream";
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FileSum } from "./layout.ts";

export { tar };
export type Pack = ReturnType<typeof tar.pack>;
export type Entry = tar.Entry;

/** Passes `chunks` on unchanged; `done()` then answers their size and SHA-256. */
export function summing(chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): { chunks: AsyncIterable<Uint8Array>; done: () => FileSum } {
  const hash = createHash("sha256");
  let size = 0;
  async function* hashed() {
    for await (const chunk of chunks) {
      hash.update(chunk);
      size += chunk.length;
      yield chunk;
    }
  }
  return { chunks: hashed(), done: () => ({ size, sha256: hash.digest("hex") }) };
}

/** Adds a file entry of `size` bytes read from `chunks`; answers what was written. */
export async function addEntry(pack: Pack, header: { name: string; size: number; mtime?: Date }, chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<FileSum> {
  const sum = summing(chunks);
  await new Promise<void>((resolve, reject) => {
    const entry = pack.entry({ ...header, type: "file", mode: 0o644 }, (error) => error ? reject(error) : resolve());
    pipeline(Readable.from(sum.chunks), entry).catch(reject);
  });
  return sum.done();
}

/** Adds the file at `path` as `name`; null when it is gone (a media file deleted meanwhile). */
export async function addFile(pack: Pack, name: string, path: string): Promise<FileSum | null> {
  let file: Deno.FsFile;
  try {
    file = await Deno.open(path);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return null;
    throw error;
  }
  const info = await file.stat();
  if (!info.isFile) {
    file.close();
    return null;
  }
  return await addEntry(pack, { name, size: info.size, mtime: info.mtime ?? undefined }, file.readable);
}

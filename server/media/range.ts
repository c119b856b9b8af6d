/**
 * Byte ranges for media files (RFC 9110 section 14): browsers fetch videos in ranges to seek, and
 * Safari plays a video only from a server that answers them. One range per request; a request for
 * several ranges, or with If-Range, gets the whole file (which the RFC allows).
 */

export type ByteRange = { start: number; end: number };

/** The range asked for in `header` for a file of `size` bytes; null to send the whole file. */
export function parseRange(header: string | null, size: number): ByteRange | "unsatisfiable" | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/i);
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return "unsatisfiable";
  if (end < start) return null; // invalid: ignored
  return { start, end };
}

/** A 206 answer with the bytes of `range` from the file at `path`, read as the client takes them. */
export async function rangeResponse(path: string, range: ByteRange, size: number, headers: Headers): Promise<Response> {
  const file = await Deno.open(path, { read: true });
  await file.seek(range.start, Deno.SeekMode.Start);
  let remaining = range.end - range.start + 1;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const buffer = new Uint8Array(Math.min(64 * 1024, remaining));
      const read = await file.read(buffer);
      if (read === null || read === 0) {
        file.close();
        controller.close();
        return;
      }
      controller.enqueue(buffer.subarray(0, read));
      remaining -= read;
      if (remaining <= 0) {
        file.close();
        controller.close();
      }
    },
    cancel() {
      file.close();
    },
  });
  headers.set("content-range", `bytes ${range.start}-${range.end}/${size}`);
  headers.set("content-length", String(range.end - range.start + 1));
  return new Response(body, { status: 206, headers });
}

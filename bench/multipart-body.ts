/** Multipart upload bodies, built whole or streamed chunk by chunk: shared by the bench and the tests. */

const BOUNDARY = "----AurumTestBoundary7MA4YWxkTrZu0gW";
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** A whole multipart body with one file part (and optionally a text field first). */
export function multipart(file: { bytes: Uint8Array; name: string; type?: string; field?: string }, extraField?: [string, string]) {
  const enc = new TextEncoder();
  const pieces: Uint8Array[] = [];
  if (extraField) {
    pieces.push(enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${extraField[0]}"\r\n\r\n${extraField[1]}\r\n`));
  }
  const typeLine = file.type === undefined ? "" : `Content-Type: ${file.type}\r\n`;
  pieces.push(enc.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.name}"\r\n${typeLine}\r\n`,
  ));
  pieces.push(file.bytes);
  pieces.push(enc.encode(`\r\n--${BOUNDARY}--\r\n`));
  const total = pieces.reduce((n, p) => n + p.length, 0);
  const body = new Uint8Array(total);
  let offset = 0;
  for (const p of pieces) {
    body.set(p, offset);
    offset += p.length;
  }
  return body;
}

/**
 * A multipart body streamed in 64 KB chunks: `head` then filler up to `size` bytes of file.
 * The same filler chunk is reused, so the test itself holds almost nothing; `pulled()` tells how
 * many bytes the server has read so far.
 */
export function streamedMultipart(head: Uint8Array, size: number, name: string, type: string) {
  const enc = new TextEncoder();
  const opening = enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`);
  const closing = enc.encode(`\r\n--${BOUNDARY}--\r\n`);
  const filler = new Uint8Array(64 * 1024).fill(0x5a);
  let sent = 0;
  let stage = 0;
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      let chunk: Uint8Array;
      if (stage === 0) {
        chunk = opening;
        stage = 1;
      } else if (stage === 1) {
        chunk = head;
        sent = head.length;
        stage = 2;
      } else if (sent < size) {
        chunk = filler.subarray(0, Math.min(filler.length, size - sent));
        sent += chunk.length;
      } else if (stage === 2) {
        chunk = closing;
        stage = 3;
      } else {
        controller.close();
        return;
      }
      pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled: () => pulled, contentLength: opening.length + size + closing.length };
}

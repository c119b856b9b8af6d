/**
 * Request bodies are read into one reused buffer and handed on as exact-size copies (no 64 KB
 * buffer per read for the garbage collector), with the bytes unchanged and in order.
 */
import assert from "node:assert/strict";
import { compactChunks } from "../../server/http/body-chunks.ts";

function byteStream(pieces: Uint8Array[]): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    type: "bytes",
    pull(controller) {
      if (i < pieces.length) return controller.enqueue(pieces[i++].slice());
      controller.close();
      controller.byobRequest?.respond(0); // ends a pending read into a given buffer
    },
  });
}

async function readAll(body: ReadableStream<Uint8Array>) {
  const reader = compactChunks(body);
  const chunks: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}

const pieces = [new Uint8Array(1000).fill(1), new Uint8Array(30_000).fill(2), new Uint8Array(5).fill(3)];

Deno.test("a byte stream is read into a reused buffer and answered as exact-size copies", async () => {
  const chunks = await readAll(byteStream(pieces));
  assert.deepEqual(chunks, pieces);
  for (const chunk of chunks) assert.equal(chunk.buffer.byteLength, chunk.byteLength, "a copy of exactly the bytes read");
  assert.equal(new Set(chunks.map((chunk) => chunk.buffer)).size, chunks.length, "no two chunks share memory");
});

Deno.test("a request body from the network comes as exact-size copies", async () => {
  const body = new Uint8Array(200_000).map((_, i) => i % 251);
  await using server = Deno.serve({ port: 0, onListen() {} }, async (req) => {
    const chunks = await readAll(req.body!);
    const exact = chunks.every((chunk) => chunk.buffer.byteLength === chunk.byteLength);
    const joined = new Uint8Array(await new Blob(chunks as Uint8Array<ArrayBuffer>[]).arrayBuffer());
    return Response.json({ exact, same: joined.length === body.length && joined.every((b, i) => b === body[i]) });
  });
  const res = await fetch(`http://127.0.0.1:${server.addr.port}/`, { method: "POST", body });
  assert.deepEqual(await res.json(), { exact: true, same: true });
});

Deno.test("a stream that cannot be read into a given buffer is read as it comes", async () => {
  let i = 0;
  const plain = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (i < pieces.length) controller.enqueue(pieces[i++]);
      else controller.close();
    },
  });
  assert.deepEqual(await readAll(plain), pieces);
});

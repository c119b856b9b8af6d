/**
 * An upload is read into memory the multipart reader owns: its reads go through the read deadline
 * into the request body itself (no buffer per read, no copy), one fixed buffer serves the whole
 * body, and each read asks for at most 8 KB (Deno's server takes up to the largest read asked for
 * off the socket on every read: see READ_BYTES in server/media/multipart.ts). Streams that cannot
 * fill given memory are copied into it, the bytes unchanged and in order. A JSON body is read whole
 * into memory of its declared size, within its deadline.
 */
import assert from "node:assert/strict";
import { textWithin, withDeadline } from "../../server/http/body-deadline.ts";
import { readFilePart } from "../../server/media/multipart.ts";
import { readerInto } from "../../server/util/read-into.ts";

const enc = new TextEncoder();
const BOUNDARY = "rEaDsBoUnDaRy";

function multipartBytes(file: Uint8Array) {
  const head = enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n\r\n`);
  const tail = enc.encode(`\r\n--${BOUNDARY}--\r\n`);
  const body = new Uint8Array(head.length + file.length + tail.length);
  body.set(head);
  body.set(file, head.length);
  body.set(tail, head.length + file.length);
  return body;
}

/** A byte stream over `bytes` in pieces of at most `piece` bytes that records each read it is given. */
function recordingByteStream(bytes: Uint8Array, piece: number) {
  const given: { viewBytes: number; bufferBytes: number }[] = [];
  let queued = 0;
  let sent = 0;
  const stream = new ReadableStream({
    type: "bytes",
    pull(controller) {
      const request = controller.byobRequest;
      if (sent === bytes.length) {
        controller.close();
        request?.respond(0);
        return;
      }
      if (!request?.view) {
        queued++;
        const chunk = bytes.slice(sent, sent + piece);
        sent += chunk.length;
        controller.enqueue(chunk);
        return;
      }
      const view = new Uint8Array(request.view.buffer, request.view.byteOffset, request.view.byteLength);
      given.push({ viewBytes: view.length, bufferBytes: view.buffer.byteLength });
      const n = Math.min(piece, view.length, bytes.length - sent);
      view.set(bytes.subarray(sent, sent + n));
      sent += n;
      request.respond(n);
    },
  });
  return { stream: stream as ReadableStream<Uint8Array>, given, queued: () => queued };
}

async function fileOf(body: ReadableStream<Uint8Array>) {
  const pieces: Uint8Array[] = [];
  const info = await readFilePart(body, BOUNDARY, {
    field: "file",
    maxBodyBytes: 10_000_000,
    tooLargeMessage: "too large",
    onStart() {},
    onData(chunk) {
      pieces.push(chunk.slice());
    },
  });
  assert.ok(info, "the file part was found");
  return new Uint8Array(await new Blob(pieces as Uint8Array<ArrayBuffer>[]).arrayBuffer());
}

const file = new Uint8Array(300_000).map((_, i) => (i * 7) % 256);

Deno.test("the multipart reader reads a request body into one 64 KB buffer, at most 8 KB a read", async () => {
  const body = recordingByteStream(multipartBytes(file), 64 * 1024);
  assert.deepEqual(await fileOf(body.stream), file);
  assert.equal(body.queued(), 0, "every read came with memory to fill");
  assert.ok(body.given.length > 0);
  assert.ok(body.given.every((read) => read.bufferBytes === 64 * 1024), "always the same 64 KB buffer");
  assert.ok(body.given.every((read) => read.viewBytes > 0 && read.viewBytes <= 8 * 1024), "no read asks for more than 8 KB");
});

Deno.test("reads through the read deadline fill the reader's own memory from the request body", async () => {
  const body = recordingByteStream(multipartBytes(file), 64 * 1024);
  const { stream, stop } = withDeadline(body.stream, 60_000, () => new Error("late"));
  try {
    assert.deepEqual(await fileOf(stream), file);
  } finally {
    stop();
  }
  assert.equal(body.queued(), 0, "no chunk of the body's own was made");
  assert.ok(body.given.every((read) => read.bufferBytes === 64 * 1024 && read.viewBytes <= 8 * 1024), "the reader's buffer reached the body");
});

Deno.test("a plain stream is copied into the given memory, a long chunk over several reads", async () => {
  const chunks = [new Uint8Array(10_000).fill(1), new Uint8Array(3).fill(2)];
  let i = 0;
  const reader = readerInto(
    new ReadableStream<Uint8Array>({
      pull(controller) {
        if (i < chunks.length) controller.enqueue(chunks[i++]);
        else controller.close();
      },
    }),
  );
  const memory = new Uint8Array(4096);
  const sizes: number[] = [];
  for (;;) {
    const { bytes, done } = await reader.read(memory);
    if (done) break;
    assert.equal(bytes.buffer, memory.buffer, "the bytes are in the memory given");
    sizes.push(bytes.length);
  }
  assert.deepEqual(sizes, [4096, 4096, 1808, 3]);
});

Deno.test("a body the client sends in pieces of any size reaches the file byte for byte", async () => {
  for (const piece of [1, 7, 13, 8191, 8193, 70_000]) {
    const body = recordingByteStream(multipartBytes(file.subarray(0, 20_000)), piece);
    const { stream, stop } = withDeadline(body.stream, 60_000, () => new Error("late"));
    try {
      assert.deepEqual(await fileOf(stream), file.subarray(0, 20_000), `pieces of ${piece} bytes`);
    } finally {
      stop();
    }
  }
});

Deno.test("a JSON body is read whole into one buffer that grows with what arrives, within its deadline", async () => {
  const soon = () => performance.now() + 60_000;
  const text = JSON.stringify({ name: "Layla Haddad", note: "é ".repeat(3_000) });
  const bytes = enc.encode(text);
  const exact = recordingByteStream(bytes, 1_000);
  assert.equal(await textWithin(exact.stream, bytes.length, soon(), () => new Error("late")), text);
  assert.equal(exact.queued(), 0, "read straight into the buffer");
  assert.ok(exact.given.every((read) => read.bufferBytes === bytes.length + 1), "one buffer of the declared size, and room to see the end");
  // A large body starts in 64 KB, whatever it declares, and grows to its size as it arrives.
  const large = enc.encode(JSON.stringify({ note: "x".repeat(150_000) }));
  const growing = recordingByteStream(large, 8 * 1024);
  assert.equal((await textWithin(growing.stream, large.length, soon(), () => new Error("late"))).length, large.length);
  assert.equal(growing.given[0].bufferBytes, 64 * 1024);
  assert.equal(growing.given.at(-1)?.bufferBytes, large.length + 1);
  // A body longer than declared (not from HTTP, which frames it by its length) still comes whole.
  assert.equal(await textWithin(recordingByteStream(bytes, 700).stream, 10, soon(), () => new Error("late")), text);
  // A body that stops arriving fails at its deadline, and its reading is cancelled.
  let cancelled = false;
  const stalled = () =>
    new ReadableStream<Uint8Array>({
      type: "bytes",
      start(controller) {
        controller.enqueue(bytes.slice(0, 100));
      },
      cancel() {
        cancelled = true;
      },
    });
  const started = performance.now();
  await assert.rejects(textWithin(stalled(), bytes.length, started + 150, () => new Error("late")), /late/);
  assert.ok(performance.now() - started >= 140, "not before the deadline");
  assert.ok(cancelled, "the reading stopped");
  // Asked for only after its deadline (the handler was slow): late at once.
  cancelled = false;
  await assert.rejects(textWithin(stalled(), bytes.length, performance.now() - 1, () => new Error("late")), /late/);
  assert.ok(cancelled);
});

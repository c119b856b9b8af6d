/**
 * An upload goes to disk while it arrives: the multipart reader hands each piece of the file on as
 * soon as it is read, so the server never holds a whole part (a 50 MB video) in memory. A reader
 * that collects a part and gives it out only once its closing boundary arrives fails here.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { makeTestApp } from "../helpers/app.ts";
import * as samples from "../helpers/media-samples.ts";
import { MULTIPART_TYPE, streamedMultipart } from "../helpers/media-samples.ts";

const MB = 1024 * 1024;

/** Bytes in the partial files of uploads in progress. */
async function incomingBytes(dataDir: string): Promise<number> {
  let total = 0;
  for await (const entry of Deno.readDir(join(dataDir, "media", ".incoming"))) {
    if (entry.isFile) total += (await Deno.stat(join(dataDir, "media", ".incoming", entry.name))).size;
  }
  return total;
}

Deno.test("a 48 MB video is on disk as it arrives: 40 MB in, at least 30 MB are written", async () => {
  const t = await makeTestApp();
  try {
    const admin = await t.adminToken();
    const size = 48 * MB;
    const source = streamedMultipart(
      samples.videos.mp4.bytes.subarray(0, 64),
      size,
      "launch.mp4",
      "video/mp4",
    ).body.getReader();
    let arrived = 0;
    let onDiskAt40MB = -1;
    // Each piece is a fresh copy, as bytes from a socket are.
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (arrived >= 40 * MB && onDiskAt40MB < 0) onDiskAt40MB = await incomingBytes(t.dataDir);
        const { value, done } = await source.read();
        if (done) return controller.close();
        arrived += value.length;
        controller.enqueue(value.slice());
      },
    });
    const res = await t.app.request("/api/media/upload", {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": MULTIPART_TYPE },
      body,
      duplex: "half",
    } as RequestInit);
    const json = await res.json();
    assert.equal(res.status, 201, JSON.stringify(json));
    assert.equal(json.data.size, size);
    assert.ok(onDiskAt40MB >= 30 * MB, `${(onDiskAt40MB / MB).toFixed(1)} MB on disk when 40 MB had arrived`);
  } finally {
    await t.close();
  }
});

/**
 * A 50 MB upload to POST /api/media/upload as an administrator, streamed (chunked, as `fetch`
 * sends a stream): the time it takes and how much the server's peak resident memory grows while it
 * runs (bench/process-memory.ts).
 */
import { peakGrowthDuring } from "./process-memory.ts";

export type UploadResult = { status: number; seconds: number; baselineMB: number; peakMB: number; growthMB: number } | {
  skipped: string;
};

const SIZE = 50 * 1024 * 1024 - 1024; // just under the video limit

/** A valid MP4 header (ftyp box) followed by filler, produced as a stream (never 50 MB in memory). */
function mp4Stream(): ReadableStream<Uint8Array> {
  const header = new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d, 0x6d, 0x70, 0x34, 0x31]);
  const chunk = new Uint8Array(256 * 1024).fill(7);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === 0) {
        controller.enqueue(header);
        sent += header.byteLength;
        return;
      }
      const n = Math.min(chunk.byteLength, SIZE - sent);
      if (n <= 0) return controller.close();
      controller.enqueue(n === chunk.byteLength ? chunk : chunk.subarray(0, n));
      sent += n;
    },
  });
}

function multipartBody(boundary: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const file = mp4Stream().getReader();
  let stage = 0;
  return new ReadableStream({
    async pull(controller) {
      if (stage === 0) {
        stage = 1;
        return controller.enqueue(head);
      }
      if (stage === 1) {
        const { value, done } = await file.read();
        if (!done) return controller.enqueue(value);
        stage = 2;
        return controller.enqueue(tail);
      }
      controller.close();
    },
  });
}

export async function measureUpload(url: string, pid: number, token: string): Promise<UploadResult> {
  const probe = await fetch(`${url}/api/media/list`, { headers: { authorization: `Bearer ${token}` } });
  await probe.body?.cancel();
  if (probe.status === 404) return { skipped: "no media API on this server" };

  const boundary = `bench${crypto.randomUUID().replaceAll("-", "")}`;
  const started = performance.now();
  const measured = await peakGrowthDuring(pid, async () => {
    const response = await fetch(`${url}/api/media/upload`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${boundary}` },
      body: multipartBody(boundary),
      // @ts-ignore: Deno needs duplex for a streamed request body
      duplex: "half",
    });
    await response.text();
    return response.status;
  });
  const seconds = (performance.now() - started) / 1000;
  const { baselineMB, peakMB, growthMB } = measured;
  return { status: measured.result, seconds: Number(seconds.toFixed(2)), baselineMB, peakMB, growthMB };
}

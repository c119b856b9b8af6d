/**
 * Decompression bombs: crafted images whose headers claim gigapixels in a few hundred bytes, and a
 * real 59-megapixel PNG, uploaded to the real server (a child process) while its resident memory is
 * read from /proc. No upload, accepted or refused, may raise the server's peak by 512 MB or more.
 * Images over the decode cap, or whose size cannot be read, are stored and served as uploaded.
 */
import assert from "node:assert/strict";
import { craftedUploads } from "../../bench/crafted-images.ts";
import { multipart, MULTIPART_TYPE } from "../helpers/media-samples.ts";
import { peakGrowthDuring } from "../../bench/process-memory.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

const BUDGET_MB = 512;

Deno.test({
  name: "crafted and huge images never raise the server's peak memory by 512 MB; those not decoded are kept as uploaded",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const server = await startServer({ seed: false });
    try {
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(adminCredentials),
      });
      const token = (await login.json()).data.access_token as string;
      const cases = await craftedUploads();
      for (const { name, bytes, resized } of cases) {
        const measured = await peakGrowthDuring(server.pid, async () => {
          const res = await fetch(`${server.url}/api/media/upload`, {
            method: "POST",
            headers: { authorization: `Bearer ${token}`, "content-type": MULTIPART_TYPE },
            body: multipart({ bytes, name }),
          });
          return { status: res.status, json: await res.json() };
        });
        const { status, json } = measured.result;
        console.log(`${name} (${bytes.length} bytes): ${status}, server peak +${measured.growthMB} MB`);
        assert.ok(measured.growthMB < BUDGET_MB, `${name}: the server's peak memory grew by ${measured.growthMB} MB`);
        assert.equal(status, 201, `${name}: ${JSON.stringify(json)}`);
        assert.equal(json.data.variants.length > 0, resized, `${name}: variants ${JSON.stringify(json.data.variants)}`);
        const served = await fetch(`${server.url}${json.data.url}?w=480`);
        const body = new Uint8Array(await served.arrayBuffer());
        if (!resized) assert.deepEqual(body, bytes, `${name} is served as uploaded`);
      }
    } finally {
      await server.stop();
    }
  },
});

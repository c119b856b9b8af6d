/**
 * Decompression bombs and huge images uploaded to the running server (bench/crafted-images.ts):
 * for each, the answer and how much the server's peak resident memory grew (goal: under 512 MB).
 */
import { craftedUploads } from "./crafted-images.ts";
import { multipart, MULTIPART_TYPE } from "./multipart-body.ts";
import { peakGrowthDuring } from "./process-memory.ts";

export type CraftedUploadRow = { file: string; bytes: number; status: number; variants: number; seconds: number; growthMB: number };

export async function measureCraftedUploads(url: string, pid: number, token: string): Promise<CraftedUploadRow[]> {
  const rows: CraftedUploadRow[] = [];
  for (const { name, bytes } of await craftedUploads()) {
    const started = performance.now();
    const measured = await peakGrowthDuring(pid, async () => {
      const res = await fetch(`${url}/api/media/upload`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": MULTIPART_TYPE },
        body: multipart({ bytes, name }),
      });
      return { status: res.status, json: await res.json() };
    });
    const { status, json } = measured.result;
    rows.push({
      file: name,
      bytes: bytes.length,
      status,
      variants: json.data?.variants?.length ?? 0,
      seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
      growthMB: measured.growthMB,
    });
  }
  return rows;
}

/**
 * The WebP copies are made by a queue that belongs to one app's dependencies: each app has its own,
 * and closing it (the server stopping) ends the running job and answers null for the rest.
 */
import assert from "node:assert/strict";
import { createImageJobs } from "../../server/media/image-jobs.ts";
import * as samples from "../helpers/media-samples.ts";

async function withImage(fn: (dir: string, filename: string) => Promise<void>) {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeFile(`${dir}/photo.jpg`, await samples.jpeg(2000, 1000));
    await fn(dir, "photo.jpg");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("two queues make copies independently; closing one leaves the other working", async () => {
  await withImage(async (dir, filename) => {
    const first = createImageJobs();
    const second = createImageJobs();
    try {
      first.close();
      assert.equal(await first.variants(dir, filename, "image/jpeg"), null, "a closed queue starts no job");
      const variants = await second.variants(dir, filename, "image/jpeg");
      assert.deepEqual(variants?.widths, [480, 960, 1600]);
    } finally {
      second.close();
    }
  });
});

Deno.test("closing ends the running job at once; it and the jobs waiting behind it answer null", async () => {
  await withImage(async (dir, filename) => {
    const jobs = createImageJobs();
    const running = jobs.variants(dir, filename, "image/jpeg");
    const waiting = jobs.variants(dir, filename, "image/jpeg");
    await new Promise((resolve) => setTimeout(resolve, 20));
    const closedAt = performance.now();
    jobs.close();
    assert.equal(await running, null);
    assert.equal(await waiting, null);
    assert.ok(performance.now() - closedAt < 500, "the worker was ended, not waited for");
  });
});

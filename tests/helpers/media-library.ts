/** The media library in server tests: an uploaded image, and a database with a write landing just before a store's commit. */
import assert from "node:assert/strict";
import type { TestApp } from "./app.ts";
import * as samples from "./media-samples.ts";
import { multipart, MULTIPART_TYPE } from "./media-samples.ts";

/** Uploads a small JPEG named `name` as `admin`: its stored name and address. */
export async function uploadJpeg(t: TestApp, admin: string, name: string): Promise<{ filename: string; url: string }> {
  const body = new Uint8Array(multipart({ bytes: await samples.jpeg(), name, type: "image/jpeg" }));
  const res = await t.app.request("/api/media/upload", {
    method: "POST",
    headers: { authorization: `Bearer ${admin}`, "content-type": MULTIPART_TYPE },
    body,
  });
  assert.equal(res.status, 201);
  return (await res.json()).data;
}

/**
 * The database as the store sees it, with `before` run once just before its first commit (a write
 * by someone else landing between its reads and its commit), counting the commits that succeed.
 */
export function raced(kv: Deno.Kv, before: () => Promise<void>) {
  let ran = false;
  let committed = 0;
  const proxy = new Proxy(kv, {
    get(target, prop) {
      if (prop === "atomic") {
        return () => {
          const op = target.atomic();
          const commit = op.commit.bind(op);
          op.commit = async () => {
            if (!ran) {
              ran = true;
              await before();
            }
            const res = await commit();
            if (res.ok) committed++;
            return res;
          };
          return op;
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { kv: proxy, commits: () => committed };
}

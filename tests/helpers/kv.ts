/** A Deno KV file in a temp folder for one test: closed and removed afterwards. */
export async function withKv(fn: (kv: Deno.Kv) => Promise<void>) {
  const dir = await Deno.makeTempDir();
  const kv = await Deno.openKv(`${dir}/app.kv`);
  try {
    await fn(kv);
  } finally {
    kv.close();
    await Deno.remove(dir, { recursive: true });
  }
}

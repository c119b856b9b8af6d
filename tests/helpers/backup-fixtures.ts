/** Data folders and archives for the backup tests: the scripts run as the tasks run them. */
import { Buffer } from "node:buffer";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createReadStream, createWriteStream } from "node:fs";
import { createGunzip, createGzip } from "node:zlib";
import { tar } from "../../server/backup/tar-entries.ts";

const ROOT = new URL("../../", import.meta.url).pathname;

/** Runs scripts/{name} with `args` and DATA_DIR (and `env`), as `deno task backup|restore` does. */
export async function runScript(name: "backup.ts" | "restore.ts", args: string[], env: Record<string, string>) {
  const output = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", `scripts/${name}`, ...args],
    cwd: ROOT,
    env,
    stdout: "piped",
    stderr: "piped",
  }).output();
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  return { code: output.code, stdout: decode(output.stdout), stderr: decode(output.stderr) };
}

/** A DATA_DIR with a few keys (one with an expiry), media files, an upload in progress and a preview. */
export async function makeDataDir(): Promise<{ dir: string; files: Record<string, Uint8Array> }> {
  const dir = await Deno.makeTempDir({ prefix: "travel-backup-data-" });
  const kv = await Deno.openKv(join(dir, "app.kv"));
  for (let i = 0; i < 5; i++) await kv.set(["inquiries", `inq-${i}`], { i });
  await kv.set(["media", "01jbackup0000000000000000a.jpg"], { filename: "01jbackup0000000000000000a.jpg" });
  await kv.set(["rate", "window"], 1, { expireIn: 60 * 60 * 1000 });
  kv.close();
  const files: Record<string, Uint8Array> = {
    "media/01jbackup0000000000000000a.jpg": crypto.getRandomValues(new Uint8Array(40_000)),
    "media/01jbackup0000000000000000a-320w.webp": crypto.getRandomValues(new Uint8Array(9_000)),
    "previews/0123456789abcdef0123456789abcdef.jpg": crypto.getRandomValues(new Uint8Array(5_000)),
    "trip-documents/01jbackup0000000000000000b": crypto.getRandomValues(new Uint8Array(3_000)),
  };
  await Deno.mkdir(join(dir, "media", ".incoming"), { recursive: true });
  await Deno.mkdir(join(dir, "previews"));
  await Deno.mkdir(join(dir, "trip-documents", ".incoming"), { recursive: true });
  await Deno.writeFile(join(dir, "trip-documents", ".incoming", "upload.part"), new Uint8Array(100));
  await Deno.writeFile(join(dir, "media", ".incoming", "upload.part"), new Uint8Array(100));
  for (const [name, bytes] of Object.entries(files)) await Deno.writeFile(join(dir, name), bytes);
  return { dir, files };
}

/**
 * Copies an archive, letting `change` alter each entry's bytes in place, rename it (by answering a
 * new name) or replace its bytes, of any length (by answering them).
 */
export async function rewriteArchive(from: string, to: string, change: (name: string, bytes: Uint8Array) => string | Uint8Array | void) {
  const extract = tar.extract();
  const pack = tar.pack();
  const reading = pipeline(createReadStream(from), createGunzip(), extract);
  const writing = pipeline(pack, createGzip(), createWriteStream(to));
  for await (const entry of extract) {
    const bytes = new Uint8Array(await new Response(ReadableStream.from(entry)).arrayBuffer());
    const changed = change(entry.header.name, bytes);
    const name = typeof changed === "string" ? changed : entry.header.name;
    // The entry's size is the bytes' (tar-stream sets it from the buffer).
    await new Promise<void>((resolve, reject) => pack.entry({ ...entry.header, name }, Buffer.from(changed instanceof Uint8Array ? changed : bytes), (e) => e ? reject(e) : resolve()));
  }
  pack.finalize();
  await Promise.all([reading, writing]);
}

/** Every file of a folder and its sub-folders but `skip`, by relative path. */
export async function filesUnder(dir: string, skip: (path: string) => boolean = () => false): Promise<Map<string, Uint8Array>> {
  const found = new Map<string, Uint8Array>();
  async function walk(relative: string) {
    for await (const entry of Deno.readDir(join(dir, relative))) {
      const path = relative ? `${relative}/${entry.name}` : entry.name;
      if (skip(path)) continue;
      if (entry.isDirectory) await walk(path);
      else found.set(path, await Deno.readFile(join(dir, path)));
    }
  }
  await walk("");
  return found;
}

/**
 * The media API and the served files: every allowed type, hostile uploads refused with nothing left
 * on disk, streamed uploads cut off at the limit, the memory bound, WebP variants, serving headers,
 * and administrators only.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import decodeWebp from "@jsquash/webp/decode.js";
import { type TestApp, withAdminApp } from "../helpers/app.ts";
import * as samples from "../helpers/media-samples.ts";
import { multipart, MULTIPART_TYPE, streamedMultipart } from "../helpers/media-samples.ts";

const MB = 1024 * 1024;

type Upload = { bytes: Uint8Array; name: string; type?: string; field?: string };

async function upload(t: TestApp, token: string | undefined, file: Upload | Uint8Array, headers: Record<string, string> = {}) {
  const body: Uint8Array<ArrayBuffer> = new Uint8Array(file instanceof Uint8Array ? file : multipart(file));
  const h: Record<string, string> = { "content-type": MULTIPART_TYPE, ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  const res = await t.app.request("/api/media/upload", { method: "POST", headers: h, body });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined, text };
}

/** POSTs a streamed body (in-process, like a client sending chunk by chunk). */
function postStream(t: TestApp, token: string, body: ReadableStream<Uint8Array>) {
  return t.app.request("/api/media/upload", {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": MULTIPART_TYPE },
    body,
    duplex: "half",
  } as RequestInit);
}

/** Every file under DATA_DIR/media, including uploads in progress. */
async function filesOnDisk(t: TestApp): Promise<string[]> {
  const found: string[] = [];
  async function walk(dir: string, prefix: string) {
    try {
      for await (const entry of Deno.readDir(dir)) {
        if (entry.isDirectory) await walk(join(dir, entry.name), `${prefix}${entry.name}/`);
        else found.push(`${prefix}${entry.name}`);
      }
    } catch (error) {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    }
  }
  await walk(join(t.dataDir, "media"), "");
  return found.sort();
}

Deno.test("an administrator uploads every allowed type; each is listed, described and served as itself", () =>
  withAdminApp(async (t, admin) => {
    const uploads: (Upload & { ext: string; kind: string })[] = [
      { bytes: await samples.jpeg(), name: "Burj at dusk.JPG", type: "image/jpeg", ext: "jpg", kind: "image" },
      { bytes: await samples.png(), name: "map.png", type: "image/png", ext: "png", kind: "image" },
      { bytes: samples.gif(), name: "sparkle.gif", type: "image/gif", ext: "gif", kind: "image" },
      { bytes: await samples.webp(), name: "villa.webp", type: "image/webp", ext: "webp", kind: "image" },
      { bytes: samples.svg(), name: "logo.svg", type: "image/svg+xml", ext: "svg", kind: "image" },
      ...Object.values(samples.videos).map((v) => ({ bytes: v.bytes, name: v.name, type: v.claimed, ext: v.ext, kind: "video" })),
    ];
    const made: string[] = [];
    for (const file of uploads) {
      const res = await upload(t, admin, file);
      assert.equal(res.status, 201, `${file.name}: ${res.text}`);
      const data = res.json.data;
      assert.match(data.filename, new RegExp(`^[0-9a-z]{26}\\.${file.ext}$`), file.name);
      assert.equal(data.url, `/media/${data.filename}`);
      assert.equal(data.type, file.kind);
      assert.equal(data.size, file.bytes.length);
      assert.equal(data.originalName, file.name);
      assert.equal(data.mime, file.type);
      assert.deepEqual(await Deno.readFile(join(t.dataDir, "media", data.filename)), file.bytes);

      const served = await t.app.request(data.url);
      assert.equal(served.status, 200);
      assert.equal(served.headers.get("content-type"), file.type);
      assert.equal(served.headers.get("x-content-type-options"), "nosniff");
      assert.deepEqual(new Uint8Array(await served.arrayBuffer()), file.bytes);

      const info = await t.call("GET", `/api/media/info/${data.filename}`, { token: admin });
      assert.equal(info.status, 200);
      assert.equal(info.json.data.filename, data.filename);
      made.push(data.filename);
    }
    const list = await t.call("GET", `/api/media/list?t=${Date.now()}`, { token: admin });
    assert.equal(list.status, 200);
    assert.deepEqual(list.json.data.map((f: { filename: string }) => f.filename), made.reverse(), "newest first");
    assert.equal(list.json.data[0].uploadedBy, undefined, "who uploaded stays on the server");
  }));

Deno.test("the browser's claim does not matter when it says nothing useful; image/jpg is JPEG", () =>
  withAdminApp(async (t, admin) => {
    for (const type of [undefined, "application/octet-stream", "image/jpg"]) {
      const res = await upload(t, admin, { bytes: await samples.jpeg(), name: "photo.jpg", type });
      assert.equal(res.status, 201, `${type}: ${res.text}`);
      assert.equal(res.json.data.mime, "image/jpeg");
    }
  }));

Deno.test("hostile uploads are refused with the right status and leave nothing on disk", () =>
  withAdminApp(async (t, admin) => {
    const png = await samples.png();
    const cases: [string, Upload, number, RegExp][] = [
      ["an executable renamed .jpg", { bytes: samples.executable(), name: "holiday.jpg", type: "image/jpeg" }, 415, /^Invalid file type: image\/jpeg\. Allowed types: JPEG, PNG, GIF, WebP, SVG, MP4/],
      ["PNG bytes claimed as JPEG", { bytes: png, name: "photo.jpg", type: "image/jpeg" }, 415, /do not match its declared type/],
      ["plain text", { bytes: new TextEncoder().encode("hello there, not an image"), name: "notes.txt", type: "text/plain" }, 415, /Invalid file type: text\/plain/],
      ["HTML", { bytes: new TextEncoder().encode("<!doctype html><script>alert(1)</script>"), name: "page.html", type: "text/html" }, 415, /Invalid file type/],
      ["a name with ..", { bytes: png, name: "..evil.png", type: "image/png" }, 400, /not allowed \(it contains "\.\."\)/],
      ["a name with /", { bytes: png, name: "../../etc/passwd.png", type: "image/png" }, 400, /not allowed/],
      ["a name with \\", { bytes: png, name: "..\\..\\boot.png", type: "image/png" }, 400, /not allowed/],
      ["a name with .php", { bytes: png, name: "shell.php.png", type: "image/png" }, 400, /it contains "\.php"/],
      ["a name with .exe", { bytes: samples.executable(), name: "setup.exe", type: "application/octet-stream" }, 400, /\.exe/],
      ["an SVG with a script", { bytes: samples.svg("<script>fetch('/api/auth/users')</script>"), name: "logo.svg", type: "image/svg+xml" }, 415, /contains a script/],
      ["an SVG with an event handler", { bytes: samples.svg('<rect width="10" height="10" onload="alert(1)"/>'), name: "x.svg", type: "image/svg+xml" }, 415, /event handler/],
      ["an SVG with an encoded javascript: link", { bytes: samples.svg('<a href="&#106;avascript:alert(1)"><text>hi</text></a>'), name: "x.svg", type: "image/svg+xml" }, 415, /javascript:/],
      ["an SVG with embedded HTML", { bytes: samples.svg("<foreignObject><iframe src='/'></iframe></foreignObject>"), name: "x.svg", type: "image/svg+xml" }, 415, /foreignObject/],
      ["the file in another field", { bytes: png, name: "a.png", type: "image/png", field: "upload" }, 400, /No file was sent in the field "file"/],
      ["an empty file", { bytes: new Uint8Array(0), name: "empty.png", type: "image/png" }, 400, /The file is empty/],
    ];
    for (const [what, file, status, message] of cases) {
      const res = await upload(t, admin, file);
      assert.equal(res.status, status, `${what}: ${res.text}`);
      assert.match(res.json.message, message, what);
    }
    const notMultipart = await t.call("POST", "/api/media/upload", { token: admin, body: { file: "x" } });
    assert.equal(notMultipart.status, 400);
    assert.deepEqual(await filesOnDisk(t), []);
    assert.deepEqual((await t.call("GET", "/api/media/list", { token: admin })).json.data, []);
  }));

Deno.test("each type has its own size limit; an oversize file is refused and nothing is kept", () =>
  withAdminApp(async (t, admin) => {
    const gif = samples.gif();
    const justOver = new Uint8Array(10 * MB + 1);
    justOver.set(gif);
    let res = await upload(t, admin, { bytes: justOver, name: "big.gif", type: "image/gif" });
    assert.equal(res.status, 413, res.text);
    assert.equal(res.json.message, "File size exceeds 10MB limit for GIF files.");

    const exact = new Uint8Array(10 * MB);
    exact.set(gif);
    res = await upload(t, admin, { bytes: exact, name: "exact.gif", type: "image/gif" });
    assert.equal(res.status, 201, "exactly at the limit is allowed");
    await t.call("DELETE", `/api/media/${res.json.data.filename}`, { token: admin });

    const svg = new Uint8Array(2 * MB + 10).fill(0x20);
    svg.set(samples.svg());
    res = await upload(t, admin, { bytes: svg, name: "huge.svg", type: "image/svg+xml" });
    assert.equal(res.status, 413);
    assert.equal(res.json.message, "File size exceeds 2MB limit for SVG files.");

    res = await upload(t, admin, new Uint8Array(8), { "content-length": String(60 * MB) });
    assert.equal(res.status, 413, "a declared body over 50 MB is refused before reading");
    assert.deepEqual(await filesOnDisk(t), []);
  }));

Deno.test("a large streamed upload is cut off at its type's limit: the rest is never read and no partial file stays", () =>
  withAdminApp(async (t, admin) => {
    const head = await samples.jpeg();
    const stream = streamedMultipart(head, 45 * MB, "huge.jpg", "image/jpeg");
    const res = await postStream(t, admin, stream.body);
    assert.equal(res.status, 413);
    assert.equal((await res.json()).message, "File size exceeds 20MB limit for JPEG files.");
    assert.ok(stream.pulled() < 21 * MB, `read ${stream.pulled()} bytes of a 45 MB upload`);
    assert.deepEqual(await filesOnDisk(t), []);
  }));

Deno.test("a 48 MB video is streamed to disk without holding it in memory", () =>
  withAdminApp(async (t, admin) => {
    const size = 48 * MB;
    const stream = streamedMultipart(samples.videos.mp4.bytes.subarray(0, 64), size, "launch.mp4", "video/mp4");
    // This isolate's JS heap plus its ArrayBuffers (other test modules running in parallel share the
    // process, so its RSS would measure them too).
    const held = () => {
      const { heapUsed, external } = Deno.memoryUsage();
      return heapUsed + external;
    };
    const before = held();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, held())), 5);
    const res = await postStream(t, admin, stream.body);
    clearInterval(sampler);
    peak = Math.max(peak, held());
    const body = await res.json();
    assert.equal(res.status, 201, JSON.stringify(body));
    assert.equal(body.data.size, size);
    assert.equal((await Deno.stat(join(t.dataDir, "media", body.data.filename))).size, size);
    const grew = (peak - before) / MB;
    assert.ok(grew < 24, `memory grew by ${grew.toFixed(1)} MB for a 48 MB upload`);
  }));

Deno.test("JPEG, PNG and WebP images get WebP copies; ?w= serves the narrowest one wide enough", () =>
  withAdminApp(async (t, admin) => {
    const wide = await upload(t, admin, { bytes: await samples.jpeg(2000, 1000), name: "wide.jpg", type: "image/jpeg" });
    assert.equal(wide.status, 201, wide.text);
    const data = wide.json.data;
    assert.equal(data.width, 2000);
    assert.equal(data.height, 1000);
    assert.deepEqual(data.variants, [480, 960, 1600].map((w) => ({ width: w, url: `${data.url}?w=${w}` })));

    for (const [asked, expected] of [[300, 480], [480, 480], [700, 960], [1200, 1600], [3000, 1600]]) {
      const res = await t.app.request(`${data.url}?w=${asked}`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get("content-type"), "image/webp");
      const image = await decodeWebp(await res.arrayBuffer());
      assert.equal(image.width, expected, `?w=${asked}`);
      assert.equal(image.height, expected / 2);
    }

    const small = await upload(t, admin, { bytes: await samples.png(700, 350), name: "small.png", type: "image/png" });
    assert.deepEqual(small.json.data.variants.map((v: { width: number }) => v.width), [480, 700], "no upscaling");
    const webp = await upload(t, admin, { bytes: await samples.webp(1000, 500), name: "w.webp", type: "image/webp" });
    assert.deepEqual(webp.json.data.variants.map((v: { width: number }) => v.width), [480, 960, 1000]);
    const gif = await upload(t, admin, { bytes: samples.gif(), name: "g.gif", type: "image/gif" });
    assert.deepEqual(gif.json.data.variants, []);
    const gifServed = await t.app.request(`${gif.json.data.url}?w=480`);
    assert.equal(gifServed.headers.get("content-type"), "image/gif", "no variant: the original");
    await gifServed.body?.cancel();

    const del = await t.call("DELETE", `/api/media/${data.filename}`, { token: admin });
    assert.equal(del.status, 200);
    const left = await filesOnDisk(t);
    assert.ok(!left.some((f) => f.startsWith(data.filename.slice(0, 26))), `variants removed too: ${left}`);
  }));

Deno.test("SVGs are served sandboxed so a script can never run on the site's origin", () =>
  withAdminApp(async (t, admin) => {
    const res = await upload(t, admin, { bytes: samples.svg(), name: "crest.svg", type: "image/svg+xml" });
    const served = await t.app.request(res.json.data.url);
    assert.equal(served.headers.get("content-type"), "image/svg+xml");
    const csp = served.headers.get("content-security-policy") ?? "";
    assert.match(csp, /^sandbox;/);
    assert.match(csp, /default-src 'none'/);
    assert.doesNotMatch(csp, /script-src/);
    await served.body?.cancel();
    const page = await t.app.request("/api/destinations");
    assert.doesNotMatch(page.headers.get("content-security-policy") ?? "", /sandbox/, "other answers keep the site policy");
    await page.body?.cancel();
  }));

Deno.test("only stored names are served or described: traversal and other files are 404", () =>
  withAdminApp(async (t, admin) => {
    await Deno.mkdir(join(t.dataDir, "media"), { recursive: true });
    await Deno.writeTextFile(join(t.dataDir, "media", "notes.txt"), "private");
    for (const path of ["/media/..%2Fapp.kv", "/media/%2e%2e/app.kv", "/media/notes.txt", "/media/app.kv", "/media/00000000000000000000000000.jpg"]) {
      const res = await t.app.request(path);
      assert.equal(res.status, 404, path);
      assert.doesNotMatch(await res.text(), /private/);
    }
    for (const name of ["..%2Fapp.kv", "notes.txt", "00000000000000000000000000.jpg"]) {
      assert.equal((await t.call("GET", `/api/media/info/${name}`, { token: admin })).status, 404, name);
      assert.equal((await t.call("DELETE", `/api/media/${name}`, { token: admin })).status, 404, name);
    }
    assert.equal(await Deno.readTextFile(join(t.dataDir, "media", "notes.txt")), "private");
  }));

Deno.test("delete removes the file and its record; a second delete is 404", () =>
  withAdminApp(async (t, admin) => {
    const res = await upload(t, admin, { bytes: samples.gif(), name: "a.gif", type: "image/gif" });
    const { filename, url } = res.json.data;
    const del = await t.call("DELETE", `/api/media/${filename}`, { token: admin });
    assert.equal(del.status, 200);
    assert.deepEqual(del.json.data, { filename, deleted: true });
    assert.equal((await t.app.request(url)).status, 404);
    assert.equal((await t.call("GET", `/api/media/info/${filename}`, { token: admin })).status, 404);
    const again = await t.call("DELETE", `/api/media/${filename}`, { token: admin });
    assert.equal(again.status, 404);
    assert.equal(again.json.message, "File not found.");
    assert.deepEqual(await filesOnDisk(t), []);
  }));

Deno.test("media routes are for administrators: anonymous 401, member 403, nothing written", () =>
  withAdminApp(async (t, admin) => {
    const stored = await upload(t, admin, { bytes: samples.gif(), name: "keep.gif", type: "image/gif" });
    const filename = stored.json.data.filename;
    const member = await t.member();
    for (const [token, status] of [[undefined, 401], [member.token, 403]] as const) {
      const res = await upload(t, token, { bytes: await samples.png(), name: "x.png", type: "image/png" });
      assert.equal(res.status, status, "upload");
      assert.equal((await t.call("GET", "/api/media/list", { token })).status, status, "list");
      assert.equal((await t.call("GET", `/api/media/info/${filename}`, { token })).status, status, "info");
      assert.equal((await t.call("DELETE", `/api/media/${filename}`, { token })).status, status, "delete");
    }
    assert.deepEqual(await filesOnDisk(t), [filename]);
    // The files themselves are public: the site's pages show them.
    assert.equal((await t.app.request(stored.json.data.url)).status, 200);
  }));

Deno.test("a body arriving in pieces of any size (boundary split across chunks) is stored byte for byte", () =>
  withAdminApp(async (t, admin) => {
    const png = await samples.png(40, 30);
    const body = multipart({ bytes: png, name: "pieces.png", type: "image/png" }, ["caption", "ignored field first"]);
    for (const piece of [1, 2, 7, 38, 39, 40, 41, 1000]) {
      let offset = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (offset >= body.length) return controller.close();
          controller.enqueue(body.slice(offset, offset + piece));
          offset += piece;
        },
      });
      const res = await postStream(t, admin, stream);
      const json = await res.json();
      assert.equal(res.status, 201, `pieces of ${piece}: ${JSON.stringify(json)}`);
      assert.deepEqual(await Deno.readFile(join(t.dataDir, "media", json.data.filename)), png, `pieces of ${piece}`);
    }
  }));

Deno.test("videos are served in byte ranges so browsers can seek (and Safari can play)", () =>
  withAdminApp(async (t, admin) => {
    const video = samples.videos.mp4;
    const res = await upload(t, admin, { bytes: video.bytes, name: video.name, type: video.claimed });
    const url = res.json.data.url;
    const size = video.bytes.length;
    const get = (range: string) => t.app.request(url, { headers: { range } });

    let part = await get("bytes=0-99");
    assert.equal(part.status, 206);
    assert.equal(part.headers.get("content-range"), `bytes 0-99/${size}`);
    assert.equal(part.headers.get("content-type"), "video/mp4");
    assert.equal(part.headers.get("x-content-type-options"), "nosniff");
    assert.deepEqual(new Uint8Array(await part.arrayBuffer()), video.bytes.subarray(0, 100));

    part = await get("bytes=1000-");
    assert.equal(part.status, 206);
    assert.deepEqual(new Uint8Array(await part.arrayBuffer()), video.bytes.subarray(1000));

    part = await get("bytes=-48");
    assert.equal(part.headers.get("content-range"), `bytes ${size - 48}-${size - 1}/${size}`);
    assert.deepEqual(new Uint8Array(await part.arrayBuffer()), video.bytes.subarray(size - 48));

    part = await get(`bytes=${size}-`);
    assert.equal(part.status, 416);
    assert.equal(part.headers.get("content-range"), `bytes */${size}`);
    await part.body?.cancel();

    const whole = await get("bytes=0-1,5-9"); // several ranges: the whole file
    assert.equal(whole.status, 200);
    assert.equal(whole.headers.get("accept-ranges"), "bytes");
    assert.equal((await whole.arrayBuffer()).byteLength, size);
  }));

Deno.test("making the WebP copies of a large photo does not stall other requests", () =>
  withAdminApp(async (t, admin) => {
    const photo = await samples.jpeg(3200, 2400);
    let worst = 0;
    let last = performance.now();
    const lag = setInterval(() => {
      const now = performance.now();
      worst = Math.max(worst, now - last - 10);
      last = now;
    }, 10);
    try {
      const res = await upload(t, admin, { bytes: photo, name: "panorama.jpg", type: "image/jpeg" });
      assert.equal(res.status, 201, res.text);
      assert.equal(res.json.data.variants.length, 3);
    } finally {
      clearInterval(lag);
    }
    assert.ok(worst < 2000, `the server's event loop stalled for ${Math.round(worst)} ms`);
  }));

Deno.test("partial files left by an upload cut off by a restart are removed at the next upload", () =>
  withAdminApp(async (t, admin) => {
    const incoming = join(t.dataDir, "media", ".incoming");
    await Deno.mkdir(incoming, { recursive: true });
    const old = join(incoming, "01h0000000000000000000000a.part");
    const recent = join(incoming, "01h0000000000000000000000b.part");
    await Deno.writeFile(old, new Uint8Array(1000));
    await Deno.writeFile(recent, new Uint8Array(1000));
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await Deno.utime(old, twoHoursAgo, twoHoursAgo);
    const res = await upload(t, admin, { bytes: samples.gif(), name: "after-restart.gif", type: "image/gif" });
    assert.equal(res.status, 201);
    const left = await filesOnDisk(t);
    assert.ok(!left.includes(".incoming/01h0000000000000000000000a.part"), "the stale partial file is gone");
    assert.ok(left.includes(".incoming/01h0000000000000000000000b.part"), "an upload that may still be running is kept");
  }));

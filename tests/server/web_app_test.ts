import assert from "node:assert/strict";
import { makeTestApp } from "../helpers/app.ts";

/** A tiny fake build of the web app, to test how the server serves one. */
async function fakeDist(dir: string) {
  await Deno.mkdir(`${dir}/assets`, { recursive: true });
  await Deno.mkdir(`${dir}/images`, { recursive: true });
  await Deno.writeTextFile(`${dir}/index.html`, "<!doctype html><title>app</title>");
  await Deno.writeTextFile(`${dir}/assets/index-abc123.js`, "console.log('app');".repeat(200));
  await Deno.writeTextFile(`${dir}/images/a.svg`, "<svg xmlns='http://www.w3.org/2000/svg'/>");
  await Deno.writeTextFile(`${dir}/manifest.webmanifest`, "{}");
  await Deno.writeTextFile(`${dir}/../secret.txt`, "do not serve");
}

Deno.test("the web app: immutable hashed assets, revalidated shell, SPA fallback, real 404s, no traversal", async () => {
  const root = await Deno.makeTempDir();
  const dist = `${root}/dist`;
  await fakeDist(dist);
  const t = await makeTestApp({ env: { WEB_DIST: dist } });
  try {
    const asset = await t.app.request("/assets/index-abc123.js");
    assert.equal(asset.status, 200);
    assert.equal(asset.headers.get("cache-control"), "public, max-age=31536000, immutable");
    assert.match(asset.headers.get("content-type")!, /^text\/javascript/);
    assert.equal(asset.headers.get("content-encoding"), null, "no compression unless asked for");
    await asset.body?.cancel();
    const gzipped = await t.app.request("/assets/index-abc123.js", { headers: { "accept-encoding": "gzip, br" } });
    assert.equal(gzipped.headers.get("content-encoding"), "gzip");
    const unzipped = await new Response(gzipped.body!.pipeThrough(new DecompressionStream("gzip"))).text();
    assert.equal(unzipped, "console.log('app');".repeat(200));

    // An unknown package's page is a real 404 (server/pages/page-answers.ts); the home page has its own title.
    for (const [path, status] of [["/", 200], ["/packages/some-id", 404], ["/admin/users", 200]] as const) {
      const page = await t.app.request(path);
      assert.equal(page.status, status, path);
      assert.equal(page.headers.get("cache-control"), "no-cache");
      assert.match(await page.text(), /<title>[^<]+<\/title>/);
    }
    const manifest = await t.app.request("/manifest.webmanifest");
    assert.equal(manifest.headers.get("cache-control"), "no-cache");
    assert.match(manifest.headers.get("content-type")!, /application\/manifest\+json/);
    await manifest.body?.cancel();

    const etag = (await t.app.request("/images/a.svg")).headers.get("etag")!;
    const again = await t.app.request("/images/a.svg", { headers: { "if-none-match": etag } });
    assert.equal(again.status, 304);

    assert.equal((await t.app.request("/assets/deleted-chunk.js")).status, 404, "a missing chunk is not index.html");
    for (const path of ["/../secret.txt", "/%2e%2e/secret.txt", "/..%2fsecret.txt"]) {
      const res = await t.app.request(path);
      assert.ok(!(await res.text()).includes("do not serve"), path);
    }
  } finally {
    await t.close();
    await Deno.remove(root, { recursive: true });
  }
});

Deno.test("an address that is no page is a 404 in its language, never indexed", async () => {
  const root = await Deno.makeTempDir();
  const dist = `${root}/dist`;
  await fakeDist(dist);
  await Deno.writeTextFile(`${dist}/index.html`, `<!doctype html><html lang="en"><head><title>app</title></head><body></body></html>`);
  const t = await makeTestApp({ env: { WEB_DIST: dist } });
  try {
    for (const [path, lang, dir] of [["/no-such-page", "en", "ltr"], ["/ar/no-such-page", "ar", "rtl"], ["/fr/packages/x/y", "fr", "ltr"]]) {
      const page = await t.app.request(path);
      assert.equal(page.status, 404, path);
      assert.equal(page.headers.get("cache-control"), "no-cache");
      const html = await page.text();
      assert.match(html, /<meta name="robots" content="noindex">/, path);
      assert.match(html, new RegExp(`<html lang="${lang}" dir="${dir}">`), path);
      assert.equal(html.match(/<title>([^<]*)<\/title>/g)?.length, 1, path);
      // This fake build has no renderer, so the title is English; a real build's is in `lang` (e2e).
      assert.match(html, /<title>Page not found \| Aurum Voyages<\/title>/, path);
    }
    for (const path of ["/", "/fr/packages", "/ar/login"]) assert.equal((await t.app.request(path)).status, 200, path);
  } finally {
    await t.close();
    await Deno.remove(root, { recursive: true });
  }
});

Deno.test("security headers on pages and API answers; CSP allows no inline script", async () => {
  const t = await makeTestApp();
  try {
    for (const path of ["/", "/packages", "/images/none.svg"]) {
      const res = await t.app.request(path);
      await res.body?.cancel();
      const csp = res.headers.get("content-security-policy") ?? "";
      assert.match(csp, /script-src 'self'(;|$)/, path);
      assert.doesNotMatch(csp, /script-src[^;]*unsafe-inline/);
      assert.match(csp, /frame-ancestors 'none'/);
      assert.equal(res.headers.get("x-content-type-options"), "nosniff");
      assert.ok(res.headers.get("strict-transport-security"));
    }
    // API answers are never documents: nothing may run or be framed, on success and on errors.
    for (const path of ["/api/packages", "/api/nope", "/api/packages/no-such-id"]) {
      const res = await t.app.request(path);
      await res.body?.cancel();
      assert.equal(res.headers.get("content-security-policy"), "default-src 'none'; frame-ancestors 'none'", path);
      assert.equal(res.headers.get("x-content-type-options"), "nosniff", path);
      assert.equal(res.headers.get("x-frame-options"), "DENY", path);
      assert.ok(res.headers.get("strict-transport-security"), path);
    }
    const api = await t.app.request("/api/packages");
    assert.equal(api.headers.get("cache-control"), "no-store");
    await api.body?.cancel();
    // Answers of the API's own routes (not the catalogue's early answers) get theirs set in place.
    for (const [path, status] of [["/api/me/journeys", 401], ["/api/inquiries", 401]] as const) {
      const res = await t.app.request(path);
      await res.body?.cancel();
      assert.equal(res.status, status, path);
      assert.equal(res.headers.get("cache-control"), "no-store", path);
      assert.match(res.headers.get("vary") ?? "", /Accept-Encoding/, path);
      assert.match(res.headers.get("x-request-id") ?? "", /\S/, path);
    }
  } finally {
    await t.close();
  }
});

Deno.test("a JSON body with its declared length is read whole: text in any script arrives intact, as without one", async () => {
  const t = await makeTestApp({ seed: true });
  try {
    const pkg = (await t.call("GET", "/api/packages")).json.data.packages[0];
    const inquiry = {
      type: "package", itemId: pkg.id, itemName: pkg.name, userName: "ليلى حداد", userEmail: "layla@example.com",
      userPhone: "+971 50 123 4567", numPeople: "2", specialRequests: "Vue sur la mer, s'il vous plaît 🌊 ".repeat(40),
    };
    const json = JSON.stringify(inquiry);
    const declared = await t.app.request("/api/inquiries", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(new TextEncoder().encode(json).length) },
      body: json,
    });
    assert.equal(declared.status, 201, await declared.clone().text());
    const stored = (await declared.json()).data;
    assert.equal(stored.userName, inquiry.userName);
    assert.equal(stored.specialRequests, inquiry.specialRequests.trim());
    const streamed = await t.call("POST", "/api/inquiries", { body: inquiry });
    assert.equal(streamed.status, 201);
    assert.equal(streamed.json.data.specialRequests, stored.specialRequests);
  } finally {
    await t.close();
  }
});

Deno.test("an oversized JSON body is refused with 413 before it is read whole", async () => {
  const t = await makeTestApp();
  try {
    const token = await t.adminToken();
    const res = await t.call("POST", "/api/destinations", { token, body: { name: "x".repeat(300_000) } });
    assert.equal(res.status, 413);
    assert.equal(res.json.code, "too_large");
  } finally {
    await t.close();
  }
});

Deno.test("precompressed copies of the build are sent to browsers that accept them, Brotli first", async () => {
  const root = await Deno.makeTempDir();
  const dist = `${root}/dist`;
  await fakeDist(dist);
  const source = await Deno.readFile(`${dist}/assets/index-abc123.js`);
  const { brotliCompressSync, gzipSync } = await import("node:zlib");
  await Deno.writeFile(`${dist}/assets/index-abc123.js.br`, brotliCompressSync(source));
  await Deno.writeFile(`${dist}/assets/index-abc123.js.gz`, gzipSync(source));
  const t = await makeTestApp({ env: { WEB_DIST: dist } });
  try {
    const br = await t.app.request("/assets/index-abc123.js", { headers: { "accept-encoding": "gzip, deflate, br" } });
    assert.equal(br.headers.get("content-encoding"), "br");
    assert.match(br.headers.get("content-type")!, /^text\/javascript/);
    assert.match(br.headers.get("vary") ?? "", /Accept-Encoding/);
    const { brotliDecompressSync } = await import("node:zlib");
    assert.equal(new TextDecoder().decode(brotliDecompressSync(new Uint8Array(await br.arrayBuffer()))), new TextDecoder().decode(source));

    const gz = await t.app.request("/assets/index-abc123.js", { headers: { "accept-encoding": "gzip" } });
    assert.equal(gz.headers.get("content-encoding"), "gzip");
    assert.notEqual(gz.headers.get("etag"), br.headers.get("etag"), "each encoding has its own ETag");
    assert.equal(await new Response(gz.body!.pipeThrough(new DecompressionStream("gzip"))).text(), new TextDecoder().decode(source));

    const plain = await t.app.request("/assets/index-abc123.js");
    assert.equal(plain.headers.get("content-encoding"), null);
    assert.equal(await plain.text(), new TextDecoder().decode(source));
  } finally {
    await t.close();
    await Deno.remove(root, { recursive: true });
  }
});


Deno.test("a public page's document is sent as Brotli or gzip to browsers that accept them, each the same page", async () => {
  const root = await Deno.makeTempDir();
  const dist = `${root}/dist`;
  await fakeDist(dist);
  const t = await makeTestApp({ seed: true, env: { WEB_DIST: dist } });
  try {
    const plain = await t.app.request("/packages");
    assert.equal(plain.status, 200);
    assert.equal(plain.headers.get("content-encoding"), null);
    const page = await plain.text();
    assert.ok(page.includes("preloaded-answers"), "the page's own document");

    const br = await t.app.request("/packages", { headers: { "accept-encoding": "gzip, deflate, br" } });
    assert.equal(br.headers.get("content-encoding"), "br");
    assert.match(br.headers.get("vary") ?? "", /Accept-Encoding/);
    assert.equal(br.headers.get("content-type"), plain.headers.get("content-type"));
    const { brotliDecompressSync } = await import("node:zlib");
    assert.equal(new TextDecoder().decode(brotliDecompressSync(new Uint8Array(await br.arrayBuffer()))), page);

    const gz = await t.app.request("/packages", { headers: { "accept-encoding": "gzip" } });
    assert.equal(gz.headers.get("content-encoding"), "gzip");
    assert.equal(await new Response(gz.body!.pipeThrough(new DecompressionStream("gzip"))).text(), page);
  } finally {
    await t.close();
    await Deno.remove(root, { recursive: true });
  }
});

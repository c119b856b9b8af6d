/**
 * Uploaded SVGs: every known way past a filter over text (namespaced and XHTML scripts, script in
 * CDATA, a handler after a value holding ">", external CSS, images and DTDs) is refused with 415 over
 * HTTP; every SVG the project ships is accepted; and a property test over generated documents.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { makeTestApp } from "../helpers/app.ts";
import { multipart, MULTIPART_TYPE } from "../helpers/media-samples.ts";
import { unsafeSvgContent } from "../../server/media/svg-safety.ts";

const ROOT = new URL("../../", import.meta.url);
const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (body: string, attributes = "") => `<?xml version="1.0" encoding="UTF-8"?>\n<svg ${SVG} ${attributes} viewBox="0 0 100 100">${body}</svg>`;

const REFUSED: [string, string, RegExp][] = [
  ["a namespaced script", svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'), /a script/],
  ["XHTML inside SVG", svg('<div xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></div>'), /an element outside SVG/],
  ["an XHTML-prefixed script", svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'), /an element outside SVG/],
  ["script in CDATA", svg("<script><![CDATA[alert(1)]]></script>"), /a script/],
  ["a script between comment markers held in CDATA", svg("<text><![CDATA[<!--]]></text><script>alert(1)</script><text><![CDATA[-->]]></text>"), /a script/],
  ["a handler after a value holding >", svg('<rect id="a>b" onload="alert(1)" width="10" height="10"/>'), /an event handler \(onload\)/],
  ["a handler in upper case", svg('<rect ONCLICK="alert(1)"/>'), /an event handler/],
  ["a namespaced handler attribute", svg('<rect x:onload="alert(1)" xmlns:x="http://www.w3.org/2000/svg"/>'), /not allowed/],
  ["CSS @import in <style>", svg("<style>@import url(https://evil.example/x.css);</style>"), /an @import/],
  ["CSS @import with a string", svg('<style>@import "https://evil.example/x.css";</style>'), /an @import/],
  ["CSS @import split between text and CDATA", svg('<style>@im<![CDATA[port "https://evil.example/x.css";]]></style>'), /an @import/],
  ["CSS @import split by an XML comment", svg('<style>@im<!-- -->port "https://evil.example/x.css";</style>'), /an @import/],
  ["an escaped url() in a presentation attribute", svg('<rect fill="u&#92;72l(https://evil.example/p.svg#a)"/>'), /escaped character/],
  ["CSS url(http...) in <style> CDATA", svg("<style><![CDATA[rect{fill:url(https://evil.example/p.svg#a)}]]></style>"), /a reference to another document/],
  ["CSS url(http...) in a style attribute", svg('<rect style="fill: url(http://evil.example/a.svg#g)"/>'), /a reference to another document/],
  ["CSS url() spelled with an escape", svg('<rect style="fill: u\\72l(http://evil.example/a.svg#g)"/>'), /escaped character/],
  ["CSS image-set with a string", svg(`<rect style="fill: image-set('https://evil.example/x.png' 1x)"/>`), /a reference to another document/],
  ["url(http...) in a presentation attribute", svg('<rect fill="url(https://evil.example/p.svg#a)"/>'), /a reference to another document/],
  ["an external image", svg('<image href="https://evil.example/x.png" width="10" height="10"/>'), /a link to another document/],
  ["an external image through xlink", svg('<image xlink:href="//evil.example/x.png"/>', XLINK), /a link to another document/],
  ["use of another document", svg('<use href="/media/other.svg#shape"/>'), /a link to another document/],
  ["an SVG data: image", svg('<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>'), /a data: address that is not an image/],
  ["a javascript: link with spaces", svg('<a href=" java\tscript:alert(1)"><text>hi</text></a>'), /javascript:/],
  ["a DOCTYPE with an external DTD", `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://evil.example/svg11.dtd">\n<svg ${SVG}/>`, /DOCTYPE/],
  ["an xml-stylesheet processing instruction", `<?xml-stylesheet href="https://evil.example/x.css"?>\n<svg ${SVG}/>`, /processing instruction/],
  ["a processing instruction inside", svg('<?php echo 1; ?>'), /processing instruction/],
  ["foreignObject", svg("<foreignObject><iframe src='/'></iframe></foreignObject>"), /foreignObject/],
  ["animation that sets an attribute", svg('<a><set attributeName="href" to="javascript:alert(1)"/><text>x</text></a>'), /not allowed \(<set>\)/],
  ["malformed XML", svg("<rect>"), /not well-formed/],
];

Deno.test("SVG bypasses are refused with 415 and nothing is stored", async () => {
  const t = await makeTestApp();
  try {
    const admin = await t.adminToken();
    for (const [what, text, message] of REFUSED) {
      const res = await t.app.request("/api/media/upload", {
        method: "POST",
        headers: { authorization: `Bearer ${admin}`, "content-type": MULTIPART_TYPE },
        body: new Uint8Array(multipart({ bytes: new TextEncoder().encode(text), name: "art.svg", type: "image/svg+xml" })),
      });
      const body = await res.json();
      assert.equal(res.status, 415, `${what}: ${JSON.stringify(body)}`);
      assert.doesNotMatch(body.message, /^Invalid file type/, `${what} must reach the SVG check`);
      assert.match(body.message, /^This SVG file contains .+\. Only plain vector images are accepted\.$/, what);
      assert.match(body.message, message, what);
    }
    assert.deepEqual((await t.call("GET", "/api/media/list", { token: admin })).json.data, []);
  } finally {
    await t.close();
  }
});

Deno.test("entity declarations are refused (the upload's type sniffer already refuses an internal subset)", () => {
  const doc = `<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY x "y">]>\n<svg ${SVG}><text>&x;</text></svg>`;
  assert.match(unsafeSvgContent(doc) ?? "accepted", /DOCTYPE|not well-formed/);
  assert.match(unsafeSvgContent(`<!DOCTYPE svg [<!ENTITY x "y">]><svg ${SVG}/>`) ?? "accepted", /DOCTYPE/);
});

async function shippedSvgs(): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: URL) => {
    for await (const entry of Deno.readDir(dir)) {
      if (entry.isDirectory && !["node_modules", "dist", ".git", "data"].includes(entry.name)) {
        await walk(new URL(`${entry.name}/`, dir));
      } else if (entry.isFile && entry.name.endsWith(".svg")) found.push(new URL(entry.name, dir).pathname);
    }
  };
  await walk(ROOT);
  return found.sort();
}

Deno.test("every SVG the project ships (demo art, icons) is accepted and stored as sent", async () => {
  const files = await shippedSvgs();
  assert.ok(files.length >= 25, `found ${files.length} SVGs`);
  const t = await makeTestApp();
  try {
    const admin = await t.adminToken();
    for (const path of files) {
      const bytes = await Deno.readFile(path);
      const res = await t.app.request("/api/media/upload", {
        method: "POST",
        headers: { authorization: `Bearer ${admin}`, "content-type": MULTIPART_TYPE },
        body: new Uint8Array(multipart({ bytes, name: "art.svg", type: "image/svg+xml" })),
      });
      const body = await res.json();
      assert.equal(res.status, 201, `${path}: ${JSON.stringify(body)}`);
    }
  } finally {
    await t.close();
  }
});

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;").replace(/>/g, "&gt;");
/** Characters XML allows in text: tab, newline, return, and everything from space on but U+FFFE/U+FFFF. */
const xmlChar = (c: string) => {
  const code = c.codePointAt(0)!;
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff && !(code >= 0xd800 && code <= 0xdfff));
};
const xmlChars = fc.string({ unit: "grapheme", maxLength: 40 }).map((s) => Array.from(s).filter(xmlChar).join(""));

Deno.test("property: any text or title is accepted; an event handler in any case, prefix or place is refused", () => {
  fc.assert(
    fc.property(xmlChars, xmlChars, (text, title) => {
      const doc = svg(`<title>${escape(title)}</title><text x="1" y="9" fill="url(#g)">${escape(text)}</text>`);
      assert.equal(unsafeSvgContent(doc), null, doc);
    }),
  );
  const handler = fc.tuple(fc.constantFrom("on", "ON", "oN"), fc.stringMatching(/^[a-z]{1,12}$/)).map(([on, rest]) => on + rest);
  const element = fc.constantFrom("svg", "g", "rect", "circle", "path", "text", "linearGradient", "stop", "a", "image");
  fc.assert(
    fc.property(handler, element, xmlChars, fc.boolean(), (name, tag, value, before) => {
      const other = `id="${escape(value)}"`;
      const attributes = before ? `${name}="alert(1)" ${other}` : `${other} ${name}="alert(1)"`;
      const doc = tag === "svg" ? `<svg ${SVG} ${attributes}/>` : svg(`<g><${tag} ${attributes}/></g>`);
      assert.match(unsafeSvgContent(doc) ?? "accepted", /event handler/, doc);
    }),
  );
});

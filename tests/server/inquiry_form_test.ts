/**
 * A detail page's inquiry form is a real HTML form: it posts (urlencoded) to the page's own address,
 * and the server checks it with the contract's schema, stores it once through the same use case as
 * the API (its idempotency key from the form, or made by the server) and answers the page rendered
 * again in its language: the success text, or the problems next to their fields. Over HTTP with the
 * real app, its renderer built into a private copy of the build.
 */
import assert from "node:assert/strict";
import { type TestApp, withSeededApp } from "../helpers/app.ts";
import { rendererSite } from "../helpers/test-site.ts";

/** One build of the renderer for the whole file, removed when the tests end. */
const buildSite = rendererSite("form-site-");

/** The app on the demo catalogue with the renderer, and its first package. */
const withSite = async (fn: (t: TestApp, pkg: { id: string; name: string }) => Promise<void>) =>
  withSeededApp(async (t) => await fn(t, (await t.call("GET", "/api/packages")).json.data.packages[0]), { WEB_DIST: await buildSite() });

const texts = (lang: string) => JSON.parse(Deno.readTextFileSync(new URL(`../../locales/${lang}/inquiry.json`, import.meta.url)));

const FORM = {
  userName: "ليلى حداد",
  userEmail: "layla.haddad@example.com",
  userPhone: "+971 50 123 4567",
  numPeople: "2",
  preferredDates: "March 2027",
  specialRequests: "",
};

function post(t: TestApp, path: string, fields: Record<string, string>) {
  return t.call("POST", path, { raw: new URLSearchParams(fields).toString(), headers: { "content-type": "application/x-www-form-urlencoded" } });
}

async function inquiries(t: TestApp) {
  const res = await t.call("GET", "/api/inquiries", { token: await t.adminToken() });
  return res.json.data as { itemId: string; userName: string; userEmail: string }[];
}

/** The hidden idempotency key of the page's form. */
const formKey = (html: string) => /name="idempotencyKey" value="([^"]*)"/.exec(html)?.[1];

Deno.test("a detail page's form posts to the page's own address, and a valid form stores one inquiry and answers the page with the success text in its language", async () => {
  await withSite(async (t, pkg) => {
    const path = `/fr/packages/${pkg.id}`;
    const page = await t.call("GET", path);
    const form = /<form[^>]*>/.exec(page.text)?.[0] ?? "";
    assert.ok(form.includes(' method="post"') && form.includes(` action="${path}"`), `the form posts to the page itself: ${form}`);
    assert.equal(formKey(page.text), "", "the page every visitor shares holds no key");

    const res = await post(t, path, { ...FORM, itemName: pkg.name, idempotencyKey: "" });
    assert.equal(res.status, 200, res.text.slice(0, 300));
    assert.equal(res.headers.get("cache-control"), "no-store");
    assert.match(res.headers.get("content-type") ?? "", /text\/html/);
    assert.ok(res.text.includes(texts("fr")["inquiry.success"]), "the success text, in French");
    assert.match(res.text, /<html[^>]* lang="fr"/);
    const stored = await inquiries(t);
    assert.equal(stored.length, 1);
    assert.equal(stored[0].itemId, pkg.id);
    assert.equal(stored[0].userName, FORM.userName);

    // Sent again (a double tap, a reload that posts it again): the server's own key, one inquiry.
    const again = await post(t, path, { ...FORM, itemName: pkg.name, idempotencyKey: "" });
    assert.equal(again.status, 200);
    assert.ok(again.text.includes(texts("fr")["inquiry.success"]));
    assert.equal((await inquiries(t)).length, 1, "the same form sent twice stores one inquiry");
  });
});

Deno.test("a form posted with its key twice stores one inquiry", async () => {
  await withSite(async (t, pkg) => {
    const path = `/packages/${pkg.id}`;
    const fields = { ...FORM, userEmail: "omar@example.com", itemName: pkg.name, idempotencyKey: "form-key-0123456789" };
    const [first, second] = await Promise.all([post(t, path, fields), post(t, path, fields)]);
    assert.equal(first.status, 200);
    assert.equal(second.status, 200);
    assert.ok(second.text.includes(texts("en")["inquiry.success"]));
    assert.equal((await inquiries(t)).length, 1);
  });
});

Deno.test("an invalid form answers 422 with the page, each problem next to its field, in the page's language, and stores nothing", async () => {
  await withSite(async (t, pkg) => {
    const path = `/fr/packages/${pkg.id}`;
    const res = await post(t, path, { ...FORM, userName: "", userEmail: "not-an-email", itemName: pkg.name, idempotencyKey: "" });
    assert.equal(res.status, 422);
    const fr = texts("fr");
    for (const [field, text] of [["userName", fr["inquiry.error.name"]], ["userEmail", fr["inquiry.error.email"]]]) {
      const input = new RegExp(`<input[^>]*name="${field}"[^>]*>`).exec(res.text)?.[0] ?? "";
      assert.match(input, /aria-invalid="true"/, `${field} is marked invalid`);
      const errorId = /aria-describedby="([^"]+)"/.exec(input)?.[1];
      assert.ok(errorId, `${field} names its problem`);
      assert.match(res.text, new RegExp(`<p class="field__error" id="${errorId}">${text}</p>`), `${field}'s problem is next to it`);
    }
    // What was typed stays in the form, with a key of its own for the next try.
    assert.match(res.text, /name="userPhone"[^>]*value="\+971 50 123 4567"|value="\+971 50 123 4567"[^>]*name="userPhone"/);
    assert.match(formKey(res.text) ?? "", /^form-/);
    assert.equal((await inquiries(t)).length, 0);
  });
});

Deno.test("a form post is not a page for other addresses: a list or unknown path is not a form", async () => {
  await withSite(async (t) => {
    const res = await post(t, "/packages", { ...FORM });
    assert.notEqual(res.status, 200);
    assert.equal((await inquiries(t)).length, 0);
  });
});

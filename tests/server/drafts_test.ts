/**
 * Drafts and scheduled publishing: a draft or scheduled item is absent from every public answer
 * (the API's lists, items, searches and languages, the pages, the sitemaps, the concierge, related
 * items on other pages) and shown to staff; a draft of a change leaves the published version public
 * until it is published; a schedule goes live on time, also across a restart of the server.
 */
import assert from "node:assert/strict";
import { makeTestApp, type TestApp, withAdminApp } from "../helpers/app.ts";
import { adminToken } from "../helpers/e2e.ts";
import { imagesSite } from "../helpers/test-site.ts";
import { activityBody, destinationBody, packageBody } from "../helpers/fixtures.ts";
import { startServer } from "../helpers/server.ts";
import { newChatSessionId } from "../../contract/chat/session.ts";
import { publishDue } from "../../server/services/publishing.ts";
import type { AuditEntry } from "../../contract/audit.ts";
import * as samples from "../helpers/media-samples.ts";

const SITE_URL = "https://aurum.example";

/** One site for the whole file (the shell and the demo art), removed when the tests end. */
const buildSite = imagesSite("drafts-site-");
const withSite = async (fn: (t: TestApp, admin: string) => Promise<void>) =>
  withAdminApp(fn, { seed: true, env: { WEB_DIST: await buildSite(), PUBLIC_URL: SITE_URL } });

/** Every public answer that could show `name` or `id`, with what each shows. */
async function publicAnswers(t: TestApp, collection: string, id: string, related: string[]) {
  const answers: [string, { status: number; text: string }][] = [];
  for (const lang of ["", "?lang=fr", "?lang=ar"]) {
    answers.push([`list ${lang}`, await t.call("GET", `/api/${collection}${lang}`)]);
    answers.push([`search ${lang}`, await t.call("GET", `/api/${collection}${lang ? `${lang}&` : "?"}q=Zanzibar`)]);
    answers.push([`item ${lang}`, await t.call("GET", `/api/${collection}/${id}${lang}`)]);
  }
  answers.push(["item in French by header", await t.call("GET", `/api/${collection}/${id}`, { headers: { "accept-language": "fr" } })]);
  for (const page of [`/${collection}/${id}`, `/fr/${collection}/${id}`, `/${collection}`, "/", ...related]) {
    answers.push([`page ${page}`, await t.call("GET", page)]);
  }
  answers.push(["sitemap", await t.call("GET", "/sitemap.xml")]);
  answers.push(["sitemap of languages", await t.call("GET", "/sitemap-languages.xml")]);
  const chat = await t.call("POST", `/api/chat/sessions/${newChatSessionId()}/messages`, { body: { text: "A Zanzibar dhow voyage, please" } });
  assert.equal(chat.status, 201, chat.text);
  answers.push(["concierge", { status: 200, text: JSON.stringify(chat.json.data.reply) }]);
  return answers;
}

/** The answers that show the item: its own item or page when found, any other with its name or id. */
function showing(answers: [string, { status: number; text: string }][], collection: string, id: string) {
  const own = (what: string) => what.startsWith("item") || what.endsWith(`/${collection}/${id}`);
  return answers.filter(([what, res]) => own(what) ? res.status !== 404 : res.text.includes("Zanzibar") || res.text.includes(id))
    .map(([what]) => what);
}

Deno.test("a draft or scheduled item is absent from every public answer until it is published; staff see it", async () => {
  await withSite(async (t, admin) => {
    const destination = (await t.call("GET", "/api/destinations")).json.data.destinations[0];
    const body = packageBody(destination.id, { name: "Zanzibar Dhow Voyage", location: "Zanzibar", tags: ["Zanzibar", "Dhow"] });
    const related = [`/destinations/${destination.id}`];
    for (const publication of [{ status: "draft" }, { status: "scheduled", publishAt: new Date(Date.now() + 3_600_000).toISOString() }]) {
      const created = await t.call("POST", "/api/packages", { token: admin, body: { ...body, ...publication } });
      assert.equal(created.status, 201, created.text);
      const { id } = created.json.data;
      assert.equal(created.json.data.status, publication.status);
      assert.equal(created.json.data.live, false);
      // Related items: an activity linked to the draft shows no link to it on the published pages.
      const answers = await publicAnswers(t, "packages", id, related);
      assert.deepEqual(showing(answers, "packages", id), [], `${publication.status}: shown in public`);
      for (const [what, res] of answers) {
        if (what.startsWith("item") || what.startsWith(`page /packages/`) || what.startsWith(`page /fr/packages/`)) assert.equal(res.status, 404, what);
      }

      const staff = await t.call("GET", "/api/admin/catalogue/packages", { token: admin });
      const seen = staff.json.data.items.find((item: { id: string }) => item.id === id);
      assert.equal(seen?.status, publication.status);
      assert.equal((await t.call("GET", `/api/admin/catalogue/packages/${id}`, { token: admin })).json.data.name, "Zanzibar Dhow Voyage");

      const published = await t.call("POST", `/api/packages/${id}/publish`, { token: admin, body: {} });
      assert.equal(published.status, 200, published.text);
      assert.equal(published.json.data.status, "published");
      // Published, the same answers show it: each check above would have seen it.
      const after = showing(await publicAnswers(t, "packages", id, related), "packages", id);
      for (const what of ["list ", "search ", "item ", "item ?lang=fr", "page /packages/" + id, "sitemap", "sitemap of languages", "concierge"]) {
        assert.ok(after.some((w) => w.startsWith(what)), `${what} once published: ${after.join(", ")}`);
      }
      assert.equal((await t.call("DELETE", `/api/packages/${id}`, { token: admin })).status, 200);
    }
  });
});

Deno.test("a draft activity is not among the related items of its published package's page", async () => {
  await withSite(async (t, admin) => {
    const pkg = (await t.call("GET", "/api/packages")).json.data.packages[0];
    const draft = await t.call("POST", "/api/activities", {
      token: admin,
      body: activityBody({ name: "Zanzibar Spice Walk", packageId: pkg.id, status: "draft" }),
    });
    assert.equal(draft.status, 201, draft.text);
    for (const path of [`/packages/${pkg.id}`, "/activities", "/"]) {
      const page = await t.call("GET", path);
      assert.equal(page.status, 200);
      assert.ok(!page.text.includes("Zanzibar") && !page.text.includes(draft.json.data.id), path);
    }
    await t.call("POST", `/api/activities/${draft.json.data.id}/publish`, { token: admin, body: {} });
    assert.ok((await t.call("GET", `/packages/${pkg.id}`)).text.includes(draft.json.data.id), "published, it is related");
  });
});

Deno.test("a draft of a change leaves the published version public until it is published", async () => {
  await withSite(async (t, admin) => {
    const destination = (await t.call("GET", "/api/destinations")).json.data.destinations[0];
    const created = await t.call("POST", "/api/packages", { token: admin, body: packageBody(destination.id, { name: "Desert Original" }) });
    const { id } = created.json.data;
    const listed = await t.call("GET", "/api/packages");
    const draft = await t.call("PUT", `/api/packages/${id}`, {
      token: admin,
      body: { ...packageBody(destination.id, { name: "Desert Rewritten" }), status: "draft", version: created.json.data.version },
    });
    assert.equal(draft.status, 200, draft.text);
    assert.deepEqual([draft.json.data.status, draft.json.data.live], ["draft", true]);
    const translated = await t.call("PUT", `/api/packages/${id}/translations/fr`, {
      token: admin,
      body: { name: "Désert réécrit", version: draft.json.data.version },
    });
    assert.equal(translated.status, 200, translated.text);
    assert.equal((await t.call("GET", `/api/packages/${id}`)).json.data.name, "Desert Original");
    assert.equal((await t.call("GET", `/api/packages/${id}?lang=fr`)).json.data.name, "Desert Original");
    assert.equal((await t.call("GET", "/api/packages")).text, listed.text, "the public list is unchanged");
    assert.ok((await t.call("GET", `/packages/${id}`)).text.includes("Desert Original"));
    assert.equal((await t.call("GET", `/api/admin/catalogue/packages/${id}`, { token: admin })).json.data.name, "Desert Rewritten");

    const published = await t.call("POST", `/api/packages/${id}/publish`, { token: admin, body: { version: translated.json.data.version } });
    assert.equal(published.status, 200, published.text);
    assert.equal((await t.call("GET", `/api/packages/${id}`)).json.data.name, "Desert Rewritten");
    assert.equal((await t.call("GET", `/api/packages/${id}?lang=fr`)).json.data.name, "Désert réécrit");
    assert.ok((await t.call("GET", `/packages/${id}`)).text.includes("Desert Rewritten"));
    const again = await t.call("POST", `/api/packages/${id}/publish`, { token: admin, body: {} });
    assert.equal(again.status, 409, "nothing left to publish");

    // Unpublished, it is gone from the public site and kept for staff as a draft.
    const unpublished = await t.call("POST", `/api/packages/${id}/unpublish`, { token: admin });
    assert.equal(unpublished.status, 200, unpublished.text);
    assert.deepEqual([unpublished.json.data.status, unpublished.json.data.live], ["draft", false]);
    assert.equal((await t.call("GET", `/api/packages/${id}`)).status, 404);
    assert.equal((await t.call("GET", `/packages/${id}`)).status, 404);

    const actions = (await t.call("GET", `/api/audit?entity=package&entityId=${id}`, { token: admin })).json.data.entries
      .map((e: AuditEntry) => e.action);
    assert.deepEqual(actions, ["unpublish", "publish", "translate", "update", "create"]);
  });
});

Deno.test("a schedule publishes on time (a time already past at once); its publish is audited and bumps the catalogue version", async () => {
  const t = await makeTestApp({ seed: true });
  try {
    const admin = await t.adminToken();
    const destination = (await t.call("GET", "/api/destinations")).json.data.destinations[0];
    const past = await t.call("POST", "/api/destinations", {
      token: admin,
      body: destinationBody({ name: "Past Schedule", status: "scheduled", publishAt: "2020-01-01T00:00:00Z" }),
    });
    assert.equal(past.status, 201, past.text);
    assert.equal((await t.call("GET", `/api/admin/catalogue/destinations/${past.json.data.id}`, { token: admin })).json.data.status, "published");
    assert.equal((await t.call("GET", `/api/destinations/${past.json.data.id}`)).status, 200);
    const missing = await t.call("POST", "/api/destinations", { token: admin, body: destinationBody({ status: "scheduled" }) });
    assert.equal(missing.status, 400);

    const at = Date.now() + 60_000;
    const scheduled = await t.call("POST", "/api/packages", {
      token: admin,
      body: { ...packageBody(destination.id, { name: "Zanzibar Later" }), status: "scheduled", publishAt: new Date(at).toISOString() },
    });
    assert.equal(scheduled.status, 201, scheduled.text);
    const { id } = scheduled.json.data;
    const before = await t.call("GET", "/api/packages");
    assert.ok(!before.text.includes(id));
    assert.equal(await publishDue(t.deps, at - 1), 0, "not before its time");
    assert.equal(await publishDue(t.deps, at), 1);
    // The cached list was built before: the publish made it stale.
    assert.ok((await t.call("GET", "/api/packages")).text.includes(id));
    assert.equal((await t.call("GET", `/api/admin/catalogue/packages/${id}`, { token: admin })).json.data.status, "published");
    const entries = (await t.call("GET", `/api/audit?entity=package&entityId=${id}`, { token: admin })).json.data.entries as AuditEntry[];
    assert.deepEqual(entries.map((e) => e.action), ["publish", "create"]);
    assert.equal(entries[0].actorId, entries[1].actorId, "the publish is recorded as the scheduler's");
    assert.equal(await publishDue(t.deps, at + 1), 0, "published once");
  } finally {
    await t.close();
  }
});

Deno.test("an uploaded image a draft shows is in use: its delete is refused, naming the draft", async () => {
  const t = await makeTestApp();
  try {
    const admin = await t.adminToken();
    const upload = await t.app.request("/api/media/upload", {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": samples.MULTIPART_TYPE },
      body: new Uint8Array(samples.multipart({ bytes: samples.gif(), name: "aurora.gif", type: "image/gif" })),
    });
    const { filename, url } = (await upload.json()).data;
    const draft = await t.call("POST", "/api/destinations", { token: admin, body: destinationBody({ name: "Draft Aurora", imageUrl: url, status: "draft" }) });
    assert.equal(draft.status, 201, draft.text);
    const refused = await t.call("DELETE", `/api/media/${filename}`, { token: admin });
    assert.equal(refused.status, 409, refused.text);
    assert.deepEqual(refused.json.usedBy, [{ collection: "destinations", id: draft.json.data.id, name: "Draft Aurora" }]);
  } finally {
    await t.close();
  }
});

async function schedule(url: string, token: string, name: string, at: number) {
  const res = await fetch(`${url}/api/destinations`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(destinationBody({ name, status: "scheduled", publishAt: new Date(at).toISOString() })),
  });
  assert.equal(res.status, 201, await res.clone().text());
  return (await res.json()).data.id as string;
}

/** Waits until the public API shows destination `id`; answers when (ms). */
async function seenAt(url: string, id: string, deadline: number) {
  while (Date.now() < deadline) {
    const res = await fetch(`${url}/api/destinations/${id}`);
    await res.body?.cancel();
    if (res.status === 200) return Date.now();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`destination ${id} was not published by ${new Date(deadline).toISOString()}`);
}

Deno.test("a schedule survives a restart of the server: what came due while it was down, and what comes due after", async () => {
  const dataDir = await Deno.makeTempDir({ prefix: "travel-schedule-" });
  let server = await startServer({ seed: false, dataDir });
  try {
    const token = await adminToken(server);
    const whileDown = Date.now() + 2_000;
    const downId = await schedule(server.url, token, "Due While Down", whileDown);
    const afterStart = Date.now() + 20_000;
    const laterId = await schedule(server.url, token, "Due After Start", afterStart);
    await server.stop();
    // Down past the first one's time.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, whileDown - Date.now()) + 500));
    server = await startServer({ seed: false, dataDir });
    const restartedAt = Date.now();
    await seenAt(server.url, downId, Date.now() + 10_000);
    const checkedAt = Date.now();
    const early = await fetch(`${server.url}/api/destinations/${laterId}`);
    await early.body?.cancel();
    if (checkedAt < afterStart - 1_000) assert.equal(early.status, 404, "not before its time");
    await seenAt(server.url, laterId, afterStart + 60_000);
    // When it went live, by the server's own record: on time, whenever this test looked.
    const audit = await fetch(`${server.url}/api/audit?entity=destination&entityId=${laterId}`, { headers: { authorization: `Bearer ${await adminToken(server)}` } });
    const published = ((await audit.json()).data.entries as AuditEntry[]).find((e) => e.action === "publish")!;
    const late = Date.parse(published.at) - afterStart;
    // (A machine so slow that the restart ended after that time publishes it at start.)
    assert.ok(late >= 0 && late < Math.max(0, restartedAt - afterStart) + 5_000, `published ${late} ms after its time`);
  } finally {
    await server.stop();
    await Deno.remove(dataDir, { recursive: true });
  }
});

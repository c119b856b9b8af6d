/**
 * Reviews of trips (issue #33, "Reviews"): the request emailed once some days after the return, in
 * the traveller's language, with a link to the review page; the page's form without JavaScript and
 * the API (the traveller's own link, a returned trip, once); staff moderation (publish, hide,
 * reply, audited); and the published reviews on the package's answer, its server-rendered page and
 * its JSON-LD, from completed trips only.
 */
import assert from "node:assert/strict";
import type { StoredTrip } from "../../contract/trips/model.ts";
import { readOutbox } from "../../server/mail/mailer.ts";
import { KEYS } from "../../server/kv/keys.ts";
import { requestReviews } from "../../server/services/reviews.ts";
import { type TestApp, withAdminApp, withSeededApp } from "../helpers/app.ts";
import { rendererSite } from "../helpers/test-site.ts";
import { plantTrip } from "../helpers/trips.ts";

const buildSite = rendererSite("reviews-site-");

/** A trip of catalogue package `packageId` that ended on 2026-10-03 (before today): reviewable. */
function pastTrip(packageId: string | undefined, over: Partial<StoredTrip> = {}): Partial<StoredTrip> {
  return {
    title: "Maldives escape",
    traveller: { name: "Amélie Durand", email: "amelie@example.com", language: "fr" },
    days: [
      {
        id: "d1", date: "2026-10-01", items: [{
          id: "p1", kind: "package", ...(packageId ? { refId: packageId } : {}), title: "The package", bookingStatus: "confirmed", contacts: [],
          unitPrice: 0, unitCost: 0, quantity: 1,
        }],
      },
      { id: "d2", date: "2026-10-03", items: [] },
    ],
    ...over,
  };
}

const form = (fields: Record<string, string>) => ({
  raw: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});

Deno.test("the traveller is asked once for a review, days after the return, in their language", async () => {
  await withSeededApp(async (t) => {
    const { trip } = await plantTrip(t.kv, pastTrip(undefined, {
      days: [{ id: "d1", date: "2027-03-01", items: [] }, { id: "d2", date: "2027-03-03", items: [] }],
      timeZone: "Asia/Dubai",
    }));
    const at = (day: string) => Date.parse(`${day}T08:00:00Z`);
    const mails = async () => {
      await t.deps.outbox.settled();
      return (await readOutbox(t.kv)).filter((m) => m.to === "amelie@example.com");
    };
    assert.equal(await requestReviews(t.deps, at("2027-03-02")), 0, "still travelling");
    assert.equal(await requestReviews(t.deps, at("2027-03-05")), 0, "back 2 days: not yet");
    assert.equal((await mails()).length, 0);
    const [one, other] = await Promise.all([requestReviews(t.deps, at("2027-03-06")), requestReviews(t.deps, at("2027-03-06"))]);
    assert.equal(one + other, 1, "asked once, also by two runs at once");
    assert.equal(await requestReviews(t.deps, at("2027-03-20")), 0, "and never again");
    const [mail] = await mails();
    assert.equal((await mails()).length, 1);
    assert.match(mail.subject, /Comment s'est passé votre voyage \? Maldives escape/);
    const link = mail.text.match(/\/fr\/trips\/([A-Za-z0-9_-]{43})\/review/);
    assert.ok(link, mail.text);
    assert.ok((await t.kv.get(KEYS.reviewRequested(trip.id))).value);
    const page = await t.call("GET", `/fr/trips/${link[1]}/review`);
    assert.equal(page.status, 200);
    assert.match(page.text, /<html lang="fr"/);
    assert.match(page.text, /Donnez votre avis sur votre voyage/);
  });
});

Deno.test("the review page works without JavaScript: only a returned trip, by the traveller's link, once", async () => {
  await withSeededApp(async (t) => {
    const upcoming = await plantTrip(t.kv, pastTrip(undefined, { days: [{ id: "d1", date: "2027-06-01", items: [] }] }));
    const early = await t.call("GET", `/trips/${upcoming.token}/review`);
    assert.equal(early.status, 200);
    assert.match(early.text, /Vous pourrez donner votre avis sur ce voyage à votre retour/);
    assert.ok(!early.text.includes("<form"), "no form before the return");
    const refused = await t.call("POST", `/trips/${upcoming.token}/review`, form({ rating: "5", text: "Too soon" }));
    assert.equal(refused.status, 409);
    assert.match(refused.text, /Vous pourrez donner votre avis sur ce voyage à votre retour/);

    const english = { traveller: { name: "Amélie Durand", email: "amelie@example.com", language: "en" as const } };
    const shared = await plantTrip(t.kv, pastTrip(undefined, english), { access: "co-traveller" });
    assert.equal((await t.call("POST", `/trips/${shared.token}/review`, form({ rating: "5", text: "Lovely" }))).status, 403);
    assert.equal((await t.call("POST", `/api/trip-links/${shared.token}/review`, { body: { rating: 5, text: "Lovely" } })).status, 403);

    const { trip, token } = await plantTrip(t.kv, pastTrip(undefined, english));
    const page = await t.call("GET", `/trips/${token}/review`);
    assert.equal(page.status, 200);
    assert.equal(page.headers.get("cache-control"), "private, no-store");
    assert.match(page.text, /<form method="post">/);
    assert.match(page.text, /name="rating" value="5"/);
    assert.match(page.text, /<meta name="robots" content="noindex">/);

    const missing = await t.call("POST", `/trips/${token}/review`, form({ text: "<b>Wonderful</b>" }));
    assert.equal(missing.status, 400);
    assert.match(missing.text, /Choose a rating from 1 to 5\./);
    assert.ok(missing.text.includes("&lt;b&gt;Wonderful&lt;/b&gt;</textarea>"), "the text kept, escaped");

    const sent = await t.call("POST", `/trips/${token}/review`, form({ rating: "4", text: "Wonderful <3" }));
    assert.equal(sent.status, 200, sent.text);
    assert.match(sent.text, /Thank you! Your review of Maldives escape has been received/);
    assert.ok(sent.text.includes("Wonderful &lt;3"));
    const stored = (await t.kv.get<{ rating: number; status: string; firstName: string; month: string }>(KEYS.review(trip.id))).value!;
    assert.deepEqual([stored.rating, stored.status, stored.firstName, stored.month], [4, "pending", "Amélie", "2026-10"]);
    const french = await t.call("GET", `/fr/trips/${token}/review`);
    assert.match(french.text, /<h2>Votre avis<\/h2>/, "the written review, in the address's language");

    const again = await t.call("POST", `/api/trip-links/${token}/review`, { body: { rating: 1, text: "Changed my mind" } });
    assert.equal(again.status, 409);
    assert.equal((await t.kv.get<{ rating: number }>(KEYS.review(trip.id))).value!.rating, 4, "one review per trip");
    assert.equal((await t.call("POST", `/api/trip-links/${"x".repeat(43)}/review`, { body: { rating: 5, text: "x" } })).status, 404);
  });
});

type Pkg = { id: string; name: string; reviews?: { count: number; average: number; items: { firstName: string; month: string; text: string; reply?: string }[] } };
const packageOf = async (t: TestApp, id: string) => (await t.call("GET", `/api/packages/${id}`)).json.data as Pkg;

/** The JSON-LD blocks of a page. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
}

Deno.test("published reviews of completed trips show on the package's page and in its JSON-LD; hidden ones do not", async () => {
  const site = await buildSite();
  await withAdminApp(async (t, admin) => {
    const packages = (await t.call("GET", "/api/packages")).json.data.packages as Pkg[];
    const pkg = packages[0];
    const first = await plantTrip(t.kv, pastTrip(pkg.id));
    const second = await plantTrip(t.kv, pastTrip(pkg.id, { traveller: { name: "Omar Khalid", email: "omar@example.com", language: "en" } }));
    for (const [planted, rating, text] of [[first, 5, "Pure magic from start to end."], [second, 2, "The transfer was late."]] as const) {
      const res = await t.call("POST", `/api/trip-links/${planted.token}/review`, { body: { rating, text } });
      assert.equal(res.status, 201, res.text);
    }
    assert.equal((await packageOf(t, pkg.id)).reviews, undefined, "nothing shows before staff publish");

    assert.equal((await t.call("GET", "/api/reviews")).status, 401);
    const listed = await t.call("GET", "/api/reviews", { token: admin });
    assert.equal(listed.status, 200);
    assert.equal(listed.json.data.length, 2);

    for (const id of [first.trip.id, second.trip.id]) {
      const res = await t.call("PATCH", `/api/reviews/${id}`, { token: admin, body: { status: "published" } });
      assert.equal(res.status, 200, res.text);
    }
    const reply = await t.call("PATCH", `/api/reviews/${second.trip.id}`, { token: admin, body: { reply: "We are sorry; we have changed drivers." } });
    assert.equal(reply.status, 200);
    let shown = (await packageOf(t, pkg.id)).reviews!;
    assert.deepEqual([shown.count, shown.average], [2, 3.5]);
    assert.deepEqual(shown.items.map((r) => [r.firstName, r.month]).sort(), [["Amélie", "2026-10"], ["Omar", "2026-10"]]);
    assert.equal(shown.items.find((r) => r.firstName === "Omar")!.reply, "We are sorry; we have changed drivers.");
    assert.ok(!JSON.stringify(shown).includes("Durand") && !JSON.stringify(shown).includes("@"), "first names only");
    assert.ok(!JSON.stringify(shown).includes(first.trip.id), "no trip named");

    const audit = await t.call("GET", `/api/audit?entity=review&entityId=${second.trip.id}`, { token: admin });
    assert.equal(audit.status, 200, audit.text);
    const entries = audit.json.data.entries as { action: string; after?: { status?: string; reply?: string } }[];
    assert.deepEqual(entries.map((e) => e.action), ["reply", "publish"], "each moderation is audited, newest first");
    assert.equal(entries[0].after?.reply, "We are sorry; we have changed drivers.");

    await t.call("PATCH", `/api/reviews/${second.trip.id}`, { token: admin, body: { status: "hidden" } });
    shown = (await packageOf(t, pkg.id)).reviews!;
    assert.deepEqual([shown.count, shown.average, shown.items.map((r) => r.firstName)], [1, 5, ["Amélie"]]);

    // The page, rendered by the server, and its structured data.
    const page = await t.call("GET", `/packages/${pkg.id}`);
    assert.equal(page.status, 200);
    const root = page.text.slice(page.text.indexOf('<div id="root">'));
    assert.ok(root.includes("Pure magic from start to end."), "the published review is on the page");
    assert.ok(root.includes("Amélie, October 2026"), "with the first name and month");
    assert.ok(!page.text.includes("The transfer was late."), "a hidden review is nowhere on the page");
    const trip = jsonLd(page.text).find((block) => String(block["@type"]).includes("TouristTrip"))!;
    assert.deepEqual(trip["@type"], ["TouristTrip", "Product"]);
    assert.deepEqual(trip.aggregateRating, { "@type": "AggregateRating", ratingValue: 5, reviewCount: 1, bestRating: 5, worstRating: 1 });
    const reviews = trip.review as Record<string, unknown>[];
    assert.equal(reviews.length, 1);
    assert.deepEqual(reviews[0].author, { "@type": "Person", name: "Amélie" });
    assert.equal(reviews[0].reviewBody, "Pure magic from start to end.");
    assert.equal(reviews[0].datePublished, "2026-10");

    // Another package, with no review of a completed trip, has none.
    const other = await t.call("GET", `/packages/${packages[1].id}`);
    const plain = jsonLd(other.text).find((block) => String(block["@type"]).includes("TouristTrip"))!;
    assert.equal(plain["@type"], "TouristTrip");
    assert.equal(plain.aggregateRating, undefined);
    assert.equal(plain.review, undefined);
  }, { seed: true, env: { WEB_DIST: site } });
});

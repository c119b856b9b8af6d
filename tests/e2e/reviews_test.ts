/**
 * Issue #33's "Reviews" walk in real Chromium against the real server: the traveller of a completed
 * trip of a catalogue package opens their trip link's review page with JavaScript turned off, rates
 * it and writes a few words; staff publish it and reply in the admin's reviews screen; the package's page, as the server renders it and
 * once the app has taken over, shows it with the first name and month, and its JSON-LD carries the
 * Review and the AggregateRating. A trip still to come cannot be reviewed.
 */
import assert from "node:assert/strict";
import { launchBrowser } from "../../scripts/browser.ts";
import { KV_FILE } from "../../server/kv/database-file.ts";
import { adminToken, apiCall, appHasTakenOver, hydrationComplaints, logIn } from "../helpers/e2e.ts";
import { adminCredentials, type RunningServer, startServer } from "../helpers/server.ts";
import { plantTrip } from "../helpers/trips.ts";

/** A trip of `packageId` planted beside the running server (as SQLite allows), on `dates`. */
async function planted(server: RunningServer, packageId: string, dates: [string, string]) {
  const kv = await Deno.openKv(`${server.dataDir}/${KV_FILE}`);
  try {
    return await plantTrip(kv, {
      title: "Our honeymoon",
      traveller: { name: "Sofia Marino", email: "sofia@example.com", language: "en" },
      days: [
        { id: "d1", date: dates[0], items: [{ id: "p1", kind: "package", refId: packageId, title: "The package", bookingStatus: "confirmed", contacts: [], unitPrice: 0, unitCost: 0, quantity: 1 }] },
        { id: "d2", date: dates[1], items: [] },
      ],
    });
  } finally {
    kv.close();
  }
}

/** Waits up to 10 s for `check` to hold. */
async function waitUntil(check: () => Promise<boolean>) {
  for (const end = Date.now() + 10_000; Date.now() < end;) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("timed out");
}

Deno.test("a review from a completed trip appears on the package page and in its JSON-LD", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const pkg = (await apiCall(server, "GET", "/packages")).json.data.packages[0] as { id: string; name: string };
    const done = await planted(server, pkg.id, ["2026-09-10", "2026-09-17"]);
    const coming = await planted(server, pkg.id, ["2027-09-10", "2027-09-17"]);

    // The traveller, without JavaScript, on a phone.
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
    const form = await noScript.newPage();
    await form.goto(`${server.url}/trips/${coming.token}/review`);
    await form.getByText("You can review this trip once you are back from it.").waitFor();
    assert.equal(await form.locator("form").count(), 0);

    await form.goto(`${server.url}/trips/${done.token}/review`);
    await form.getByRole("heading", { name: "Review your trip" }).waitFor();
    await form.getByRole("radio", { name: "5 stars" }).check();
    await form.getByLabel("Your review").fill("Every detail was perfect, and the villa was a dream.");
    await form.getByRole("button", { name: "Send my review" }).click();
    await form.getByText("Thank you! Your review of Our honeymoon has been received").waitFor();
    await noScript.close();

    // Not on the page until staff publish it.
    const before = await (await fetch(`${server.url}/packages/${pkg.id}`)).text();
    assert.ok(!before.includes("Every detail was perfect"));

    // Staff publish it and reply in the admin's reviews screen.
    const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const desk = await staff.newPage();
    await logIn(desk, server, adminCredentials.email, adminCredentials.password);
    await desk.goto(`${server.url}/admin/reviews`);
    const card = desk.getByRole("article").filter({ hasText: "Every detail was perfect" });
    await card.getByText("Waiting").waitFor();
    await card.getByText("Sofia Marino, trip of 2026-09").waitFor();
    await card.getByRole("button", { name: "Publish" }).click();
    await card.getByText("Published").waitFor();
    await card.getByLabel("Reply (shown under the review)").fill("Thank you, Sofia!");
    await card.getByRole("button", { name: "Save reply" }).click();
    const admin = await adminToken(server);
    await waitUntil(async () => {
      const list = (await apiCall(server, "GET", "/reviews", admin)).json.data as { tripId: string; status: string; reply?: string }[];
      const stored = list.find((r) => r.tripId === done.trip.id)!;
      return stored.status === "published" && stored.reply === "Thank you, Sofia!";
    });
    await staff.close();

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const complaints = hydrationComplaints(page);
    const answer = await page.goto(`${server.url}/packages/${pkg.id}`);
    const html = await answer!.text();
    assert.ok(html.includes("Every detail was perfect, and the villa was a dream."), "in the server's HTML");
    const section = page.getByRole("region", { name: "Travellers' reviews" });
    await section.getByText("Every detail was perfect, and the villa was a dream.").waitFor();
    await section.getByText("Sofia, September 2026").waitFor();
    await section.getByText("Thank you, Sofia!").waitFor();
    await section.getByText("5 out of 5 from 1 review of completed trips").waitFor();
    assert.ok(!(await section.textContent())!.includes("Marino"), "the first name only");
    await appHasTakenOver(page);
    await section.getByText("Sofia, September 2026").waitFor();
    assert.deepEqual(complaints, []);

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const trip = blocks.map((text) => JSON.parse(text)).find((block) => String(block["@type"]).includes("TouristTrip"));
    assert.deepEqual(trip["@type"], ["TouristTrip", "Product"]);
    assert.deepEqual(trip.aggregateRating, { "@type": "AggregateRating", ratingValue: 5, reviewCount: 1, bestRating: 5, worstRating: 1 });
    assert.equal(trip.review.length, 1);
    assert.equal(trip.review[0].reviewBody, "Every detail was perfect, and the villa was a dream.");
    assert.deepEqual(trip.review[0].author, { "@type": "Person", name: "Sofia" });
    assert.deepEqual(trip.review[0].reviewRating, { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 });
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
});

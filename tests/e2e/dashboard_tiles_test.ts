/**
 * The head of operations starts the day on the dashboard: the "New inquiries" tile opens the
 * inquiry desk filtered to New, the "Members awaiting approval" tile opens Users showing only
 * those, "New bespoke requests" the bespoke desk filtered to New and "Chats needing review" the
 * live-chat desk filtered to Needs Review; each filter is in the address, so the list can be
 * bookmarked, shared or reloaded, and a filtered desk stays live.
 */
import assert from "node:assert/strict";
import type { Locator, Page } from "playwright-core";
import { newChatSessionId } from "../../contract/chat/session.ts";
import { launchBrowser } from "../../scripts/browser.ts";
import { apiCall, logIn, sendInquiry } from "../helpers/e2e.ts";
import { adminCredentials, type RunningServer, startServer } from "../helpers/server.ts";

/** Within this a desk shows the server's change: its event stream, not its interval refresh. */
const LIVE_MS = 5_000;

/** The values of `attribute` of the rows shown, sorted. */
const shownRows = async (page: Page, attribute: string) =>
  (await page.locator(`[${attribute}]`).evaluateAll((rows, name) => rows.map((row) => row.getAttribute(name)!), attribute)).sort();

/** Waits until the rows shown are exactly `ids` (the list is live, so it may take a moment). */
async function waitForRows(page: Page, attribute: string, ids: string[], timeout = LIVE_MS) {
  const wanted = [...ids].sort();
  await page.waitForFunction(
    ([name, want]) => JSON.stringify([...document.querySelectorAll(`[${name}]`)].map((row) => row.getAttribute(name)).sort()) === want,
    [attribute, JSON.stringify(wanted)] as const,
    { timeout },
  ).catch(async (error) => {
    assert.deepEqual(await shownRows(page, attribute), wanted, String(error));
  });
}

/** The status filter's pressed button's status ("" for All). */
const pressedStatus = async (group: Locator) => (await group.locator('[aria-pressed="true"]').getAttribute("data-status")) ?? "";

async function bespokeRequest(server: RunningServer, token: string, title: string): Promise<string> {
  const saved = await apiCall(server, "POST", "/bespoke", token, {
    requestDetails: { destinationType: "Desert", travelStyle: "Romantic", interests: "Stargazing", duration: "10 days", budget: "Ultimate VIP" },
    generatedIdea: { title, description: "Two nights in the dunes. A falconer at dawn." },
  });
  assert.equal(saved.status, 201, JSON.stringify(saved.json));
  return saved.json.data.submission.id;
}

async function chat(server: RunningServer, admin: string, status: string): Promise<string> {
  const id = newChatSessionId();
  assert.equal((await apiCall(server, "POST", `/chat/sessions/${id}/messages`, undefined, { text: "Is the villa free in May?" })).status, 201);
  if (status !== "AI-Active") assert.equal((await apiCall(server, "PATCH", `/chat/sessions/${id}/status`, admin, { status })).status, 200);
  return id;
}

Deno.test("the dashboard's Quick Stats tiles open their lists filtered the way the tiles count", async (t) => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const admin = (await apiCall(server, "POST", "/auth/login", undefined, adminCredentials)).json.data.access_token as string;
    const fresh = await sendInquiry(server, "fresh@example.com");
    const seen = await sendInquiry(server, "seen@example.com");
    assert.equal((await apiCall(server, "PATCH", `/inquiries/${seen.id}/status`, admin, { status: "Viewed" })).status, 200);
    for (const [name, email, isApproved] of [["Sara Pending", "sara@example.com", false], ["Omar Approved", "omar@example.com", true]] as const) {
      const res = await apiCall(server, "POST", "/auth/create-user", admin, { name, email, mobileNumber: "+971 4 000 0000", isApproved, password: "member-password-1" });
      assert.equal(res.status, 201, JSON.stringify(res.json));
    }

    const member = { name: "Salma Idris", email: "salma@example.com", password: "member-pass-1", mobileNumber: "+971 50 765 4321", isApproved: true };
    assert.equal((await apiCall(server, "POST", "/auth/create-user", admin, member)).status, 201);
    const memberToken = (await apiCall(server, "POST", "/auth/login", undefined, { email: member.email, password: member.password })).json.data.access_token as string;
    const newIdea = await bespokeRequest(server, memberToken, "Stars Over Liwa");
    const calledIdea = await bespokeRequest(server, memberToken, "Pearls of Dubai");
    assert.equal((await apiCall(server, "PATCH", `/bespoke/${calledIdea}/status`, admin, { status: "Contacted" })).status, 200);
    const toReview = await chat(server, admin, "Needs Review");
    const resolved = await chat(server, admin, "Resolved");
    const withAi = await chat(server, admin, "AI-Active");

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    await logIn(page, server, adminCredentials.email, adminCredentials.password);

    await t.step("New inquiries opens the desk filtered to New", async () => {
      // The desks' tiles read the server's counters, never a desk's whole list.
      const wholeLists: string[] = [];
      const onRequest = (request: { url(): string }) => {
        const url = new URL(request.url());
        if (/^\/api\/(inquiries|leads|bespoke|chat\/sessions)$/.test(url.pathname) && !url.searchParams.has("limit")) wholeLists.push(url.pathname);
      };
      page.on("request", onRequest);
      await page.goto(`${server.url}/admin`);
      const tile = page.getByRole("link", { name: /New inquiries/ });
      await tile.getByText("1", { exact: true }).waitFor();
      await page.getByRole("link", { name: /New bespoke requests/ }).getByText("1", { exact: true }).waitFor();
      await page.getByRole("link", { name: /Chats needing review/ }).getByText("1", { exact: true }).waitFor();
      page.off("request", onRequest);
      assert.deepEqual(wholeLists, [], "no desk's whole list is read for the tiles");
      await tile.click();
      await page.waitForURL(`${server.url}/admin/inquiries?status=New`);
      // The desk lists every lead (the bespoke requests and handed-over chats above too).
      const leads = (await apiCall(server, "GET", "/leads/counts", admin)).json.data.total;
      await page.getByText(`Showing 1 of ${leads} leads`).waitFor();
      assert.equal(await page.getByLabel("Status", { exact: true }).inputValue(), "New");
      assert.equal(await page.locator(`#inquiry-toggle-${fresh.id}`).count(), 1);
      assert.equal(await page.locator(`#inquiry-toggle-${seen.id}`).count(), 0);
    });

    await t.step("Members awaiting approval opens Users showing only those; the choice stays in the address", async () => {
      await page.goto(`${server.url}/admin`);
      const tile = page.getByRole("link", { name: /Members awaiting approval/ });
      await tile.getByText("1", { exact: true }).waitFor();
      await tile.click();
      await page.waitForURL(`${server.url}/admin/users?status=pending`);
      const rows = page.locator("tbody tr");
      await rows.first().waitFor();
      assert.deepEqual(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-user-email"))), ["sara@example.com"]);
      assert.equal(await page.getByLabel("Show", { exact: true }).inputValue(), "pending");
      await page.getByLabel("Show", { exact: true }).selectOption("all");
      await page.waitForURL(`${server.url}/admin/users`);
      await page.locator('tr[data-user-email="omar@example.com"]').waitFor();
      assert.ok((await rows.count()) >= 3, "every account again, the administrator's too");
    });
    await t.step("New bespoke requests opens the bespoke desk filtered to New, live; the filter stays in the address", async () => {
      await page.goto(`${server.url}/admin`);
      const tile = page.getByRole("link", { name: /New bespoke requests/ });
      await tile.getByText("1", { exact: true }).waitFor();
      await tile.click();
      await page.waitForURL(`${server.url}/admin/bespoke-requests?status=New`);
      const filter = page.getByRole("group", { name: "Show bespoke requests by status" });
      await waitForRows(page, "data-bespoke-id", [newIdea]);
      await page.getByText("Showing 1 of 2 bespoke requests").waitFor();
      assert.equal(await pressedStatus(filter), "New");

      const later = await bespokeRequest(server, memberToken, "Dunes at Dusk");
      await waitForRows(page, "data-bespoke-id", [newIdea, later]);
      assert.equal((await apiCall(server, "PATCH", `/bespoke/${later}/status`, admin, { status: "Contacted" })).status, 200);
      await waitForRows(page, "data-bespoke-id", [newIdea]);

      await filter.getByRole("button", { name: /Contacted/ }).click();
      await page.waitForURL(`${server.url}/admin/bespoke-requests?status=Contacted`);
      await waitForRows(page, "data-bespoke-id", [calledIdea, later]);
      await page.reload();
      await waitForRows(page, "data-bespoke-id", [calledIdea, later]);
      assert.equal(await pressedStatus(filter), "Contacted");

      await filter.getByRole("button", { name: /Viewed/ }).focus();
      await page.keyboard.press("Enter");
      await page.waitForURL(`${server.url}/admin/bespoke-requests?status=Viewed`);
      await page.getByText("No bespoke requests match this filter.").waitFor();
      assert.equal(await page.locator("[data-bespoke-id]").count(), 0);

      await filter.getByRole("button", { name: /^All \d/ }).click();
      await page.waitForURL(`${server.url}/admin/bespoke-requests`);
      await waitForRows(page, "data-bespoke-id", [newIdea, calledIdea, later]);
    });

    await t.step("Chats needing review opens the live-chat desk filtered to Needs Review, live; the filter stays in the address", async () => {
      await page.goto(`${server.url}/admin`);
      const tile = page.getByRole("link", { name: /Chats needing review/ });
      await tile.getByText("1", { exact: true }).waitFor();
      await tile.click();
      await page.waitForURL(`${server.url}/admin/live-chats?status=Needs+Review`);
      const filter = page.getByRole("group", { name: "Show conversations by status" });
      await waitForRows(page, "data-session-id", [toReview]);
      await page.getByText("Showing 1 of 3 conversations").waitFor();
      assert.equal(await pressedStatus(filter), "Needs Review");

      assert.equal((await apiCall(server, "PATCH", `/chat/sessions/${withAi}/status`, admin, { status: "Needs Review" })).status, 200);
      await waitForRows(page, "data-session-id", [toReview, withAi]);

      await filter.getByRole("button", { name: /Resolved/ }).click();
      await page.waitForURL(`${server.url}/admin/live-chats?status=Resolved`);
      await waitForRows(page, "data-session-id", [resolved]);
      await page.reload();
      await waitForRows(page, "data-session-id", [resolved]);
      assert.equal(await pressedStatus(filter), "Resolved");

      await filter.getByRole("button", { name: /User-Ended/ }).focus();
      await page.keyboard.press("Space");
      await page.waitForURL(`${server.url}/admin/live-chats?status=User-Ended`);
      await page.getByText("No conversations match this filter.").waitFor();
      assert.equal(await page.locator("[data-session-id]").count(), 0);

      await filter.getByRole("button", { name: /^All \d/ }).click();
      await page.waitForURL(`${server.url}/admin/live-chats`);
      await waitForRows(page, "data-session-id", [toReview, resolved, withAi]);
    });
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
});

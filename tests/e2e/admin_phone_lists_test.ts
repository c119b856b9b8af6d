/**
 * The staff's lists on a phone (360 px): users, the three catalogue lists, inquiries, bespoke
 * requests, live chats, the media library, Activity and an item's translations and history. On
 * each, nothing scrolls sideways (neither the page nor a box inside it) and each row's key data
 * (who, what, its actions) is shown whole inside the screen, not cut off by a box that scrolls.
 */
import assert from "node:assert/strict";
import type { Locator, Page } from "playwright-core";
import { newChatSessionId } from "../../contract/chat/session.ts";
import { launchBrowser } from "../../scripts/browser.ts";
import { apiCall, logIn, sendInquiry, sidewaysScrolls } from "../helpers/e2e.ts";
import { MULTIPART_TYPE, multipart, png } from "../helpers/media-samples.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

// Long enough to need the whole width of a phone.
const member = {
  name: "Alexandra Konstantinopoulou-Whitfield",
  email: "alexandra.konstantinopoulou@a-long-domain-example.com",
  password: "alexandra-pass-1",
};

/** Runs in the page: why `element` is not shown whole on the screen's width, or "" when it is. */
function cutOff(element: Element): string {
  const box = element.getBoundingClientRect();
  if (box.width < 1 || box.height < 1) return "not shown";
  if (box.left < 0 || box.right > document.documentElement.clientWidth + 0.5) return `at ${Math.round(box.left)}..${Math.round(box.right)}`;
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (getComputedStyle(parent).overflowX === "visible") continue;
    const frame = parent.getBoundingClientRect();
    if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5) return `cut off by <${parent.tagName.toLowerCase()} class="${parent.className}">`;
  }
  return "";
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await page.locator("main h1").first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll("main .spinner").length === 0, null, { timeout: 20_000 });
}

Deno.test("every staff list fits a 360 px phone: no sideways scrolling, each row's key data shown whole", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const admin = (await apiCall(server, "POST", "/auth/login", undefined, adminCredentials)).json.data.access_token;
    assert.equal((await apiCall(server, "POST", "/auth/create-user", admin, { ...member, isApproved: true })).status, 201);
    const memberToken = (await apiCall(server, "POST", "/auth/login", undefined, member)).json.data.access_token;
    const inquiry = await sendInquiry(server, "layla.phone@example.com");
    const bespoke = await apiCall(server, "POST", "/bespoke", memberToken, {
      requestDetails: { destinationType: "Island", travelStyle: "Slow travel", interests: "Diving, island food" },
      generatedIdea: { title: "Two Quiet Atolls", description: "A week between two islands. Diving at dawn, dinners on the sand." },
    });
    assert.equal(bespoke.status, 201, JSON.stringify(bespoke.json));
    const chat = await apiCall(server, "POST", `/chat/sessions/${newChatSessionId()}/messages`, undefined, { text: "Is the villa free in May?" });
    assert.equal(chat.status, 201);
    const upload = await fetch(`${server.url}/api/media/upload`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": MULTIPART_TYPE },
      body: multipart({ bytes: await png(), name: "harbour-at-dusk-panorama.png", type: "image/png" }),
    });
    assert.equal(upload.status, 201, await upload.text());
    const dubai = (await apiCall(server, "GET", "/destinations")).json.data.destinations.find((d: { name: string }) => d.name === "Dubai");
    const pkg = (await apiCall(server, "GET", "/packages")).json.data.packages[0];
    const activity = (await apiCall(server, "GET", "/activities")).json.data.activities[0];

    const page = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
    await logIn(page, server, adminCredentials.email, adminCredentials.password);
    const main = page.locator("main");
    const row = (selector: string, text: string) => main.locator(selector).filter({ hasText: text }).first();
    const lists: { path: string; keys(): Locator[] }[] = [
      {
        path: "/admin/users",
        keys: () => {
          const user = row("tr", member.email);
          return [user.getByText(member.name), user.getByText(member.email), user.getByText("Approved"), user.getByRole("button", { name: `Edit ${member.name}` }), user.getByRole("button", { name: `Delete ${member.name}` })];
        },
      },
      {
        path: "/admin/destinations",
        keys: () => [row("tr", "Dubai").locator("td").first(), row("tr", "Dubai").getByText("United Arab Emirates"), main.getByRole("button", { name: "Delete Dubai" })],
      },
      { path: "/admin/packages", keys: () => [row("tr", pkg.name).locator("td").first(), main.getByRole("button", { name: `Delete ${pkg.name}` })] },
      { path: "/admin/activities", keys: () => [row("tr", activity.name).locator("td").first(), main.getByRole("button", { name: `Delete ${activity.name}` })] },
      { path: "/admin/inquiries", keys: () => [row("li", "Layla Haddad").getByText(inquiry.itemName).first(), row("li", "Layla Haddad").getByText("Layla Haddad").first()] },
      { path: "/admin/bespoke-requests", keys: () => [row("li", "Two Quiet Atolls").getByText("Two Quiet Atolls").first(), row("li", "Two Quiet Atolls").getByText(member.name).first()] },
      { path: "/admin/live-chats", keys: () => [row("li", "Anonymous").getByText("Anonymous").first(), row("li", "Anonymous").getByText(/villa free in May|Last activity/).first()] },
      {
        path: "/admin/media",
        keys: () => [main.getByRole("heading", { name: "harbour-at-dusk-panorama.png" }), main.getByRole("button", { name: "Delete harbour-at-dusk-panorama.png" })],
      },
      {
        path: "/admin/activity",
        keys: () => {
          const entry = row(".activity__entry", "Aurum Voyages Administrator");
          return [entry.locator(".activity__headline"), entry.getByRole("button", { name: "Only this item" })];
        },
      },
      {
        path: `/admin/destinations/edit/${dubai.id}`,
        keys: () => [main.getByRole("button", { name: "Edit translations" }), main.getByRole("list", { name: "Versions, newest first" }).locator("li").first()],
      },
    ];

    const problems: string[] = [];
    for (const list of lists) {
      await open(page, `${server.url}${list.path}`);
      problems.push(...(await page.evaluate(sidewaysScrolls)).map((what) => `${list.path}: ${what} scrolls sideways`));
      for (const key of list.keys()) {
        await key.waitFor();
        const why = await key.evaluate(cutOff);
        if (why) problems.push(`${list.path}: "${(await key.innerText()).slice(0, 40)}" ${why}`);
      }
    }
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
    await server.stop();
  }
});

/**
 * Every page keeps the page margin on a phone (360 px) and a desktop (1440 px): no visible block of
 * its content starts before the page title's left edge or ends past the same margin on the right,
 * the content starts where the title starts, and nothing scrolls sideways. Public, member and admin
 * pages; member and admin pages signed in as the administrator.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { apiCall, logIn } from "../helpers/e2e.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

const VIEWPORTS = [{ width: 360, height: 740 }, { width: 1440, height: 900 }];

/** The phone margin the page title keeps (the page column's inline padding). */
const PAGE_MARGIN = 16;

async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page.locator("main h1").first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll("main .spinner").length === 0, null, { timeout: 20_000 });
}

type Layout = { titleLeft: number; contentLeft: number; blocks: number; outside: string[]; scrollsSideways: number };

/**
 * Runs in the page. Measures every visible element of `main` against the title's left edge, except
 * the full-width bands (the title band, the home hero, a detail page's photo) outside their page
 * column, the columns and what holds them, and what a box of its own clips (that box is measured).
 */
function measureLayout(): Layout {
  const BANDS = ".page-header, .hero, .detail__hero";
  const main = document.querySelector("main")!;
  const titleLeft = main.querySelector("h1")!.getBoundingClientRect().left;
  const width = document.documentElement.clientWidth;
  const clipped = (element: Element) => {
    for (let parent = element.parentElement; parent && parent !== main; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== "visible") return true;
    }
    return false;
  };
  const describe = (element: Element, box: DOMRect) =>
    `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> ${Math.round(box.left)}..${Math.round(box.right)}`;
  const outside: string[] = [];
  let contentLeft = Infinity;
  let blocks = 0;
  for (const element of main.querySelectorAll("*")) {
    if (element.matches(".container") || element.querySelector(".container")) continue;
    if (element.closest(BANDS) && !element.closest(".container")) continue;
    if (clipped(element)) continue;
    const style = getComputedStyle(element);
    if (style.visibility !== "visible" || style.position === "fixed") continue;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue; // not shown, or text for screen readers only
    blocks++;
    if (box.left < titleLeft - 1 || box.right > width - titleLeft + 1) outside.push(describe(element, box));
    if (!element.closest(BANDS)) contentLeft = Math.min(contentLeft, box.left);
  }
  return { titleLeft, contentLeft, blocks, outside, scrollsSideways: document.documentElement.scrollWidth - width };
}

Deno.test("every page keeps the page margin and lines its content up with the title, on a phone and a desktop", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const first = async (name: string) => (await apiCall(server, "GET", `/${name}`)).json.data[name][0] as { id: string; name: string };
    const [destination, pkg, activity] = [await first("destinations"), await first("packages"), await first("activities")];
    // An inquiry, so the staff desk shows one.
    const inquiry = await apiCall(server, "POST", "/inquiries", undefined, {
      type: "package", itemId: pkg.id, itemName: pkg.name, userName: "Layla Haddad", userEmail: "layla@example.com",
      userPhone: "+971 50 123 4567", numPeople: "2", preferredDates: "March 2027", specialRequests: "A sea-view suite, please.",
    });
    assert.equal(inquiry.status, 201, JSON.stringify(inquiry.json));

    const publicPaths = [
      "/", "/destinations", `/destinations/${destination.id}`, "/packages", `/packages/${pkg.id}`, "/activities",
      `/activities/${activity.id}`, "/contact", "/login", "/register", "/pending-inquiries",
    ];
    const signedInPaths = [
      "/profile", "/vip-services", "/bespoke-experiences",
      "/admin", "/admin/destinations", "/admin/destinations/new", `/admin/destinations/edit/${destination.id}`,
      "/admin/packages", "/admin/packages/new", `/admin/packages/edit/${pkg.id}`, "/admin/activities",
      "/admin/activities/new", `/admin/activities/edit/${activity.id}`, "/admin/users", "/admin/media",
      "/admin/bespoke-requests", "/admin/inquiries", "/admin/live-chats",
    ];

    const problems: string[] = [];
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const check = async (path: string) => {
        await page.goto(`${server.url}${path}`);
        await settle(page);
        const layout = await page.evaluate(measureLayout);
        const where = `${viewport.width}px ${path}`;
        assert.ok(layout.blocks > 0, `${where}: nothing measured`);
        if (layout.titleLeft < PAGE_MARGIN - 1) problems.push(`${where}: the title starts at ${layout.titleLeft}`);
        if (Math.abs(layout.contentLeft - layout.titleLeft) > 1) {
          problems.push(`${where}: the content starts at ${layout.contentLeft}, the title at ${layout.titleLeft}`);
        }
        if (layout.scrollsSideways > 0) problems.push(`${where}: scrolls ${layout.scrollsSideways}px sideways`);
        problems.push(...layout.outside.slice(0, 3).map((block) => `${where}: outside the margin ${layout.titleLeft}: ${block}`));
      };
      for (const path of publicPaths) await check(path);
      await logIn(page, server, adminCredentials.email, adminCredentials.password);
      for (const path of signedInPaths) await check(path);
      await context.close();
    }
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
    await server.stop();
  }
});

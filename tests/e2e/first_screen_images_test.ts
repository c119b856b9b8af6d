/**
 * A page opened straight from a shared link (a fresh browser, the URL typed or followed) shows its
 * main photo: the image has loaded and nothing covers it. On a phone and a desktop, for the home
 * page, a destination, a package, an activity and the first card of each list page; then again
 * after a reload. An image that cannot be loaded shows "Failed to load image" instead of a
 * placeholder that never goes away.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { apiCall, withServerAndBrowser } from "../helpers/e2e.ts";
import { adminCredentials, type RunningServer } from "../helpers/server.ts";

const VIEWPORTS = [{ width: 390, height: 844 }, { width: 1440, height: 900 }];

/** How long a page may take to show its photo on this loaded machine. */
const SHOWN_WITHIN_MS = 15_000;

async function firstId(server: RunningServer, name: string): Promise<string> {
  const body = await (await fetch(`${server.url}/api/${name}`)).json();
  return (body.data[name] as { id: string }[])[0].id;
}

/** The main image of a page, and the text laid over it on purpose (the home hero's title), if any. */
type MainImage = { image: string; caption?: string };

/**
 * Waits until the page's main image has loaded (complete, naturalWidth > 0) and is the topmost
 * element at its centre (apart from its caption); when that does not happen in time, says what is
 * there instead.
 */
async function photoProblem(page: Page, { image, caption }: MainImage, label: string): Promise<string | null> {
  await page.locator(image).first().waitFor();
  await page.locator(image).first().scrollIntoViewIfNeeded();
  // Runs in the page (as a function: the site's CSP forbids evaluating strings); `report` asks for
  // a description of what is there instead of whether the photo is shown.
  const inspect = ({ image, caption, report }: MainImage & { report: boolean }) => {
    const img = document.querySelector<HTMLImageElement>(image);
    if (!img) return report ? "no image" : false;
    const box = img.getBoundingClientRect();
    const top = document.elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      .find((element) => !(caption && element.closest(caption)));
    if (!report) return img.complete && img.naturalWidth > 0 && top === img;
    return `complete=${img.complete} naturalWidth=${img.naturalWidth} topmost=<${top?.tagName.toLowerCase()} class="${top?.className}">`;
  };
  try {
    await page.waitForFunction(inspect, { image, caption, report: false }, { timeout: SHOWN_WITHIN_MS });
    return null;
  } catch {
    return `${label}: ${await page.evaluate(inspect, { image, caption, report: true })}`;
  }
}


Deno.test("a page opened from a shared link shows its photo, also after a reload", async () => {
  await withServerAndBrowser(async (server, browser) => {
    const pages: ({ path: string } & MainImage)[] = [
      { path: "/", image: "img.hero__image", caption: ".hero__content" },
      { path: `/destinations/${await firstId(server, "destinations")}`, image: ".detail__image img" },
      { path: `/packages/${await firstId(server, "packages")}`, image: ".detail__image img" },
      { path: `/activities/${await firstId(server, "activities")}`, image: ".detail__image img" },
      { path: "/destinations", image: "article.destination-card img" },
      { path: "/packages", image: "article.package-card img" },
      { path: "/activities", image: "article.activity-card img" },
    ];
    const problems: string[] = [];
    for (const viewport of VIEWPORTS) {
      for (const { path, ...main } of pages) {
        // A fresh context is a browser that has never seen the site: nothing cached, no service worker.
        const context = await browser.newContext({ viewport });
        try {
          const page = await context.newPage();
          await page.goto(`${server.url}${path}`);
          problems.push(await photoProblem(page, main, `${viewport.width}px ${path}`) ?? "");
          if (path.startsWith("/packages/")) {
            await page.reload();
            problems.push(await photoProblem(page, main, `${viewport.width}px ${path} after a reload`) ?? "");
          }
        } finally {
          await context.close();
        }
      }
    }
    assert.deepEqual(problems.filter(Boolean), [], "photos covered or not loaded");
  });
});

Deno.test("a page whose photo cannot be loaded says so instead of covering it forever", async () => {
  await withServerAndBrowser(async (server, browser) => {
    const token = (await apiCall(server, "POST", "/auth/login", undefined, adminCredentials)).json.data.access_token;
    const packageId = await firstId(server, "packages");
    const current = (await apiCall(server, "GET", `/packages/${packageId}`)).json.data;
    // A mistyped address (no such file) and an address that is no image (a file of the site).
    for (const imageUrl of ["/images/catalogue/no-such-photo.svg", "/manifest.webmanifest"]) {
      const saved = await apiCall(server, "PUT", `/packages/${packageId}`, token, { ...current, imageUrl, version: undefined });
      assert.equal(saved.status, 200, JSON.stringify(saved.json));
      const context = await browser.newContext({ viewport: VIEWPORTS[0] });
      try {
        const page = await context.newPage();
        await page.goto(`${server.url}/packages/${packageId}`);
        await page.getByRole("img", { name: `${current.name}: failed to load image` }).waitFor({ timeout: SHOWN_WITHIN_MS });
        assert.equal(await page.locator(".detail__image .lazy-image__placeholder").count(), 0, imageUrl);
      } finally {
        await context.close();
      }
    }
  });
});

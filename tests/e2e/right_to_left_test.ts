/**
 * Right to left on a phone (360 x 740): with `<html dir="rtl" lang="ar">` every page checked mirrors
 * (the title starts at the right margin, the logo sits on the right and the menu button on the left),
 * nothing scrolls sideways, axe-core finds nothing serious, a "back" arrow points right while the
 * same arrow points left in English, and phone numbers and email inputs stay left to right.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { describeViolations, seriousViolations } from "../helpers/axe.ts";
import { apiCall, logIn } from "../helpers/e2e.ts";
import { adminCredentials, startServer } from "../helpers/server.ts";

/** The phone margin of the page column. */
const PAGE_MARGIN = 16;

async function openRightToLeft(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("load");
  await page.locator("main h1").first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll("main .spinner").length === 0, null, { timeout: 20_000 });
  // The app sets <html dir lang> from its language once it hydrates, which on a first visit can be
  // after this point: an observer puts them back, so the page stays right to left until released.
  await page.evaluate(() => {
    const root = document.documentElement;
    const keep = () => {
      if (root.dir !== "rtl") root.dir = "rtl";
      if (root.lang !== "ar") root.lang = "ar";
    };
    keep();
    const observer = new MutationObserver(keep);
    observer.observe(root, { attributes: true, attributeFilter: ["dir", "lang"] });
    (window as unknown as { releaseDirection: () => void }).releaseDirection = () => observer.disconnect();
  });
}

type Mirrored = { width: number; sideways: number; titleRight: number; brand: DOMRect; menu: DOMRect };

/** Runs in the page: where the header's ends and the title's text sit, and how far the page scrolls sideways. */
function measure(): Mirrored {
  const root = document.documentElement;
  const title = document.createRange();
  title.selectNodeContents(document.querySelector("main h1")!);
  const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().toJSON() as DOMRect;
  return {
    width: root.clientWidth,
    sideways: root.scrollWidth - root.clientWidth,
    titleRight: title.getBoundingClientRect().right,
    brand: box(".site-header .brand"),
    menu: box(".site-header .menu-button"),
  };
}

/** Runs in the page: the horizontal scale of an element's transform (-1 when mirrored). */
function scaleX(selector: string): number {
  return new DOMMatrix(getComputedStyle(document.querySelector(selector)!).transform).a;
}

/** Runs in the page: whether each character of a link's text is drawn right of the one before it on its line. */
function readsLeftToRight(selector: string): boolean {
  const text = document.querySelector(selector)!.firstChild!;
  const boxes = [...text.textContent!].map((char, at) => {
    const range = document.createRange();
    range.setStart(text, at);
    range.setEnd(text, at + 1);
    return char.trim() ? range.getBoundingClientRect() : null;
  }).filter((box) => box !== null);
  const pairs = boxes.slice(1).map((box, i) => [boxes[i], box]).filter(([a, b]) => Math.abs(a.top - b.top) < 2);
  return pairs.length > 0 && pairs.every(([a, b]) => a.left < b.left);
}

/**
 * Runs in the page: whether a field's value is laid out left to right, starting at its left edge. A
 * field's own text has no boxes to measure, so a block styled as the field (its computed direction,
 * bidi, alignment, size and font) holds the value and is measured instead.
 */
function valueReadsLeftToRight(selector: string): boolean {
  const field = document.querySelector<HTMLInputElement>(selector)!;
  const style = getComputedStyle(field);
  const copy = document.createElement("div");
  for (const name of ["direction", "unicode-bidi", "text-align", "width", "padding-left", "padding-right", "font", "box-sizing", "letter-spacing"]) {
    copy.style.setProperty(name, style.getPropertyValue(name));
  }
  copy.style.whiteSpace = "pre";
  copy.textContent = field.value;
  field.after(copy);
  const text = copy.firstChild!;
  const boxes = [...field.value].map((char, at) => {
    const range = document.createRange();
    range.setStart(text, at);
    range.setEnd(text, at + 1);
    return char.trim() ? range.getBoundingClientRect() : null;
  }).filter((box) => box !== null);
  const inOrder = boxes.slice(1).every((box, i) => boxes[i].left < box.left);
  const startsLeft = boxes[0].left - copy.getBoundingClientRect().left <= parseFloat(style.paddingLeft) + 2;
  copy.remove();
  return inOrder && startsLeft;
}

Deno.test("right to left on a phone: pages mirror, nothing scrolls sideways, axe clean, arrows turn, numbers read", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const pkg = (await apiCall(server, "GET", "/packages")).json.data.packages[0] as { id: string };
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const problems: string[] = [];
    const check = async (path: string) => {
      await openRightToLeft(page, `${server.url}${path}`);
      const m = await page.evaluate(measure);
      if (m.sideways > 0) problems.push(`${path}: scrolls ${m.sideways}px sideways`);
      if (Math.abs(m.titleRight - (m.width - PAGE_MARGIN)) > 1) {
        problems.push(`${path}: the title ends at ${m.titleRight}, not at the right margin ${m.width - PAGE_MARGIN}`);
      }
      if (!(m.brand.right > m.width / 2 && m.menu.left < m.width / 2 && m.menu.right <= m.brand.left)) {
        problems.push(`${path}: the logo (${m.brand.left}..${m.brand.right}) is not right of the menu button (${m.menu.left}..${m.menu.right})`);
      }
      problems.push(describeViolations(path, await seriousViolations(page)));
    };

    for (const path of ["/", "/packages", `/packages/${pkg.id}`, "/contact", "/register"]) await check(path);

    // The package page's "back" arrow points right here and left in English; its form's email and
    // phone inputs stay left to right, and so does the consultant's phone number beside them.
    await openRightToLeft(page, `${server.url}/packages/${pkg.id}`);
    assert.equal(await page.evaluate(scaleX, ".detail__back .icon-dir"), -1);
    for (const type of ["email", "tel"]) {
      assert.equal(await page.locator(`main input[type="${type}"]`).first().evaluate((input) => getComputedStyle(input).direction), "ltr");
    }
    assert.ok(await page.evaluate(readsLeftToRight, 'main a[href^="tel:"]'), "the phone number reads left to right");
    // The chat launcher keeps to the corner at the end of the line: the left one here.
    const launcher = await page.locator(".chat-launcher").evaluate((button) => button.getBoundingClientRect().toJSON() as DOMRect);
    assert.ok(launcher.left <= PAGE_MARGIN && launcher.right < 360 / 2, `the chat launcher spans ${launcher.left}..${launcher.right}`);
    await page.evaluate(() => {
      (window as unknown as { releaseDirection: () => void }).releaseDirection();
      document.documentElement.dir = "ltr";
    });
    assert.equal(await page.evaluate(scaleX, ".detail__back .icon-dir"), 1);

    await openRightToLeft(page, `${server.url}/contact`);
    assert.ok(await page.evaluate(readsLeftToRight, 'main a[href^="tel:"]'), "the contact page's phone number reads left to right");
    // Without its dir="ltr" the number's groups would swap places (the check sees it).
    await page.locator('main a[href^="tel:"]').evaluate((link) => link.removeAttribute("dir"));
    assert.equal(await page.evaluate(readsLeftToRight, 'main a[href^="tel:"]'), false);

    // The opened menu stays inside the screen.
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = await page.locator(".nav--open").evaluate((nav) => nav.getBoundingClientRect().toJSON() as DOMRect);
    assert.ok(menu.left >= 0 && menu.right <= 360, `the open menu spans ${menu.left}..${menu.right}`);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 0);

    await logIn(page, server, adminCredentials.email, adminCredentials.password);
    for (const path of ["/profile", "/admin", "/admin/packages", `/admin/packages/edit/${pkg.id}`, "/admin/inquiries"]) {
      await check(path);
    }
    // The editor's English content reads as written on a right-to-left screen ("5 days / 4 nights").
    await openRightToLeft(page, `${server.url}/admin/packages/edit/${pkg.id}`);
    const duration = page.getByLabel(/^Duration/);
    assert.match(await duration.inputValue(), /^\d+ days \/ \d+ nights$/);
    const selector = await duration.evaluate((field) => `#${CSS.escape(field.id)}`);
    assert.ok(await page.evaluate(valueReadsLeftToRight, selector), "the duration reads left to right");
    assert.deepEqual(problems.filter(Boolean), []);
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }
});

/**
 * Small helpers for end-to-end tests: a JSON call to the running server's API, the administrator's
 * token, a visitor's package inquiry, a UI login, the app taking a page over and hydration warnings,
 * the list requests a page makes, and what scrolls sideways on a narrow screen.
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { launchBrowser } from "../../scripts/browser.ts";
import { packageInquiryBody } from "./fixtures.ts";
import { adminCredentials, type RunningServer, startServer } from "./server.ts";

// deno-lint-ignore no-explicit-any
export async function apiCall(server: RunningServer, method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; json: any }> {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

/** Logs in to the running server's API as its administrator; answers the token. */
export async function adminToken(server: RunningServer): Promise<string> {
  const res = await apiCall(server, "POST", "/auth/login", undefined, adminCredentials);
  assert.equal(res.status, 200, JSON.stringify(res.json));
  return res.json.data.access_token;
}

/** A logged-out inquiry about the first package from Layla Haddad at `email`; answers its id and item. */
export async function sendInquiry(server: RunningServer, email: string): Promise<{ id: string; itemName: string }> {
  const pkg = (await apiCall(server, "GET", "/packages")).json.data.packages[0];
  const res = await apiCall(server, "POST", "/inquiries", undefined, packageInquiryBody(pkg, email));
  assert.equal(res.status, 201);
  return { id: res.json.data.id, itemName: pkg.name };
}

/** Logs in through the login page; resolves on the profile page. */
export async function logIn(page: Page, server: RunningServer, email: string, password: string): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.getByRole("heading", { level: 1, name: "Member Login" }).waitFor();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(`${server.url}/profile`);
}

/** Fills the membership application's details after the verified email (phone and the choices). */
export async function fillApplicationDetails(page: Page, phone: string): Promise<void> {
  await page.getByLabel("Mobile Number (with country code)").fill(phone);
  await page.getByLabel(/^Nationality/).selectOption("Other");
  await page.getByLabel("Please specify your nationality").fill("Emirati");
  await page.getByLabel("Country of Residence").selectOption("United Kingdom");
  await page.getByLabel(/^Profession/).selectOption("Entrepreneur");
  await page.getByLabel("Travel Frequency").selectOption("frequently");
  await page.getByLabel("Preferred Flight Class").selectOption("first");
  await page.getByLabel("Average Spend per Trip").selectOption("over-50k");
  await page.getByLabel("How did you hear about us?").selectOption("referral");
}

/**
 * Waits until the app handles input: its page is on the screen as React's, hydrated or rendered (the
 * app's "app-ready" mark, web/src/lib/app-ready.ts). A server-rendered public page gets the app's
 * code only once its first screen has painted (web/src/boot.ts), and until then a link is the
 * browser's own navigation.
 */
export async function appHasTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName("app-ready", "mark").length > 0);
}

/** Console errors and warnings that mention hydration (React reports a mismatch so). */
export function hydrationComplaints(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (["error", "warning"].includes(message.type()) && /hydrat/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

/** Runs `fn` with the real server (the demo catalogue) and Chromium, both stopped after it. */
export async function withServerAndBrowser(fn: (server: RunningServer, browser: Browser) => Promise<void>): Promise<void> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    await fn(server, browser);
  } finally {
    await browser.close();
    await server.stop();
  }
}

/**
 * A long page screen by screen, as a phone shows it (a full-page picture of a long page is too
 * small to read), into `E2E_SCREENSHOTS` as `{name}-{n}.png`; nothing without that variable.
 */
export async function screenByScreen(page: Page, name: string, screens = 8): Promise<void> {
  const dir = Deno.env.get("E2E_SCREENSHOTS");
  if (!dir) return;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const screen = page.viewportSize()?.height ?? 780;
  for (let i = 0, y = 0; y < height && i < screens; i++, y += screen) {
    await page.evaluate((top) => scrollTo(0, top), y);
    await page.screenshot({ path: `${dir}/${name}-${i}.png` });
  }
  await page.evaluate(() => scrollTo(0, 0));
}

const SLOW_PHONE = { viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, serviceWorkers: "block" as const };
/** Chrome DevTools' "Slow 4G". */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };

/** A fresh 360 px phone's page with the CPU slowed 4x on Slow 4G, its context closed after `fn`. */
export async function onSlowPhone(browser: Browser, fn: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext(SLOW_PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await fn(page);
  } finally {
    await context.close();
  }
}

/** The list requests the page makes to `path` from now on, as `?query` strings. */
export function listRequests(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === path && request.method() === "GET") seen.push(url.search);
  });
  return seen;
}

/** Runs in the page (`page.evaluate(sidewaysScrolls)`): what scrolls sideways, the page or a box in `main` (a screen-reader-only text aside). */
export function sidewaysScrolls(): string[] {
  const found: string[] = [];
  const page = document.documentElement;
  if (page.scrollWidth > page.clientWidth) found.push(`the page (${page.scrollWidth} in ${page.clientWidth})`);
  for (const element of document.querySelectorAll("main *")) {
    if (!(element instanceof HTMLElement) || element.clientWidth <= 1) continue;
    if (["auto", "scroll"].includes(getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth + 1) {
      found.push(`<${element.tagName.toLowerCase()} class="${element.className}"> (${element.scrollWidth} in ${element.clientWidth})`);
    }
  }
  return found;
}

/**
 * The first-visit budget (docs/performance.md), in Chromium: a fresh browser (empty cache, no
 * service worker) downloads at most 100 KB of compressed JavaScript on every public page, in English
 * and in the other languages' pages the benchmark measures (Arabic, French). Measured the way
 * `deno task bench bundle` measures it (bench/bundle-size.ts).
 */
import assert from "node:assert/strict";
import { measureFirstVisits } from "../../bench/bundle-size.ts";
import { launchBrowser } from "../../scripts/browser.ts";
import { startServer } from "../helpers/server.ts";

const BUDGET_BYTES = 100 * 1024;

/**
 * Parts of React Router the app does not use, each known in the minified build by a text of its
 * own: `Link`'s attribute for route discovery, `NavLink`'s view transitions, `<Form>`'s submit hook
 * and `useSearchParams` (the staff pages use web/src/lib/search-params.ts). The app's links are
 * web/src/i18n/link.tsx; web/build/unused-router-parts.ts lets the bundler drop the rest.
 */
const UNUSED_ROUTER_PARTS = ["data-discover", "useViewTransitionState", "useSubmit", "useSearchParams"];

Deno.test("the framework chunk of every first visit carries no part of React Router the app does not use", async () => {
  const dist = new URL("../../web/dist/", import.meta.url);
  const manifest = JSON.parse(await Deno.readTextFile(new URL(".vite/manifest.json", dist)));
  const framework = (manifest["index.html"].imports as string[]).map((key) => manifest[key].file as string).find((file) => file.includes("framework-"));
  assert.ok(framework, "the entry imports the framework chunk");
  const code = await Deno.readTextFile(new URL(framework, dist));
  assert.deepEqual(UNUSED_ROUTER_PARTS.filter((part) => code.includes(part)), [], `unused parts of React Router in ${framework}`);
});

Deno.test("every public page's first visit stays within 100 KB of JavaScript", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const first = async (name: string) => ((await (await fetch(`${server.url}/api/${name}`)).json()).data[name] as Array<{ id: string }>)[0].id;
    const [pkg, destination, activity] = [await first("packages"), await first("destinations"), await first("activities")];
    const pages = [
      "/", "/packages", `/packages/${pkg}`, "/destinations", `/destinations/${destination}`, "/activities", `/activities/${activity}`,
      "/contact", "/ar/", `/fr/packages/${pkg}`, `/fr/activities/${activity}`, "/fr/no-such-page",
    ];
    const over = (await measureFirstVisits(browser, server.url, pages))
      .filter((visit) => visit.jsBytes > BUDGET_BYTES)
      .map((visit) => `${visit.path}: ${(visit.jsBytes / 1024).toFixed(1)} KB`);
    assert.deepEqual(over, [], "pages over the first-visit JavaScript budget");
  } finally {
    await browser.close();
    await server.stop();
  }
});

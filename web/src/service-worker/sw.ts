/// <reference lib="webworker" />
/**
 * The service worker: the app shell precached (index.html, hashed JS and CSS, icons), the public
 * catalogue API and exchange rates stale-while-revalidate, catalogue images cache-first within a budget, every other
 * request (auth, profile, member, admin, inquiries, chat, a traveller's trip) straight to the network and never
 * cached; a trip the traveller chose to keep on the phone is answered from its copy offline (trip-routes.ts).
 * A new version waits until the page asks it to take over (the "A new version is available" prompt).
 * Web Push: notifications shown from pushes, and opened on click (push-notifications.ts).
 */
import { clientsClaim } from "workbox-core";
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { db } from "../features/inquiries/outbox/db.ts";
import { flushOutbox, OUTBOX_SYNC_TAG } from "../features/inquiries/outbox/outbox.ts";
import { catalogueReadHandler, catalogueWriteHandler, isCatalogueRead, isCatalogueWrite } from "./catalogue-routes.ts";
import { exchangeRatesHandler, isExchangeRatesRead } from "./exchange-rate-routes.ts";
import { listenForPush } from "./push-notifications.ts";
import { isStartWithKeptTrip, isTripApi, isTripPage, keptPicture, startHandler, tripApiHandler, tripPageHandler } from "./trip-routes.ts";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** Images kept for offline use: at most 300 files and 30 days (about 25 MB with card-size images). */
export const IMAGE_CACHE = "catalogue-images-v1";

// The start address on a phone that keeps a trip: offline, that trip (trip-routes.ts). Before the
// precache's own route, which answers "/" with the shell.
registerRoute(isStartWithKeptTrip, startHandler((options) => createHandlerBoundToURL("/index.html")(options)), "GET");
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

// A traveller's trip: network only, the kept copy offline only if they chose to keep it (trip-routes.ts).
registerRoute(isTripPage, tripPageHandler, "GET");
registerRoute(isTripApi, tripApiHandler, "GET");

// Every other in-app navigation is the single-page app; /api, /media, the link-preview images, the
// sitemap and robots.txt are never navigations to it (the server answers them).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL("/index.html"), {
    denylist: [/^\/api\//, /^\/media\//, /^\/previews\//, /^\/sitemap(-languages)?\.xml$/, /^\/robots\.txt$/],
  }),
);

registerRoute(isCatalogueRead, catalogueReadHandler, "GET");
registerRoute(isExchangeRatesRead, exchangeRatesHandler, "GET");
for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) registerRoute(isCatalogueWrite, catalogueWriteHandler, method);

const images = new CacheFirst({
  cacheName: IMAGE_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === "GET" && /^\/(images|media)\//.test(url.pathname),
  // A kept trip's picture is its kept copy; one being kept now (fetched "no-store") is not stored a second time here.
  async (options) => await keptPicture(options.request) ?? (options.request.cache === "no-store" ? await fetch(options.request) : await images.handle(options)),
);

self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

// Background Sync (Chromium): deliver the inquiry outbox once the network is back, even if the
// app is closed. A retry that still finds no network rejects, so the browser tries again later.
self.addEventListener("sync", (event: Event) => {
  const sync = event as Event & { tag: string; waitUntil(promise: Promise<unknown>): void };
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(flushOutbox().then(async () => {
    const waiting = await db.outbox.filter((item) => item.state === "queued").count();
    if (waiting > 0) throw new Error("Inquiries still waiting for the network");
  }));
});

listenForPush();

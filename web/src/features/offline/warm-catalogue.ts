/**
 * After a visit online, fetches the whole public catalogue (the three lists) and the images its
 * cards show, through the service worker, so that every catalogue page, including details never
 * opened, works offline. Runs once per app start, when the browser is idle, in the language of the
 * page the app opened on (`?lang=`, so each language is kept apart).
 */
import { CATALOGUE_COLLECTIONS, type CatalogueCollection, cataloguePath } from "@contract/catalogue-collections.ts";
import { whenIdleAfterLoad } from "../../lib/after-load.ts";
import { offlineCopies } from "../../lib/responsive-image.ts";
import { serviceWorkerControlling } from "./sw-registration.ts";
import { INTERFACE_LANGUAGE } from "../../lib/api-client.ts";
import { splitLanguagePath } from "@contract/language-paths.ts";
import { DEFAULT_LANGUAGE } from "@contract/languages.ts";

const CONCURRENCY = 4;

type Listed = { imageUrl?: string; imageWidths?: number[] };

/** Local images of the catalogue with their copy widths (remote URLs are not ours to cache). */
export function catalogueImages(lists: Array<Listed[] | undefined>): Map<string, number[] | undefined> {
  const images = new Map<string, number[] | undefined>();
  for (const list of lists) {
    for (const item of list ?? []) {
      if (item.imageUrl?.startsWith("/") && !item.imageUrl.startsWith("//")) images.set(item.imageUrl, item.imageWidths);
    }
  }
  return images;
}

async function fetchList(collection: CatalogueCollection): Promise<Listed[] | undefined> {
  const { lang } = splitLanguagePath(location.pathname);
  const query = lang === DEFAULT_LANGUAGE ? "" : `?lang=${lang}`;
  const response = await fetch(`/api${cataloguePath(collection)}${query}`, {
    headers: { Accept: "application/json", "Accept-Language": INTERFACE_LANGUAGE },
  });
  if (!response.ok) return undefined;
  const body = await response.json() as { data?: Record<string, Listed[]> };
  return body.data?.[collection];
}

export async function warmCatalogue(): Promise<number> {
  if (!navigator.onLine || !(await serviceWorkerControlling())) return 0;
  const lists = await Promise.all(CATALOGUE_COLLECTIONS.map((c) => fetchList(c).catch(() => undefined)));
  // Uploaded photos: the resized copies this device shows, not the full-size originals.
  const queue = [...catalogueImages(lists)].flatMap(([url, copies]) => offlineCopies(url, copies, innerWidth, devicePixelRatio || 1));
  let fetched = 0;
  async function worker() {
    for (let url = queue.shift(); url; url = queue.shift()) {
      try {
        const response = await fetch(url);
        await response.arrayBuffer();
        if (response.ok) fetched++;
      } catch {
        // Offline again or a broken image: the page shows its placeholder for it.
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return fetched;
}

/** Schedules the warm-up when the main thread is idle, after the page has loaded. */
export function scheduleCatalogueWarmUp(): void {
  whenIdleAfterLoad(() => void warmCatalogue().catch(() => {}), 10_000);
}

/**
 * What the head of each public page says, from the catalogue snapshot: title ("{name} | Aurum
 * Voyages" on a detail page), description (the item's own, cut at a word), canonical address, preview
 * image and structured data. `imageOf` names the 1200x630 preview of an item's picture (undefined:
 * the site's preview is used). Null for a detail page whose item does not exist. A page in another
 * language than English has its fixed texts from that language's catalogue (`t`), its items' own
 * translation (the snapshot of that language) and its canonical address under the language's prefix.
 */
import { languagePath } from "../../contract/language-paths.ts";
import { DEFAULT_LANGUAGE, type SiteLanguage } from "../../contract/languages.ts";
import { metaDescription } from "../../contract/page-meta.ts";
import { pageTitle, SITE } from "../../contract/site.ts";
import type { Translate } from "./server-render.ts";
import type { Snapshot } from "./catalogue-snapshot.ts";
import type { PageHead } from "./head-tags.ts";
import * as ld from "./json-ld.ts";
import { alternatesOf, englishHead } from "./page-languages.ts";
import { detailPath, FIXED_PATHS, LIST_OF, type PublicPage } from "./public-pages.ts";

type WithImage = { imageUrl?: string; imageWidths?: number[]; imageFocus?: { x: number; y: number } };
export type ImageOf = (item: WithImage | null) => Promise<string | undefined>;

/** The page's language, and the translation of the head's fixed texts in it. */
export type HeadLanguage = { lang: SiteLanguage; t: Translate };

export async function describePage(
  snapshot: Snapshot,
  page: PublicPage,
  urls: ld.Urls,
  imageOf: ImageOf,
  { lang, t }: HeadLanguage = { lang: DEFAULT_LANGUAGE, t: englishHead },
): Promise<PageHead | null> {
  const siteImage = await imageOf(null);
  const siteImageRef = siteImage ? { url: siteImage, alt: t("meta.siteImageAlt") } : undefined;
  const own = (path: string) => ({ canonical: urls.page(languagePath(lang, path)), lang, alternates: alternatesOf(urls, path) });
  const listName = (list: "destinations" | "packages" | "activities") => t(`meta.${list}.title`);
  if (page.kind === "fixed") {
    const meta = page.page === "home"
      ? { title: undefined, description: t("site.description") }
      : { title: t(`meta.${page.page}.title`), description: t(`meta.${page.page}.description`, { brand: SITE.brand }) };
    const path = FIXED_PATHS[page.page];
    const jsonLd: object[] = [];
    if (page.page === "home" || page.page === "contact") jsonLd.push(ld.travelAgency(urls, siteImage));
    else {
      const kind = page.page === "destinations" ? "destination" : page.page === "packages" ? "package" : "activity";
      const items = snapshot[page.page] as { id: string; name: string }[];
      jsonLd.push(ld.itemList(urls, listName(page.page), items.map((item) => ({ name: item.name, path: languagePath(lang, detailPath(kind, item.id)) }))));
    }
    return { title: pageTitle(meta.title), description: meta.description, ...own(path), type: "website", image: siteImageRef, jsonLd };
  }

  if (page.id === null) return null;
  const item = snapshot[page.kind].get(page.id);
  if (!item) return null;
  const path = detailPath(page.kind, item.id);
  const ownImage = await imageOf(item);
  // The picture's own alternative text where staff wrote one, else the item's name.
  const image = ownImage ? { url: ownImage, alt: item.imageAlt ?? item.name } : siteImageRef;
  const list = LIST_OF[page.kind];
  const trail = ld.breadcrumbs(urls, [
    { name: t("header.home"), path: languagePath(lang, "/") },
    { name: listName(list), path: languagePath(lang, `/${list}`) },
    { name: item.name, path: languagePath(lang, path) },
  ]);
  let main: object;
  if (page.kind === "destination") {
    const packages = new Set(snapshot.packages.filter((pkg) => pkg.destinationId === item.id).map((pkg) => pkg.id));
    const activities = snapshot.activities.filter((activity) => activity.packageId !== undefined && packages.has(activity.packageId));
    main = ld.touristDestination(urls, snapshot.destination.get(item.id)!, activities, image?.url);
  } else if (page.kind === "package") {
    const activities = snapshot.activities.filter((activity) => activity.packageId === item.id);
    main = ld.touristTrip(urls, snapshot.package.get(item.id)!, activities, image?.url);
  } else {
    main = ld.touristAttraction(urls, snapshot.activity.get(item.id)!, image?.url);
  }
  return {
    title: pageTitle(item.name),
    description: metaDescription(item.description || t("site.description")),
    ...own(path),
    type: "article",
    image,
    jsonLd: [main, trail],
  };
}

/**
 * The head the server writes into the HTML answer of a page, and its status:
 * - a public catalogue page: its own head (page-heads.ts), built once per page and catalogue version
 *   and then served from memory;
 * - a detail page whose item does not exist: status 404 (the app shows its "not found" text), not indexed
 *   (answered from the snapshot's maps, never built);
 * - a login, registration, member or admin page: not indexed;
 * - any other address (`/ar/no-such-page`, `/no-such-page`): status 404, not indexed, titled "Page
 *   not found" in the address's language (the app shows its not-found page in that language).
 * A path under a language's prefix (`/fr/packages/x`) is the same page in that language.
 */
import { splitLanguagePath } from "../../contract/language-paths.ts";
import type { AppDeps } from "../http/context.ts";
import { catalogueSnapshot, isUnknownItem } from "./catalogue-snapshot.ts";
import { headTags, NOINDEX, titleTag } from "./head-tags.ts";
import { siteUrls } from "./json-ld.ts";
import { describePage, type ImageOf } from "./page-heads.ts";
import { headTranslator } from "./page-languages.ts";
import { PREVIEW_PATH, previewOf } from "./preview-names.ts";
import { isPrivatePage, publicPage } from "./public-pages.ts";
import { HOME_HERO_IMAGE } from "../../contract/page-hints.ts";
import { pageTitle } from "../../contract/site.ts";

export type PageAnswer = { status: 200 | 404; head: string };

const NOT_FOUND: PageAnswer = { status: 404, head: NOINDEX };
const PRIVATE: PageAnswer = { status: 200, head: NOINDEX };
const MAX_PAGES = 5_000;

const built = new WeakMap<Deno.Kv, { version: string; pages: Map<string, PageAnswer> }>();

export async function pageAnswer(deps: AppDeps, address: string): Promise<PageAnswer> {
  const { lang, path } = splitLanguagePath(address);
  if (isPrivatePage(path)) return PRIVATE;
  const page = publicPage(path);
  if (!page) {
    const t = await headTranslator(deps.config.WEB_DIST, lang);
    return { status: 404, head: `${titleTag(pageTitle(t("notFound.title")))}\n${NOINDEX}` };
  }
  const snapshot = await catalogueSnapshot(deps.catalogue, lang);
  if (page.kind !== "fixed" && isUnknownItem(snapshot, page)) return NOT_FOUND; // not kept: there is no end to such ids
  let cache = built.get(deps.kv);
  if (cache?.version !== snapshot.version) {
    cache = { version: snapshot.version, pages: new Map() };
    built.set(deps.kv, cache);
  }
  const key = `${lang}:${page.kind === "fixed" ? page.page : `${page.kind}/${page.id}`}`;
  const known = cache.pages.get(key);
  if (known) return known;
  const t = await headTranslator(deps.config.WEB_DIST, lang);
  const head = await describePage(snapshot, page, siteUrls(deps.siteUrl), previewUrls(deps), { lang, t });
  if (!head) return NOT_FOUND;
  const answer: PageAnswer = { status: 200, head: headTags(head) };
  if (cache.pages.size >= MAX_PAGES) cache.pages.clear();
  cache.pages.set(key, answer);
  return answer;
}

/** The absolute address of an item's preview image; the site's (the home hero's) for `null`. */
export function previewUrls(deps: AppDeps): ImageOf {
  return async (item) => {
    const preview = await previewOf(deps.config, item ?? { imageUrl: HOME_HERO_IMAGE });
    return preview ? `${deps.siteUrl}${PREVIEW_PATH}${preview.key}.jpg` : undefined;
  };
}

/**
 * The HTML of a public catalogue page announces what its first screen needs, so a first visit does
 * not wait for the app to discover it step by step (HTML, app code, page code, API answer, image):
 * - the page's own code chunk and the chunks it imports (from Vite's build manifest), in a JSON list
 *   the app's start-up script loads once the first screen has painted (web/src/boot.ts): announced
 *   as `modulepreload`, they would share a slow link with the style sheet and the main image;
 * - its main image (`preload`, high priority): the home hero, or the item's image on a detail page;
 * - the catalogue answers it shows, as the API would send them, in a JSON data block that the app
 *   reads before its first render (web/src/features/catalogue/api/preloaded-answers.ts).
 * Other paths, and unknown or malformed ids, get no hints: the app then asks the API as usual.
 * A page in another language than English carries the answers in that language, under the API
 * path the app asks for them (`/packages?lang=fr`).
 */
import { DEFAULT_LANGUAGE, type SiteLanguage } from "../../contract/languages.ts";
import { ID_PATTERN } from "../../contract/fields.ts";
import { mediaSrcSet } from "../../contract/media-variants.ts";
import { DETAIL_IMAGE_SIZES, HOME_HERO_IMAGE, PAGE_MODULES_ID, PRELOADED_ANSWERS_ID } from "../../contract/page-hints.ts";
import { type CatalogueCollection, cataloguePath } from "../../contract/catalogue-collections.ts";
import type { CatalogueReads } from "../services/catalogue-reads.ts";
import { escapeAttr, pageItemId } from "./html.ts";

type PublicPage = {
  pattern: RegExp;
  /** The page's module as named in the build manifest; the home page is part of the entry chunk. */
  module?: string;
  /** The item a detail page shows (its id is the pattern's first group). */
  item?: CatalogueCollection;
  /** The lists the page shows. */
  lists: CatalogueCollection[];
  /** A fixed main image; detail pages use their item's image. */
  image?: string;
};

/** The public catalogue pages of the route table (web/src/app/router.tsx) and what each shows. */
const PUBLIC_PAGES: PublicPage[] = [
  { pattern: /^\/$/, lists: ["destinations", "packages", "activities"], image: HOME_HERO_IMAGE },
  { pattern: /^\/destinations\/?$/, module: "src/app/routes/destinations.tsx", lists: ["destinations"] },
  { pattern: /^\/destinations\/([^/]+)\/?$/, module: "src/app/routes/destination-detail.tsx", item: "destinations", lists: ["packages", "activities"] },
  { pattern: /^\/packages\/?$/, module: "src/app/routes/packages.tsx", lists: ["packages", "activities"] },
  { pattern: /^\/packages\/([^/]+)\/?$/, module: "src/app/routes/package-detail.tsx", item: "packages", lists: ["activities"] },
  { pattern: /^\/activities\/?$/, module: "src/app/routes/activities.tsx", lists: ["activities"] },
  { pattern: /^\/activities\/([^/]+)\/?$/, module: "src/app/routes/activity-detail.tsx", item: "activities", lists: [] },
];

/** The module names the table uses, for the test that keeps it in step with the build. */
export const HINTED_MODULES = PUBLIC_PAGES.flatMap((page) => (page.module ? [page.module] : []));

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The HTML to add: `head` before `</head>`, `body` before `</body>`; null when the path has none.
 * `answers` are the data block's answers (API path to JSON text), from which the page is rendered;
 * `modules` the page's own chunks (for `modulesList`).
 */
export type DocumentHints = { head: string; body: string; answers: Map<string, string>; modules?: string[] };

/** The API path the app asks for a catalogue read in `lang` (web/src/features/catalogue/api/catalogue.ts). */
export const answerPath = (collection: CatalogueCollection, id: string | undefined, lang: SiteLanguage) =>
  `${cataloguePath(collection, id)}${lang === DEFAULT_LANGUAGE ? "" : `?lang=${lang}`}`;

/**
 * The hints for `path` (without its language prefix) in `lang`, of the build in `root`; the build
 * manifest is read only for a hinted page.
 */
export async function documentHints(
  catalogue: CatalogueReads,
  path: string,
  root: string,
  lang: SiteLanguage = DEFAULT_LANGUAGE,
): Promise<DocumentHints | null> {
  const page = PUBLIC_PAGES.find((candidate) => candidate.pattern.test(path));
  if (!page) return null;
  const answers = new Map<string, string>();
  let image = page.image;
  let imageWidths: number[] | undefined;
  if (page.item) {
    const id = pageItemId(page.pattern.exec(path)![1]);
    const item = id ? await catalogue.item(page.item, id, lang) : null;
    if (!item) return null; // the app shows its "not found" state from the API's own answer
    const text = new TextDecoder().decode(item.json);
    answers.set(answerPath(page.item, id!, lang), text);
    const data = (JSON.parse(text) as { data: { imageUrl?: unknown; imageWidths?: number[]; packageId?: unknown } }).data;
    image = typeof data.imageUrl === "string" ? data.imageUrl : undefined;
    imageWidths = data.imageWidths;
    // An activity's page also shows the package it belongs to.
    if (page.item === "activities" && typeof data.packageId === "string" && ID_PATTERN.test(data.packageId)) {
      const linked = await catalogue.item("packages", data.packageId, lang);
      if (linked) answers.set(answerPath("packages", data.packageId, lang), new TextDecoder().decode(linked.json));
    }
  }
  for (const name of page.lists) answers.set(answerPath(name, undefined, lang), new TextDecoder().decode((await catalogue.list(name, lang)).json));

  const manifest = page.module ? await readBuildManifest(root) : null;
  const head = image && isSameOrigin(image) ? imagePreload(image, imageWidths) : "";
  const modules = (page.module && manifest ? pageChunks(manifest, page.module) : []).map((file) => `/${file}`);
  return { head, body: dataBlockScript(answers), answers, modules };
}

/**
 * The site messages of the page's language, which the app's first render needs: every public page in every
 * language lists its one (undefined when the build names none).
 */
export async function siteMessagesModule(root: string, lang: SiteLanguage): Promise<string | undefined> {
  const manifest = await readBuildManifest(root);
  const key = manifest && Object.keys(manifest).find((name) => name.endsWith(`/locales/${lang}/site.json.js`));
  return key ? `/${manifest[key].file}` : undefined;
}

/**
 * The JSON list of a page's own modules (PAGE_MODULES_ID), for the head: fetched by the start-up
 * script with the app's code, not by the browser on reading it. Empty when there are none.
 */
export function modulesList(modules: string[]): string {
  if (!modules.length) return "";
  return jsonBlock(PAGE_MODULES_ID, modules);
}

/** Adds the hints to the app's index.html. */
export function withHints(html: string, hints: DocumentHints): string {
  return insertBefore(insertBefore(html, "</head>", hints.head), "</body>", hints.body);
}

/** The files a page's module needs beyond what index.html loads (none without a build manifest). */
export async function moduleChunks(root: string, module: string): Promise<string[]> {
  const manifest = await readBuildManifest(root);
  return manifest ? pageChunks(manifest, module).map((file) => `/${file}`) : [];
}

/** Reads `dist/.vite/manifest.json`; null when the build has none (a hand-made or older build). */
async function readBuildManifest(root: string): Promise<BuildManifest | null> {
  try {
    return JSON.parse(await Deno.readTextFile(`${root}/.vite/manifest.json`)) as BuildManifest;
  } catch {
    return null;
  }
}

/** The files of `module` and of every chunk it imports, except those index.html already loads. */
export function pageChunks(manifest: BuildManifest, module: string): string[] {
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const loaded = entry ? closure(entry, new Set()) : new Set<string>();
  return [...closure(module, new Set())].filter((key) => !loaded.has(key)).map((key) => manifest[key].file);
}

function imagePreload(src: string, widths: number[] | undefined): string {
  const srcset = mediaSrcSet(src, widths);
  const responsive = srcset ? ` imagesrcset="${escapeAttr(srcset)}" imagesizes="${DETAIL_IMAGE_SIZES}"` : "";
  return `<link rel="preload" as="image" href="${escapeAttr(src)}"${responsive} fetchpriority="high">`;
}

/**
 * The data block: `{"/packages": {...answer}, ...}` in a JSON script element, safe inside it: no `<`
 * survives unescaped.
 */
export function dataBlockScript(answers: Map<string, string>): string {
  const members = [...answers].map(([path, json]) => `${JSON.stringify(path)}:${json}`);
  return jsonScript(PRELOADED_ANSWERS_ID, `{${members.join(",")}}`);
}

/** A JSON block of the page holding `value`, by the id `id`. */
export function jsonBlock(id: string, value: unknown): string {
  return jsonScript(id, JSON.stringify(value));
}

/** `<` is written as its escape: no text inside can end the script element. */
const jsonScript = (id: string, json: string) => `<script type="application/json" id="${id}">${json.replaceAll("<", "\\u003c")}</script>`;

const isSameOrigin = (src: string) => src.startsWith("/") && !src.startsWith("//");

function insertBefore(html: string, tag: string, snippet: string): string {
  if (!snippet) return html;
  const at = html.lastIndexOf(tag);
  return at < 0 ? html + snippet : `${html.slice(0, at)}${snippet}\n${html.slice(at)}`;
}

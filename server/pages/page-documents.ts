/**
 * The whole HTML answer of a public page (`/`, the three lists, a destination, package or activity,
 * `/contact`), built once per page and catalogue version and then served from memory as bytes (and
 * its gzip and Brotli forms, each compressed once), so serving a page costs about what serving a
 * file does:
 * - the app's index.html with the page's first-screen hints and data block, its language's message
 *   catalogue (document-hints.ts) and its own head (page-answers.ts);
 * - inside #root, the page rendered by the web app's own components (server-render.ts) from the
 *   answers of that data block, which the browser then hydrates.
 * An unknown item's page is rendered with the API's "not found" answer for the item in its data
 * block (the page's own not-found text) and answers 404. Such ids are free to invent, so that page
 * costs what a found one does: its document is built once per address shape (collection, language,
 * trailing slash) and catalogue version with a placeholder id, kept split where the id goes, and
 * each request only writes its id into it (a malformed id's document names none and is kept whole).
 * A build without the renderer gets the same document with an empty #root.
 * Each page exists in every site language (`/fr/packages/x`): its document is built and kept per
 * language too, with `<html lang dir>` of that language.
 */
import { brotliCompress, constants as zlib } from "node:zlib";
import { splitLanguagePath } from "../../contract/language-paths.ts";
import { withDocumentLanguage } from "./page-languages.ts";
import type { PageOrigin } from "../../contract/lead-origin.ts";
import type { AppDeps } from "../http/context.ts";
import { ACTIVITY_NOT_FOUND } from "../kv/activities.ts";
import { DESTINATION_NOT_FOUND } from "../kv/destinations.ts";
import { PACKAGE_NOT_FOUND } from "../kv/packages.ts";
import { catalogueSnapshot, isUnknownItem } from "./catalogue-snapshot.ts";
import { withPageHead } from "./head-tags.ts";
import { pageAnswer } from "./page-answers.ts";
import { type DetailKind, LIST_OF, publicPage } from "./public-pages.ts";
import { answerPath, dataBlockScript, documentHints, jsonBlock, modulesList, siteMessagesModule, withHints } from "./document-hints.ts";
import { INQUIRY_FORM_STATE_ID, type InquiryFormState } from "../../contract/inquiry-form-page.ts";
import { type PageRenderer, pageRenderer } from "./server-render.ts";
import { log } from "../observe/log.ts";

export type PageDocument = {
  status: 200 | 404;
  html: Uint8Array<ArrayBuffer>;
  gzip?: Promise<Uint8Array<ArrayBuffer>>;
  brotli?: Promise<Uint8Array<ArrayBuffer>>;
  /**
   * Built for one request (an unknown id's page, a few KB): sent as it is, since compressing it for
   * that request alone would cost more than building it did.
   */
  once?: true;
};

const NOT_FOUND: Record<DetailKind, string> = {
  destination: DESTINATION_NOT_FOUND,
  package: PACKAGE_NOT_FOUND,
  activity: ACTIVITY_NOT_FOUND,
};
const ROOT_ELEMENT = '<div id="root"></div>';
const MAX_PAGES = 5_000;

/** The documents of one catalogue version; a document being built is shared by its requests. */
type Documents = {
  version: string;
  pages: Map<string, Promise<PageDocument | null>>;
  /** An unknown item's document by address shape: split where the id goes, or whole when it names none. */
  missing: Map<string, Promise<string[] | PageDocument | null>>;
};

/** Per database, the documents of the current catalogue version. */
const built = new WeakMap<Deno.Kv, Documents>();

/**
 * The id an unknown item's document is built with, then replaced by each request's: a well-formed
 * id (ID_PATTERN) that names nothing and appears nowhere else in a page.
 */
const PLACEHOLDER_ID = `zz${crypto.randomUUID().replaceAll("-", "")}`;
/** The id segment of a detail page's address: what is before it, and a trailing slash. */
const ID_SEGMENT = /^(.*\/)[^/]+(\/?)$/;

/** The document of the public page at `path` of the build in `root`; null when `path` is no public page. */
export async function pageDocument(deps: AppDeps, path: string, root: string): Promise<PageDocument | null> {
  const page = publicPage(splitLanguagePath(path).path);
  if (!page) return null;
  const snapshot = await catalogueSnapshot(deps.catalogue);
  let cache = built.get(deps.kv);
  if (cache?.version !== snapshot.version) {
    cache = { version: snapshot.version, pages: new Map(), missing: new Map() };
    built.set(deps.kv, cache);
  }
  if (page.kind !== "fixed" && isUnknownItem(snapshot, page)) return await missingDocument(deps, cache.missing, path, page.id, root);
  const document = await shared(cache.pages, path, () => buildDocument(deps, path, root));
  if (document?.status !== 200) cache.pages.delete(path);
  return document;
}

/**
 * The 404 document of an unknown item at `address` (`id` null: malformed), from the kept document
 * of its address shape with `id` written in.
 */
async function missingDocument(
  deps: AppDeps,
  documents: Documents["missing"],
  address: string,
  id: string | null,
  root: string,
): Promise<PageDocument | null> {
  const [, before, slash] = ID_SEGMENT.exec(address)!;
  // A malformed id's page names no id (it is not rendered): "!" stands for any of them.
  const shape = `${before}${id === null ? "!" : PLACEHOLDER_ID}${slash}`;
  const kept = await shared(documents, shape, async () => {
    const document = await buildDocument(deps, shape, root);
    if (!document) return null;
    const parts = new TextDecoder().decode(document.html).split(PLACEHOLDER_ID);
    return parts.length === 1 ? document : parts;
  });
  if (!kept) documents.delete(shape);
  if (!kept || !Array.isArray(kept)) return kept;
  return { status: 404, html: new TextEncoder().encode(kept.join(id!)), once: true };
}

/** The value of `key` in `map`, built by `build` when missing; a failed build is not kept. */
function shared<T>(map: Map<string, Promise<T>>, key: string, build: () => Promise<T>): Promise<T> {
  const known = map.get(key);
  if (known) return known;
  if (map.size >= MAX_PAGES) map.clear();
  const building = build();
  map.set(key, building);
  building.catch(() => map.delete(key));
  return building;
}

/** The gzip form of a document, compressed once. */
export function gzipOf(document: PageDocument): Promise<Uint8Array<ArrayBuffer>> {
  document.gzip ??= new Response(new Blob([document.html]).stream().pipeThrough(new CompressionStream("gzip")))
    .arrayBuffer().then((bytes) => new Uint8Array(bytes));
  return document.gzip;
}

/** The Brotli form of a document, compressed once, at the highest quality (off the main thread). */
export function brotliOf(document: PageDocument): Promise<Uint8Array<ArrayBuffer>> {
  document.brotli ??= new Promise((resolve, reject) =>
    brotliCompress(document.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }, (error, bytes) =>
      error ? reject(error) : resolve(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength))
    )
  );
  return document.brotli;
}

/**
 * The document of the detail page at `path` answering its inquiry form's post: built for this
 * request, its form showing `form` (the state is also in the page, for the app's form to start from).
 */
export async function formPageDocument(deps: AppDeps, path: string, root: string, form: InquiryFormState): Promise<PageDocument | null> {
  return await buildDocument(deps, path, root, form);
}

/**
 * The document of a package's or activity's page reached with an origin (UTM parameters in its
 * address, another site's referrer): built for this request, its form's hidden fields holding the
 * origin, so a form posted without JavaScript keeps where the visitor came from. Null for any other page.
 */
export async function originPageDocument(deps: AppDeps, address: string, root: string, origin: PageOrigin): Promise<PageDocument | null> {
  const page = publicPage(splitLanguagePath(address).path);
  if (!page || (page.kind !== "package" && page.kind !== "activity") || page.id === null) return null;
  return await buildDocument(deps, address, root, { itemId: page.id, values: {}, key: `form-${crypto.randomUUID()}`, origin });
}

async function buildDocument(deps: AppDeps, address: string, root: string, form: InquiryFormState | null = null): Promise<PageDocument | null> {
  const shell = await Deno.readTextFile(`${root}/index.html`).catch(() => null);
  if (shell === null) return null;
  const { lang, path } = splitLanguagePath(address);
  const renderer = await pageRenderer(root);
  const head = await pageAnswer(deps, address);
  let hints = await documentHints(deps.catalogue, path, root, lang);
  const page = publicPage(path);
  if (renderer && head?.status === 404 && page && page.kind !== "fixed" && page.id !== null) {
    // The page shows its "not found" text from the API's own answer for the item, in the server's
    // HTML and in the browser's first render alike.
    const answers = new Map([[answerPath(LIST_OF[page.kind], page.id, lang), JSON.stringify({ message: NOT_FOUND[page.kind], code: "not_found" })]]);
    hints = { head: "", body: dataBlockScript(answers), answers };
  }
  const messages = await siteMessagesModule(root, lang);
  const modules = [...(messages ? [messages] : []), ...(hints?.modules ?? [])];
  const preloads = [modulesList(modules), hints?.head ?? ""].filter(Boolean).join("\n");
  const body = [hints?.body ?? "", form ? jsonBlock(INQUIRY_FORM_STATE_ID, form) : ""].filter(Boolean).join("\n");
  let html = withDocumentLanguage(withHints(shell, { head: preloads, body, answers: new Map() }), lang);
  if (head) html = withPageHead(html, head.head);
  if (renderer && (hints || page?.kind === "fixed")) {
    const rendered = await render(renderer, address, hints?.answers ?? new Map(), form);
    // A replacer function: a string replacement would read `$&`, `$\`` and the like in the page's text.
    if (rendered !== null) html = html.replace(ROOT_ELEMENT, () => `<div id="root">${rendered}</div>`);
  }
  return { status: head?.status ?? 200, html: new TextEncoder().encode(html) };
}

/** The page's HTML from the web app's renderer; null when it fails (the browser then renders it). */
async function render(renderer: PageRenderer, path: string, answers: Map<string, string>, form: InquiryFormState | null): Promise<string | null> {
  try {
    return await renderer.renderPage(path, Object.fromEntries([...answers].map(([key, json]) => [key, JSON.parse(json)])), form);
  } catch (error) {
    log.error(`Rendering ${path} on the server failed; the browser renders it.`, { error });
    return null;
  }
}

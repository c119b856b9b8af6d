/**
 * The web app's own renderer of its public pages (web/src/entry-server.tsx, built by
 * `vite build --ssr` into `dist/.ssr/entry-server.js` of the web build): imported on the first
 * public page, once per build folder. A build without it (a hand-made or older build) gets null,
 * and its pages are rendered by the browser alone.
 */
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { log } from "../observe/log.ts";
import type { InquiryFormState } from "../../contract/inquiry-form-page.ts";
import type { ProposalPageState } from "../../contract/proposals/page.ts";
import type { TripPageState } from "../../contract/trips/page.ts";

/** The folder of the build that holds the renderer; never served (web-app.ts). */
export const RENDERER_DIR = ".ssr";

/** A message of the web app's catalogues in one language, with its ICU arguments filled in. */
export type Translate = (id: string, values?: Record<string, string | number>) => string;

export type PageRenderer = {
  /**
   * The HTML inside #root for `path`, from the answers (API path to answer) of its data block, and
   * for a page answering its inquiry form's post, that form's state (an older build ignores it);
   * for a traveller's proposal page or trip page, its state.
   */
  renderPage(
    path: string,
    answers: Record<string, unknown>,
    inquiryForm?: InquiryFormState | null,
    proposalPage?: ProposalPageState | null,
    tripPage?: TripPageState | null,
  ): Promise<string>;
  /** The translation function of a site language's catalogue (an older build has none). */
  translator?(lang: string): Promise<Translate>;
};

const loaded = new Map<string, Promise<PageRenderer | null>>();

export function pageRenderer(root: string): Promise<PageRenderer | null> {
  const file = join(resolve(root), RENDERER_DIR, "entry-server.js");
  let renderer = loaded.get(file);
  if (!renderer) {
    renderer = load(file);
    loaded.set(file, renderer);
  }
  return renderer;
}

async function load(file: string): Promise<PageRenderer | null> {
  try {
    await Deno.stat(file);
  } catch {
    return null;
  }
  try {
    const module = await import(pathToFileURL(file).href) as Partial<PageRenderer>;
    if (typeof module.renderPage !== "function") return null;
    return { renderPage: module.renderPage, translator: typeof module.translator === "function" ? module.translator : undefined };
  } catch (error) {
    log.error(`The page renderer ${file} could not be loaded; pages are rendered by the browser.`, { error });
    return null;
  }
}

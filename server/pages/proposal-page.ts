/**
 * The documents of a traveller's private pages, the proposal page (`/proposals/{token}`) and the
 * trip page (`/trips/{token}`), built for each request (each is one traveller's, never kept or
 * shared): the app's index.html with the page's state as a JSON block, its site messages and the
 * page's own chunks listed for the start-up script, a title and `noindex`, and inside #root the
 * page rendered by the web app's own components from that state, which the browser then hydrates.
 * A build without the renderer gets an empty #root.
 */
import { splitLanguagePath } from "../../contract/language-paths.ts";
import { PROPOSAL_PAGE_ID, type ProposalPageState } from "../../contract/proposals/page.ts";
import { pageTitle } from "../../contract/site.ts";
import { TRIP_PAGE_ID, type TripPageState } from "../../contract/trips/page.ts";
import { log } from "../observe/log.ts";
import { jsonBlock, moduleChunks, modulesList, siteMessagesModule, withHints } from "./document-hints.ts";
import { NOINDEX, titleTag, withPageHead } from "./head-tags.ts";
import { withDocumentLanguage } from "./page-languages.ts";
import { type PageRenderer, pageRenderer } from "./server-render.ts";

/** The page's module as the build manifest names it. */
export const PROPOSAL_PAGE_MODULE = "src/app/routes/proposal.tsx";
export const TRIP_PAGE_MODULE = "src/app/routes/trip.tsx";
const ROOT_ELEMENT = '<div id="root"></div>';

type PrivatePage = {
  module: string;
  id: string;
  state: unknown;
  title?: string;
  render(renderer: PageRenderer): Promise<string>;
};

async function privatePageDocument(address: string, root: string, page: PrivatePage): Promise<string | null> {
  const shell = await Deno.readTextFile(`${root}/index.html`).catch(() => null);
  if (shell === null) return null;
  const { lang } = splitLanguagePath(address);
  const [renderer, messages, chunks] = await Promise.all([pageRenderer(root), siteMessagesModule(root, lang), moduleChunks(root, page.module)]);
  const modules = [...(messages ? [messages] : []), ...chunks];
  let html = withHints(shell, { head: modulesList(modules), body: jsonBlock(page.id, page.state), answers: new Map() });
  html = withPageHead(withDocumentLanguage(html, lang), `${titleTag(pageTitle(page.title))}\n${NOINDEX}`);
  if (!renderer) return html;
  try {
    const rendered = await page.render(renderer);
    // A replacer function: a string replacement would read `$&` and the like in the page's text.
    return html.replace(ROOT_ELEMENT, () => `<div id="root">${rendered}</div>`);
  } catch (error) {
    log.error(`Rendering ${address} on the server failed; the browser renders it.`, { error });
    return html;
  }
}

/** The HTML of the proposal page at `address` showing `state`; null without a build. */
export function proposalPageDocument(address: string, root: string, state: ProposalPageState): Promise<string | null> {
  return privatePageDocument(address, root, {
    module: PROPOSAL_PAGE_MODULE,
    id: PROPOSAL_PAGE_ID,
    state,
    title: state.proposal?.title,
    render: (renderer) => renderer.renderPage(address, {}, null, state),
  });
}

/** The HTML of the trip page at `address` showing `state`; null without a build. */
export function tripPageDocument(address: string, root: string, state: TripPageState): Promise<string | null> {
  return privatePageDocument(address, root, {
    module: TRIP_PAGE_MODULE,
    id: TRIP_PAGE_ID,
    state,
    title: state.trip?.title,
    render: (renderer) => renderer.renderPage(address, {}, null, null, state),
  });
}

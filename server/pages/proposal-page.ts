/**
 * The document of a traveller's proposal page (`/proposals/{token}`), built for each request (it
 * is one traveller's, never kept or shared): the app's index.html with the page's state as a JSON
 * block, its site messages and the page's own chunks listed for the start-up script, a title and
 * `noindex`, and inside #root the page rendered by the web app's own components from that state,
 * which the browser then hydrates. A build without the renderer gets an empty #root.
 */
import { splitLanguagePath } from "../../contract/language-paths.ts";
import { PROPOSAL_PAGE_ID, type ProposalPageState } from "../../contract/proposals/page.ts";
import { pageTitle } from "../../contract/site.ts";
import { log } from "../observe/log.ts";
import { jsonBlock, moduleChunks, modulesList, siteMessagesModule, withHints } from "./document-hints.ts";
import { NOINDEX, titleTag, withPageHead } from "./head-tags.ts";
import { withDocumentLanguage } from "./page-languages.ts";
import { pageRenderer } from "./server-render.ts";

/** The page's module as the build manifest names it. */
export const PROPOSAL_PAGE_MODULE = "src/app/routes/proposal.tsx";
const ROOT_ELEMENT = '<div id="root"></div>';

/** The HTML of the proposal page at `address` showing `state`; null without a build. */
export async function proposalPageDocument(address: string, root: string, state: ProposalPageState): Promise<string | null> {
  const shell = await Deno.readTextFile(`${root}/index.html`).catch(() => null);
  if (shell === null) return null;
  const { lang } = splitLanguagePath(address);
  const [renderer, messages, chunks] = await Promise.all([pageRenderer(root), siteMessagesModule(root, lang), moduleChunks(root, PROPOSAL_PAGE_MODULE)]);
  const modules = [...(messages ? [messages] : []), ...chunks];
  let html = withHints(shell, { head: modulesList(modules), body: jsonBlock(PROPOSAL_PAGE_ID, state), answers: new Map() });
  html = withPageHead(withDocumentLanguage(html, lang), `${titleTag(pageTitle(state.proposal?.title))}\n${NOINDEX}`);
  if (!renderer) return html;
  try {
    const rendered = await renderer.renderPage(address, {}, null, state);
    // A replacer function: a string replacement would read `$&` and the like in the page's text.
    return html.replace(ROOT_ELEMENT, () => `<div id="root">${rendered}</div>`);
  } catch (error) {
    log.error(`Rendering ${address} on the server failed; the browser renders it.`, { error });
    return html;
  }
}

/**
 * A web build for in-process tests of the server's pages: made once per test file (the first call
 * builds it, later calls get the same folder) and removed when the file's tests end.
 */
import { buildRenderer } from "../../scripts/build-web.ts";
import { copy } from "./copy-dir.ts";

/** A site folder holding the shell `index.html`, then what `fill` adds to it. */
export function onceSite(prefix: string, fill: (root: string) => Promise<void>): () => Promise<string> {
  let built: Promise<string> | undefined;
  return () =>
    built ??= (async () => {
      const root = await Deno.makeTempDir({ prefix });
      globalThis.addEventListener("unload", () => Deno.removeSync(root, { recursive: true }));
      await Deno.copyFile(new URL("../../web/index.html", import.meta.url), `${root}/index.html`);
      await fill(root);
      return root;
    })();
}

/** A site with the app's real server renderer (`.ssr`), built from the sources. */
export const rendererSite = (prefix: string) => onceSite(prefix, (root) => buildRenderer(`${root}/.ssr`));

/** Copies the web app's public images into a site's `images/` (the demo catalogue's pictures). */
export const copyImages = (root: string) => copy(new URL("../../web/public/images", import.meta.url).pathname, `${root}/images`);

/** A site with the web app's public images (`/images/...`) beside the shell. */
export const imagesSite = (prefix: string) => onceSite(prefix, copyImages);

/**
 * React Router's production build is one module holding all of the library, and two kinds of its
 * top-level statements keep parts this app never uses in the `framework` chunk of every first visit:
 * its components made with `React.forwardRef(...)` (`Link`, `NavLink`, `Form` and the fetcher form),
 * a call the bundler cannot know to be pure, and the `X.displayName = "X"` labels for React's
 * developer tools written on its components and contexts, each a property write the bundler keeps
 * (and with it the component: `Form` brings `useSubmit`, `ScrollRestoration` its storage, `Link`
 * the framework mode's route prefetching). This marks those calls pure and drops those labels, in
 * that module alone, so what the app imports stays and the rest goes. The app's own links are in
 * src/i18n/link.tsx. The build stops should a new version of the library no longer match, so that
 * the saving is not lost unnoticed.
 */
import type { Plugin } from "vite";

/** React Router's production build, aliased in vite.config.ts. */
const ROUTER = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
/** `var Link = React10.forwardRef(`: a component made at the module's top level. */
const FORWARD_REF = /^(var \w+ = )(React\d*\.forwardRef\()/gm;
/** `Link.displayName = "Link";` on a line of its own at the module's top level. */
const DISPLAY_NAME = /^\w+\.displayName = "[\w.]+";\n/gm;

export function unusedRouterParts(): Plugin {
  return {
    name: "unused-router-parts",
    apply: "build",
    transform: {
      filter: { id: ROUTER },
      handler(code, id) {
        if (!code.includes("forwardRef(")) return undefined;
        const pure = code.replace(FORWARD_REF, "$1/* @__PURE__ */ $2");
        const out = pure.replace(DISPLAY_NAME, "");
        if (pure === code || out === pure) this.error(`${id}: React Router's components or labels are no longer found (web/build/unused-router-parts.ts)`);
        return { code: out, map: null };
      },
    },
  };
}

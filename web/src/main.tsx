import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { loadPageOf } from "./app/router.tsx";
import { splitLanguagePath } from "@contract/language-paths.ts";
import { loadSiteMessages } from "./i18n/site-messages.ts";
import { registerServiceWorker } from "./features/offline/sw-registration.ts";
import { scheduleCatalogueWarmUp } from "./features/offline/warm-catalogue.ts";
import { startOutboxSyncWhenNeeded } from "./features/inquiries/outbox/outbox-start.ts";
import { whenIdleAfterLoad } from "./lib/after-load.ts";
import { APP_TAKING_OVER_EVENT } from "./lib/app-ready.ts";
import "./styles/index.css";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");
// The start-up script (boot.ts) has applied a member's theme and loads this module: at once, or on a
// page rendered by the server once its first screen has painted. Such a page's HTML is hydrated once
// the page's code and its own texts are loaded (the start-up script asked for the code with this
// one), and the app's first render matches it exactly. Nothing of it then waits while hydrating: a
// press during hydration makes React hydrate the part pressed at once and handle the press, where a
// part waiting for its texts would drop it.
// The service worker's offline shell has an empty root: the app renders it. Without server HTML the
// app still waits briefly for the page's code, to paint the page at once instead of a spinner first.
// (A `.then`, not a top-level await: that would keep the bundler from folding shared code into this chunk.)
const serverRendered = root.firstElementChild !== null;
// Where the visit came from, from its first page (sent with an inquiry, a bespoke request, a hand-over).
// The site messages of the page's language are needed by its first render (the server's HTML announces it);
// English stands in when it cannot be loaded.
const messages = loadSiteMessages(splitLanguagePath(location.pathname).lang)
  .catch(() => loadSiteMessages("en"))
  .catch(() => undefined);
void Promise.all([loadPageOf(location.pathname, serverRendered ? 30_000 : 1500), messages]).then(() => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A transition lets React render the first screen in slices, so the main thread never blocks long.
  // From here React hears the visitor's presses itself (the start-up script stops keeping them).
  dispatchEvent(new Event(APP_TAKING_OVER_EVENT));
  startTransition(() => {
    if (serverRendered) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
});

// The inquiry outbox (Dexie) is loaded only when something may be queued on this device.
startOutboxSyncWhenNeeded();
if (import.meta.env.PROD) {
  // Once the page has loaded and the first screen is rendered (the main thread is idle), so neither
  // the registration nor the precache download competes with the first screen.
  whenIdleAfterLoad(() => registerServiceWorker(), 5_000);
  scheduleCatalogueWarmUp();
}

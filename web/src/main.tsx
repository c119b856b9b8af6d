import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { readSessionUser } from "./app/auth.tsx";
import { loadPageOf } from "./app/router.tsx";
import { registerServiceWorker } from "./features/offline/sw-registration.ts";
import { scheduleCatalogueWarmUp } from "./features/offline/warm-catalogue.ts";
import { startOutboxSyncWhenNeeded } from "./features/inquiries/outbox/outbox-start.ts";
import { whenIdleAfterLoad } from "./lib/after-load.ts";
import { applyTheme } from "./lib/theme.ts";
import "./styles/index.css";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");
// A member's theme is on the page before its first paint (the session keeps it in step afterwards).
applyTheme(readSessionUser()?.preferences?.general?.theme ?? "dark");
// The page's code is usually on its way already (the server names it in the HTML): waiting for it
// paints the page at once instead of a spinner first and the page one render later. (A `.then`,
// not a top-level await: that would keep the bundler from folding shared code into this chunk.)
void loadPageOf(location.pathname, 1500).then(() => {
  // A transition lets React render the first screen in slices, so the main thread never blocks long.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
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

import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { registerServiceWorker } from "./features/offline/sw-registration.ts";
import { scheduleCatalogueWarmUp } from "./features/offline/warm-catalogue.ts";
import "./styles/index.css";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The inquiry outbox (Dexie) loads after the page: it is not needed to show the first screen.
globalThis.addEventListener("load", () => void import("./lib/outbox.ts").then((outbox) => outbox.startOutboxSync()), { once: true });
if (import.meta.env.PROD) {
  registerServiceWorker();
  scheduleCatalogueWarmUp();
}

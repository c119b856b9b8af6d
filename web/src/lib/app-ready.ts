/**
 * Two events the app sends on `window`, for the start-up script (web/src/boot.ts), which presses
 * again a button the visitor pressed before the app could hear it: APP_TAKING_OVER right before the
 * app hydrates or renders the page (from then on React itself hears the visitor's presses: it
 * hydrates the part pressed at once), APP_READY once the app's page is on the screen, hydrated or
 * rendered (its first commit with the page, not only the header around it).
 */
export const APP_TAKING_OVER_EVENT = "app-taking-over";
export const APP_READY_EVENT = "app-ready";

let ready = false;

/**
 * Says, once, that the app has taken the page over: APP_READY, and a User Timing mark of the same
 * name (the moment shows in the browser's performance tools; tests wait for it).
 */
export function announceAppReady(): void {
  if (ready) return;
  ready = true;
  performance.mark(APP_READY_EVENT);
  dispatchEvent(new Event(APP_READY_EVENT));
}

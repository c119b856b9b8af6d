/**
 * Two events the app sends on `window`, for the start-up script (web/src/boot.ts), which presses
 * again a button the visitor pressed before the app could hear it: APP_TAKING_OVER right before the
 * app hydrates or renders the page (from then on React itself hears, and replays, the visitor's
 * presses), APP_READY once the app has taken the page over (its first commit).
 */
export const APP_TAKING_OVER_EVENT = "app-taking-over";
export const APP_READY_EVENT = "app-ready";

/**
 * Where the web app keeps a member's session on the device (localStorage), in a module of its own:
 * the app's small start-up script reads it before the rest of the app has loaded (web/src/boot.ts).
 */
export const AUTH_TOKEN_KEY = "authToken";
export const CURRENT_USER_KEY = "currentUser";

/**
 * Public pages arrive rendered by the server (server/pages/page-documents.ts), and the browser then
 * hydrates that HTML: its first render must produce exactly what the server wrote. Whatever the
 * server cannot know (the session kept on this device, whether an image is near the viewport) is
 * therefore rendered as the server did during that first render, and read from the browser after it.
 */
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** True while rendering on the server or hydrating the server's HTML; false in every later render. */
export function useServerHtml(): boolean {
  return useSyncExternalStore(subscribe, () => false, () => true);
}

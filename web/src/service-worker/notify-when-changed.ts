/**
 * A Workbox plugin that tells every open page when a background revalidation brought an answer
 * different from the cached one, so the page can refetch it (the "revalidate" half of
 * stale-while-revalidate becomes visible without a reload).
 */
import type { WorkboxPlugin } from "workbox-core";

declare const self: ServiceWorkerGlobalScope;

export function notifyWhenChanged(type: string): WorkboxPlugin {
  return {
    async cacheDidUpdate({ oldResponse, newResponse, request }) {
      if (!oldResponse) return;
      const [before, after] = await Promise.all([oldResponse.clone().text(), newResponse.clone().text()]);
      if (before === after) return;
      const clients = await self.clients.matchAll({ type: "window" });
      for (const client of clients) client.postMessage({ type, url: request.url });
    },
  };
}

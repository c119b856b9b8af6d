/**
 * A Workbox plugin for cached answers of things that can stop existing (a deleted or unpublished
 * catalogue item): when the server answers 404 for a request, its cached answer is deleted, so the
 * item is not shown from this device's cache again, offline either.
 */
import type { WorkboxPlugin } from "workbox-core";

export function forgetWhenGone(cacheName: string): WorkboxPlugin {
  return {
    async fetchDidSucceed({ request, response }) {
      if (response.status === 404) await (await caches.open(cacheName)).delete(request, { ignoreVary: true });
      return response;
    },
  };
}

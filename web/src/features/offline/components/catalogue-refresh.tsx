import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

/**
 * Listens for the service worker's "CATALOGUE_UPDATED" (a background revalidation brought new
 * data) and refetches the catalogue queries, so fresh content appears without a reload.
 */
export function CatalogueRefresh() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === "CATALOGUE_UPDATED") {
        void queryClient.invalidateQueries({ queryKey: ["catalogue"] });
      }
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    return () => navigator.serviceWorker.removeEventListener("message", onMessage);
  }, [queryClient]);
  return null;
}

import { QueryClient } from "@tanstack/react-query";
import { ApiError, isNotSavedOffline } from "./api-client.ts";
import { browserIsOnline } from "./browser-online.ts";

/**
 * Client errors (4xx) and cancels are final, and so is a read the device has not saved while the
 * browser is offline (asked again on reconnecting). Other failures get two more tries, including
 * that same answer while the browser is online: the network failed under the service worker, which
 * just after reconnecting can still be cut off for a moment.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isNotSavedOffline(error) && !browserIsOnline()) return false;
  if (error instanceof ApiError) {
    if (error.code === "cancelled") return false;
    if (error.status >= 400 && error.status < 500) return false;
  }
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Back online, the reads on screen that failed are asked again (a catalogue page this device had
 * not saved appears). The query client's own reconnect refetch misses a page opened while already
 * offline: it never heard "offline", so "online" is no change to it. Answers the listener's removal.
 */
export function retryFailedWhenOnline(client: QueryClient): () => void {
  const retry = () => void client.refetchQueries({ type: "active", predicate: (query) => query.state.status === "error" });
  addEventListener("online", retry);
  return () => removeEventListener("online", retry);
}

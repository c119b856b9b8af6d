import { QueryClient } from "@tanstack/react-query";
import { ApiError, isNotSavedOffline } from "./api-client.ts";

/**
 * Client errors (4xx), cancels and a read the device has not saved while offline are final (asked
 * again on reconnecting); other failures get two more tries.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isNotSavedOffline(error)) return false;
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

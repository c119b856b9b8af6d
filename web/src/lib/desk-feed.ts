/**
 * The staff desks' live lists. `getDeskList` reads a desk's list with the ETag of the copy it holds
 * (If-None-Match): an unchanged list is a 304 and the same array comes back, so nothing re-renders.
 * `useDeskFeed` follows `GET /api/desk/events` (server-sent events) and reads a desk's list again
 * when the server says it changed; the list's own interval refresh is only the fallback.
 */
import { type Desk, DESK_FEED, type DeskChange } from "@contract/desk-feed.ts";
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect, useEffectEvent } from "react";
import { ApiError, get } from "./api-client.ts";
import { streamEvents } from "./sse.ts";

export { DESK_FEED };

/** The last list read per path, with its ETag. */
const held = new Map<string, { etag: string; data: unknown }>();

/** GET a desk's list; answers the list held when the server says it has not changed (304). */
export async function getDeskList<T>(path: string, signal?: AbortSignal): Promise<T> {
  const known = held.get(path);
  let etag: string | null = null;
  const data = await get<T>(path, {
    signal,
    headers: known ? { "If-None-Match": known.etag } : undefined,
    onHeaders: (headers) => {
      etag = headers.get("etag");
    },
    notModified: () => known?.data,
  });
  if (etag) held.set(path, { etag, data });
  else held.delete(path);
  return data;
}

/** Waits before opening the stream again: 1 s, doubling up to 30 s. */
const retryDelay = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt);

/**
 * While mounted, reads each desk's list (its query `keys[desk]`) again as soon as the server says
 * it changed. Reconnects after a dropped stream; stops for good on 401/403.
 */
export function useDeskFeed(keys: Partial<Record<Desk, QueryKey>>): void {
  const queryClient = useQueryClient();
  const desks = (Object.keys(keys) as Desk[]).sort().join(",");
  const onChange = useEffectEvent((change: DeskChange) => {
    const key = keys[change.desk];
    if (key) void queryClient.invalidateQueries({ queryKey: key });
  });
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const open = () => {
      streamEvents(`/desk/events?desks=${desks}`, {
        signal: controller.signal,
        onEvent: (event, data) => {
          attempt = 0;
          if (event === "changed") onChange(data as DeskChange);
        },
      }).then(() => true, (error: unknown) => !(error instanceof ApiError && (error.status === 401 || error.status === 403)))
        .then((again) => {
          if (again && !controller.signal.aborted) timer = setTimeout(open, retryDelay(attempt++));
        });
    };
    open();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [desks]);
}

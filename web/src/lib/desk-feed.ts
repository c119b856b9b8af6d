/**
 * The staff desks' live lists. `getDeskList` reads a desk's list with the ETag of the copy it holds
 * (If-None-Match): an unchanged list is a 304 and the same array comes back, so nothing re-renders.
 * `useDeskFeed` follows `GET /api/desk/events` (server-sent events) and reads a desk's list again
 * when the server says it changed (`deskRefresher`); the list's own interval refresh is only the fallback.
 */
import { type Desk, DESK_FEED, type DeskChange } from "@contract/desk-feed.ts";
import { type QueryClient, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect, useEffectEvent, useRef } from "react";
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
 * What a desk's `changed` events do to its lists (the queries under `queryKey`). A version is a
 * change the lists may not hold: a read under way may have begun before it, so it is let finish
 * (never cancelled: a run of changes, such as the retention sweep deleting old leads, would restart
 * it for ever) and the lists are read once more after it; the changes heard meanwhile share that
 * one read. The first version a stream sends is where the list stands: lists last read after the
 * stream opened hold it already; those read before, and reads still under way (begun before the
 * stream opened, they may predate it), are read once more.
 */
export function deskRefresher(queryClient: QueryClient, queryKey: QueryKey) {
  let reading = false;
  let again = false;
  const readAgain = async () => {
    reading = true;
    try {
      do {
        again = false;
        const underWay = queryClient.getQueryCache().findAll({ queryKey, fetchStatus: "fetching" });
        await Promise.allSettled(underWay.map((query) => query.fetch()));
        await queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
      } while (again);
    } finally {
      reading = false;
    }
  };
  const changed = () => {
    if (reading) again = true;
    else void readAgain();
  };
  return {
    /** The stream's first version, the stream having opened at `openedAt` (ms since the epoch). */
    first(openedAt: number) {
      if (queryClient.isFetching({ queryKey }) > 0) changed();
      else void queryClient.invalidateQueries({ queryKey, predicate: (query) => query.state.dataUpdatedAt < openedAt }, { cancelRefetch: false });
    },
    changed,
  };
}

/**
 * While mounted, reads each desk's list (its query `keys[desk]`) again as soon as the server says
 * it changed (`deskRefresher`). Reconnects after a dropped stream; stops for good on 401/403.
 */
export function useDeskFeed(keys: Partial<Record<Desk, QueryKey>>): void {
  const queryClient = useQueryClient();
  const desks = (Object.keys(keys) as Desk[]).sort().join(",");
  // One per desk and key, so the changes of one desk share its reads.
  const refreshers = useRef(new Map<string, ReturnType<typeof deskRefresher>>());
  const onChange = useEffectEvent((change: DeskChange, first: boolean, openedAt: number) => {
    const key = keys[change.desk];
    if (!key) return;
    const id = JSON.stringify(key);
    let refresher = refreshers.current.get(id);
    if (!refresher) refreshers.current.set(id, refresher = deskRefresher(queryClient, key));
    if (first) refresher.first(openedAt);
    else refresher.changed();
  });
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const open = () => {
      const openedAt = Date.now();
      const heard = new Set<Desk>();
      streamEvents(`/desk/events?desks=${desks}`, {
        signal: controller.signal,
        onEvent: (event, data) => {
          attempt = 0;
          if (event !== "changed") return;
          const change = data as DeskChange;
          onChange(change, !heard.has(change.desk), openedAt);
          heard.add(change.desk);
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

/**
 * The staff lists read a page at a time (contract/paging.ts): `GET path?limit=&cursor=&filters`,
 * the page's array in the answer and the next page's cursor in `Next-Cursor` (null at the end).
 * Filters and the search go to the server; empty ones are left out.
 */
import { NEXT_CURSOR_HEADER, PAGE, type Page } from "@contract/paging.ts";
import { type InfiniteData, keepPreviousData, type QueryClient, type QueryKey, useInfiniteQuery } from "@tanstack/react-query";
import { get } from "./api-client.ts";

/** The query string of a page: `limit`, the filters that are set, and the cursor. */
export function pageSearch(filters: Record<string, string | undefined>, cursor: string | null, limit: number = PAGE.defaultLimit): string {
  const params = new URLSearchParams({ limit: String(limit) });
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (cursor) params.set("cursor", cursor);
  return params.toString();
}

/** One page of a list answered as an array: its items and the next page's cursor. */
export async function getArrayPage<T>(
  path: string,
  filters: Record<string, string | undefined>,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page<T>> {
  let next: string | null = null;
  const items = await get<T[]>(`${path}?${pageSearch(filters, cursor)}`, {
    signal,
    onHeaders: (headers) => {
      next = headers.get(NEXT_CURSOR_HEADER);
    },
  });
  return { items, next };
}

/**
 * A list's pages as a TanStack infinite query (`fetchNextPage` reads the next): every page fresh
 * when read again, and another filter keeps the list shown until its own first page arrives.
 */
export function usePagedList<T>(
  queryKey: QueryKey,
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<Page<T>>,
  /** `refetchInterval`: the pages read are read again this often too. */
  options: { refetchInterval?: number } = {},
) {
  return useInfiniteQuery({
    ...options,
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page<T>) => last.next,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Changes each item of every list page cached under `queryKey` (an item the server answered for, put in place). */
export function updatePagedItems<T>(queryClient: QueryClient, queryKey: QueryKey, update: (item: T) => T): void {
  queryClient.setQueriesData<InfiniteData<Page<T>>>({ queryKey }, (data) =>
    data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(update) })) });
}

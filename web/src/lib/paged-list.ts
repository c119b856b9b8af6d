/**
 * The staff lists read a page at a time (contract/paging.ts): `GET path?limit=&cursor=&filters`,
 * the page's array in the answer and the next page's cursor in `Next-Cursor` (null at the end).
 * Filters and the search go to the server; empty ones are left out.
 */
import { NEXT_CURSOR_HEADER, PAGE, type Page } from "@contract/paging.ts";
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

/** What TanStack's infinite query needs to follow a list's pages. */
export const pagedListOptions = {
  initialPageParam: null as string | null,
  getNextPageParam: <T>(last: Page<T>) => last.next,
};

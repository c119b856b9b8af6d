import type { MediaFile } from "@contract/media.ts";
import type { Page } from "@contract/paging.ts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { get, withDefaultMessage } from "../../../lib/api-client.ts";
import { getArrayPage, usePagedList } from "../../../lib/paged-list.ts";

export const mediaKey = ["admin", "media"] as const;

/** GET /api/media/list with a cache-busting timestamp (`?t=`): newest first. */
export async function getMedia(signal?: AbortSignal): Promise<MediaFile[]> {
  try {
    return await get<MediaFile[]>(`/media/list?t=${Date.now()}`, { signal });
  } catch (error) {
    throw withDefaultMessage(error, "Failed to list files");
  }
}

export const mediaQueryOptions = () =>
  queryOptions({ queryKey: mediaKey, queryFn: ({ signal }) => getMedia(signal), staleTime: 0 });

export function useMedia(options: { enabled?: boolean } = {}) {
  return useQuery({ ...mediaQueryOptions(), enabled: options.enabled ?? true });
}

/** The library's filters, applied by the server: the search (original name, alternative text) and the kind of file. */
export type MediaFilters = { q: string; type: "" | "image" | "video" };

/** One page of GET /api/media/list, newest first, and the next page's cursor. */
export async function getMediaPage(filters: MediaFilters, cursor: string | null, signal?: AbortSignal): Promise<Page<MediaFile>> {
  try {
    return await getArrayPage<MediaFile>("/media/list", { q: filters.q.trim(), type: filters.type || undefined }, cursor, signal);
  } catch (error) {
    throw withDefaultMessage(error, "Failed to list files");
  }
}

/** The library's files `filters` find, a page at a time; another filter keeps the grid shown until its first page. */
export const useMediaPages = (filters: MediaFilters) =>
  usePagedList([...mediaKey, "pages", filters], (cursor, signal) => getMediaPage(filters, cursor, signal));

/** The library's files whose original name is one of `names` (letter case aside), asked of the server by name. */
export async function filesNamed(names: readonly string[]): Promise<MediaFile[]> {
  const pages = await Promise.all(names.map((name) => getMediaPage({ q: name, type: "" }, null)));
  return pages.flatMap((page) => page.items);
}
